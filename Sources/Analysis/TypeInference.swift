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
    case .leftBrace:
      return calledClosureBody(tokens, texts, file).flatMap(infer)
    case .identifier:
      return constructorType(tokens, texts, file)
    default:
      return nil
    }
  }

  /// The one expression an immediately called closure returns (`{ Foo(…) }()`, `{ [weak self] in return Foo(…) }()`
  /// → `Foo(…)`), as written; nil for another initializer.
  public static func calledClosureBody(_ initializer: String) -> String? {
    let file = SourceFile(text: initializer)
    let tokens = file.tokens.filter { !$0.kind.isTrivia }
    guard tokens.first?.kind == .leftBrace else { return nil }
    return calledClosureBody(tokens, tokens.map { file.text(of: $0) }, file)
  }

  private static func calledClosureBody(_ tokens: [Token], _ texts: [String], _ file: SourceFile) -> String? {
    guard let close = closing(texts, from: 0), close + 3 == tokens.count, texts[close + 1] == "(",
      texts[close + 2] == ")"
    else { return nil }
    var first = 1
    // A capture list (`{ [unowned self] in … }()`): the body starts after its `in`.
    if first < close, texts[first] == "[", let list = closing(texts, from: first), list + 1 < close,
      texts[list + 1] == "in"
    {
      first = list + 2
    }
    if first < close, texts[first] == "return" { first += 1 }
    guard first < close else { return nil }
    return file.text(in: Int(tokens[first].start)..<Int(tokens[close - 1].end))
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
    // `Array(x.enumerated())` names no element type: `Array` alone is not a type.
    if Self.genericStandardTypes.contains(name) { return nil }
    if index + 1 < texts.count, texts[index] == ".", texts[index + 1] == "init" { index += 2 }
    // `Calendar.current`, `URLSession.shared`: the instance a system type's dependency value stands for.
    if texts.count == index + 2, texts[index] == ".", let system = SystemType.named(name),
      case .dependencyValue = system.role, system.liveMembers.contains(texts[index + 1])
    {
      return name
    }
    guard index < texts.count, texts[index] == "(" || texts[index] == "{" else { return nil }
    // The call must be the whole expression: `UUID().uuidString` is a `String`, `Item().title` is not known.
    var end = closing(texts, from: index)
    if let close = end, texts[index] == "(", close + 1 < texts.count, texts[close + 1] == "{" {
      end = closing(texts, from: close + 1)
    }
    guard let end else { return nil }
    let rest = Array(texts[(end + 1)...])
    if rest.isEmpty { return name }
    guard rest.count >= 2, rest[0] == "." else { return nil }
    if rest.count == 2, Self.stringMembers.contains(rest[1]) { return "String" }
    // `Date().addingTimeInterval(60)`: a method giving back a value of the same type, called once.
    if Self.sameTypeMethods.contains(rest[1]), rest.count > 3, rest[2] == "(", closing(rest, from: 2) == rest.count - 1
    {
      return name
    }
    return nil
  }

  /// Standard generic types whose arguments a call infers from its arguments, so their bare name is no type.
  private static let genericStandardTypes: Set<String> = [
    "Array", "ContiguousArray", "ArraySlice", "Set", "Dictionary", "Optional", "Result", "Range", "ClosedRange",
    "IdentifiedArray", "AnyPublisher", "Just", "PassthroughSubject", "CurrentValueSubject",
  ]
  /// Members that are a `String` whatever the value (`UUID().uuidString`, `Date().description`).
  private static let stringMembers: Set<String> = ["uuidString", "description", "debugDescription", "absoluteString"]
  /// Methods that return a value of their receiver's type (`Date().addingTimeInterval(60)`).
  private static let sameTypeMethods: Set<String> = ["addingTimeInterval", "advanced"]

  /// The position of the bracket closing the one at `open`, or nil when it does not close.
  private static func closing(_ texts: [String], from open: Int) -> Int? {
    var depth = 0
    for position in open..<texts.count {
      switch texts[position] {
      case "(", "[", "{": depth += 1
      case ")", "]", "}":
        depth -= 1
        if depth == 0 { return position }
      default: break
      }
    }
    return nil
  }
}
