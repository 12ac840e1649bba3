import Foundation

/// Swift source with a comment line before each statement, as real code has them.
public enum CommentedSource {
  /// The comment every inserted line holds.
  public static let comment = "// reviewer note"

  /// `source` with `comment` before every line that starts a statement, outside parentheses, brackets and
  /// multi-line strings, after a line that ends one; not before its first and last lines (a method's own).
  public static func commented(_ source: String) -> String {
    let lines = source.components(separatedBy: "\n")
    var result: [String] = []
    var depth = 0
    var inString = false
    var previous = ""
    for (index, line) in lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.components(separatedBy: "\"\"\"").count % 2 == 0 {
        inString.toggle()
        result.append(line)
        continue
      }
      let inBody = index > 0 && index < lines.count - 1
      if inBody, !inString, depth == 0, startsStatement(trimmed), endsStatement(previous) {
        result.append(String(line.prefix { $0 == " " }) + comment)
      }
      let code = withoutStrings(trimmed)
      for character in code {
        if character == "(" || character == "[" { depth += 1 }
        if character == ")" || character == "]" { depth -= 1 }
      }
      if !trimmed.isEmpty { previous = code.trimmingCharacters(in: .whitespaces) }
      result.append(line)
    }
    return result.joined(separator: "\n")
  }

  /// `lines` without the inserted comments, also where a TODO keeps them inside commented-out code.
  public static func uncommented(_ lines: [String]) -> [String] {
    lines.filter { line in
      guard line.hasSuffix(comment) else { return true }
      return !line.dropLast(comment.count).allSatisfy { $0 == " " || $0 == "/" }
    }
  }

  private static func startsStatement(_ line: String) -> Bool {
    guard let first = line.first, first.isLetter || first == "_" || first == "}" else { return false }
    return !["case ", "default:", "else", "catch"].contains { line.hasPrefix($0) }
  }

  private static func endsStatement(_ line: String) -> Bool {
    guard let last = line.last else { return true }
    return last == "{" || last == "}" || last == ")" || last == "]" || last == "\"" || last.isLetter
      || last.isNumber || last == "?" || last == "!"
  }

  private static func withoutStrings(_ line: String) -> String {
    var result = ""
    var inQuote = false
    for character in line {
      if character == "\"" { inQuote.toggle() } else if !inQuote { result.append(character) }
    }
    return result
  }
}
