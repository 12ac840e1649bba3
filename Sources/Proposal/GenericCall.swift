import Analysis
import Lexer

/// A call of a generic service method (`get<Entity: Decodable>(endpoint:)`) and the result type its statement
/// writes, which picks the typed client endpoint that replaces it (`getStatuses`).
package enum GenericCall {
  /// The type the call whose receiver starts at token `receiver` must produce, as its statement writes it:
  /// `let statuses: [Status] = try await client.get(…)` (the annotation, less the `?` of `try?`) or
  /// `statuses = try await client.get(…)` on a field `fieldType` knows; nil when the statement says nothing.
  package static func resultType(in source: BodySource, receiver: Int, fieldType: (String) -> String?) -> String? {
    guard endsStatement(source, callAfter: receiver) else { return nil }
    var index = source.previousSignificant(selfOrName(source, receiver), after: 0)
    if let marker = index, source.text(marker) == "await" { index = source.previousSignificant(marker, after: 0) }
    var optionalTry = false
    if let mark = index, [.questionMark, .exclamationMark].contains(source.kind(mark)),
      let word = source.previousSignificant(mark, after: 0),
      source.text(word) == "try"
    {
      optionalTry = source.kind(mark) == .questionMark
      index = source.previousSignificant(word, after: 0)
    } else if let word = index, source.text(word) == "try" {
      index = source.previousSignificant(word, after: 0)
    }
    guard let equal = index, source.kind(equal) == .equal, let last = source.previousSignificant(equal, after: 0) else {
      return nil
    }
    var written: String?
    if let colon = annotationColon(source, before: equal), let name = source.previousSignificant(colon, after: 0),
      let keyword = source.previousSignificant(name, after: 0), ["let", "var"].contains(source.text(keyword)),
      source.kind(name) == .identifier
    {
      written = source.text((colon + 1)..<(last + 1)).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    } else if source.kind(last) == .identifier, startsStatement(source, selfOrName(source, last)) {
      written = fieldType(source.text(last))
    }
    guard var type = written, !type.isEmpty else { return nil }
    if optionalTry {
      guard type.hasSuffix("?") else { return nil }
      type.removeLast()
    }
    return type
  }

  /// What the method's generic parameter stands for (without spaces) when a call produces `resultType`: all of it for
  /// `-> Entity`, the matching part for `-> (Entity, LinkHandler?)`; nil when a parameter's type names a generic
  /// parameter (`_ type: Value.Type`) or the declared result does not match.
  package static func binding(of method: Method, resultType: String) -> String? {
    guard let name = typedParameter(of: method), let declared = method.returnType else { return nil }
    // The declared result around the parameter (`(` and `,LinkHandler?)` of `(Entity, LinkHandler?)`).
    let parts = TextScan.replacingWord(name, with: "\u{0}", in: declared).filter { !$0.isWhitespace }
      .split(separator: "\u{0}", omittingEmptySubsequences: false)
    let actual = resultType.filter { !$0.isWhitespace }
    guard parts.count == 2, let prefix = parts.first, let suffix = parts.last,
      actual.count > prefix.count + suffix.count, actual.hasPrefix(prefix), actual.hasSuffix(suffix)
    else {
      return nil
    }
    return String(actual.dropFirst(prefix.count).dropLast(suffix.count))
  }

  /// The generic parameter a typed endpoint fixes: the only one the result names, when no parameter names any
  /// (`get<Entity>(endpoint: Endpoint) -> Entity`, not `decode<Value>(_ type: Value.Type) -> Value`).
  package static func typedParameter(of method: Method) -> String? {
    let names = ModelType.parameterNames(method.genericParameters)
    guard !names.isEmpty, let declared = method.returnType else { return nil }
    if method.parameters.contains(where: { parameter in names.contains { TextScan.containsWord(parameter.type, $0) } })
    {
      return nil
    }
    let mentioned = names.filter { TextScan.containsWord(declared, $0) }
    return mentioned.count == 1 ? mentioned.first : nil
  }

  /// The typed endpoint's name: the method's name and the bound type's (`get` + `[Status]` → `getStatuses`,
  /// `post` + `Models.List` → `postList`).
  package static func endpointName(method: String, binding: String) -> String {
    method + typeWord(binding)
  }

  /// `[Status]` → `Statuses`, `Status?` → `Status`, `[String: Int]` → `StringIntDictionary`, `Models.List` → `List`.
  static func typeWord(_ type: String) -> String {
    var text = Substring(type.filter { !$0.isWhitespace })
    while let last = text.last, last == "?" || last == "!" { text.removeLast() }
    if text.hasPrefix("["), text.hasSuffix("]") {
      let inner = text.dropFirst().dropLast()
      if let colon = topLevelColon(inner) {
        return typeWord(String(inner[..<colon])) + typeWord(String(inner[inner.index(after: colon)...]))
          + "Dictionary"
      }
      return plural(typeWord(String(inner)))
    }
    let words = text.split { !($0.isLetter || $0.isNumber || $0 == "." || $0 == "_") }
    return words.map { word in
      let name = word.split(separator: ".").last.map(String.init) ?? String(word)
      return name.prefix(1).uppercased() + name.dropFirst()
    }.joined()
  }

  /// `Status` → `Statuses`, `Category` → `Categories`, `Item` → `Items`.
  static func plural(_ word: String) -> String {
    if ["s", "x", "z", "ch", "sh"].contains(where: word.hasSuffix) { return word + "es" }
    if word.hasSuffix("y"), let before = word.dropLast().last, !"aeiou".contains(before) {
      return word.dropLast() + "ies"
    }
    return word + "s"
  }

  /// Whether the call `receiver.method(…)` is the last thing its statement does (not `decoded(…) ?? []`).
  private static func endsStatement(_ source: BodySource, callAfter receiver: Int) -> Bool {
    let count = source.file.tokens.count
    let period = source.nextSignificant(receiver + 1, before: count)
    let name = source.nextSignificant(period + 1, before: count)
    let open = source.nextSignificant(name + 1, before: count)
    guard open < count, source.kind(period) == .period, source.kind(open) == .leftParen else { return false }
    var cursor = StatementParser(source: source).matching(open, end: count) + 1
    while cursor < count {
      switch source.kind(cursor) {
      case .newline, .semicolon, .rightBrace: return true
      case let kind where kind.isTrivia: cursor += 1
      default: return false
      }
    }
    return true
  }

  /// The `:` of `let name: Type =`, found walking back from `=` outside brackets.
  private static func annotationColon(_ source: BodySource, before equal: Int) -> Int? {
    var depth = 0
    var cursor = equal - 1
    while cursor >= 0 {
      switch source.kind(cursor) {
      case .rightParen, .rightBracket: depth += 1
      case .leftParen, .leftBracket:
        depth -= 1
        if depth < 0 { return nil }
      case .colon where depth == 0: return cursor
      case .newline, .semicolon, .leftBrace, .rightBrace, .equal: if depth == 0 { return nil }
      default: break
      }
      cursor -= 1
    }
    return nil
  }

  /// The `self` of `self.name`, or `name` (the receiver of a call, the name a statement assigns).
  private static func selfOrName(_ source: BodySource, _ name: Int) -> Int {
    guard let period = source.previousSignificant(name, after: 0), source.kind(period) == .period,
      let base = source.previousSignificant(period, after: 0),
      source.text(base) == "self"
    else { return name }
    return base
  }

  /// Whether token `first` starts its statement (`statuses = …`, not `row.statuses = …`).
  private static func startsStatement(_ source: BodySource, _ first: Int) -> Bool {
    var cursor = first - 1
    while cursor >= 0 {
      switch source.kind(cursor) {
      case .newline, .semicolon, .leftBrace: return true
      case let kind where kind.isTrivia: cursor -= 1
      default: return false
      }
    }
    return true
  }

  /// The index of the first `:` of `text` outside brackets.
  private static func topLevelColon(_ text: Substring) -> Substring.Index? {
    var depth = 0
    var index = text.startIndex
    while index < text.endIndex {
      switch text[index] {
      case "[", "(", "<": depth += 1
      case "]", ")", ">": depth -= 1
      case ":" where depth == 0: return index
      default: break
      }
      index = text.index(after: index)
    }
    return nil
  }
}
