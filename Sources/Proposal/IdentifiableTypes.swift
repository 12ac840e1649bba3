import Lexer

/// Finds the types a codebase declares `Identifiable` (for `ProposalOptions.identifiableTypes`).
public enum IdentifiableTypes {
  /// Names of types declared or extended with `Identifiable` in their inheritance clause, in `files`.
  public static func find(in files: [SourceFile]) -> Set<String> {
    var result: Set<String> = []
    for file in files {
      let tokens = file.tokens.filter { !$0.kind.isTrivia }
      var index = 0
      while index + 2 < tokens.count {
        defer { index += 1 }
        let keyword = file.text(of: tokens[index])
        guard ["struct", "class", "enum", "extension", "actor"].contains(keyword) else { continue }
        var cursor = index + 1
        var name = file.text(of: tokens[cursor])
        while cursor + 2 < tokens.count, file.text(of: tokens[cursor + 1]) == "." {
          cursor += 2
          name = file.text(of: tokens[cursor])
        }
        var scan = cursor + 1
        while scan < tokens.count, scan < cursor + 40 {
          let text = file.text(of: tokens[scan])
          if text == "{" { break }
          if text == "Identifiable" { result.insert(name) }
          scan += 1
        }
      }
    }
    return result
  }
}
