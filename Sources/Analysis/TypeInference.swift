import Lexer

/// Infers a property's type from a simple initializer expression (`0`, `""`, `[]` of known elements, `Foo()`).
public enum TypeInference {
  /// The inferred type, or nil when the initializer does not say.
  public static func infer(_ initializer: String) -> String? {
    let file = SourceFile(text: initializer)
    let tokens = file.tokens.filter { !$0.kind.isTrivia }
    guard let first = tokens.first else { return nil }
    let texts = tokens.map { file.text(of: $0) }
    switch first.kind {
    case .integerLiteral: return tokens.count == 1 ? "Int" : nil
    case .floatLiteral: return tokens.count == 1 ? "Double" : nil
    case .stringOpen: return isSingleString(tokens) ? "String" : nil
    case .keyword where texts[0] == "true" || texts[0] == "false": return tokens.count == 1 ? "Bool" : nil
    case .prefixOperator where texts[0] == "-" && tokens.count == 2:
      return tokens[1].kind == .integerLiteral ? "Int" : tokens[1].kind == .floatLiteral ? "Double" : nil
    case .leftBracket:
      return arrayType(tokens, texts)
    case .identifier:
      return constructorType(tokens, texts, file)
    default:
      return nil
    }
  }

  private static func isSingleString(_ tokens: [Token]) -> Bool {
    tokens.last?.kind == .stringClose && tokens.filter { $0.kind == .stringOpen }.count == 1
  }

  /// `[1, 2]` → `[Int]`, `["a"]` → `[String]`, `[Item]()` → `[Item]`, `[String: Int]()` → `[String: Int]`.
  private static func arrayType(_ tokens: [Token], _ texts: [String]) -> String? {
    if texts.count >= 4, texts[texts.count - 2] == "(", texts[texts.count - 1] == ")", texts[texts.count - 3] == "]" {
      return texts[0..<(texts.count - 2)].joined().replacingOccurrences(of: ":", with: ": ")
    }
    let elements = tokens.dropFirst().dropLast().filter { $0.kind != .comma }
    guard !elements.isEmpty, texts.last == "]" else { return nil }
    if elements.allSatisfy({ $0.kind == .integerLiteral }) { return "[Int]" }
    if elements.allSatisfy({ $0.kind == .floatLiteral || $0.kind == .integerLiteral }) { return "[Double]" }
    if elements.allSatisfy({ $0.kind == .stringOpen || $0.kind == .stringSegment || $0.kind == .stringClose }) {
      return "[String]"
    }
    return nil
  }

  /// `Foo()`, `Foo<Bar>(x: 1)`, `Foo.init()` → `Foo`…; `Foo.shared`/`foo()` → nil.
  private static func constructorType(_ tokens: [Token], _ texts: [String], _ file: SourceFile) -> String? {
    guard let firstChar = texts[0].unicodeScalars.first, firstChar.properties.isUppercase else { return nil }
    var index = 1
    var name = texts[0]
    while index + 1 < texts.count, texts[index] == ".", let next = texts[index + 1].unicodeScalars.first,
      next.properties.isUppercase
    {
      name += "." + texts[index + 1]
      index += 2
    }
    if index < texts.count, texts[index].hasPrefix("<") {
      var depth = 0
      var generic = ""
      while index < texts.count {
        for character in texts[index] {
          if character == "<" { depth += 1 } else if character == ">" { depth -= 1 }
        }
        generic += texts[index] + (texts[index] == "," ? " " : "")
        index += 1
        if depth <= 0 { break }
      }
      name += generic.replacingOccurrences(of: ":", with: ": ")
    }
    if index + 1 < texts.count, texts[index] == ".", texts[index + 1] == "init" { index += 2 }
    guard index < texts.count, texts[index] == "(" || texts[index] == "{" else { return nil }
    return name
  }
}
