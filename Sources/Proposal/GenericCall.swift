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
    var index = previous(source, receiver)
    if let period = index, source.kind(period) == .period, let base = previous(source, period),
      source.text(base) == "self"
    {
      index = previous(source, base)
    }
    if let marker = index, source.text(marker) == "await" { index = previous(source, marker) }
    var optionalTry = false
    if let mark = index, [.questionMark, .exclamationMark].contains(source.kind(mark)),
      let word = previous(source, mark),
      source.text(word) == "try"
    {
      optionalTry = source.kind(mark) == .questionMark
      index = previous(source, word)
    } else if let word = index, source.text(word) == "try" {
      index = previous(source, word)
    }
    guard let equal = index, source.kind(equal) == .equal, let last = previous(source, equal) else { return nil }
    var written: String?
    if let colon = annotationColon(source, before: equal), let name = previous(source, colon),
      let keyword = previous(source, name), ["let", "var"].contains(source.text(keyword)),
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
    let pattern = Array(declared.filter { !$0.isWhitespace })
    let actual = resultType.filter { !$0.isWhitespace }
    guard let start = wordStart(name, in: pattern) else { return nil }
    let (prefix, suffix) = (String(pattern[..<start]), String(pattern[(start + name.count)...]))
    guard actual.count > prefix.count + suffix.count, actual.hasPrefix(prefix), actual.hasSuffix(suffix) else {
      return nil
    }
    return String(actual.dropFirst(prefix.count).dropLast(suffix.count))
  }

  /// The generic parameter a typed endpoint fixes: the only one the result names, when no parameter names any
  /// (`get<Entity>(endpoint: Endpoint) -> Entity`, not `decode<Value>(_ type: Value.Type) -> Value`).
  package static func typedParameter(of method: Method) -> String? {
    let names = genericNames(method.genericParameters)
    guard !names.isEmpty, let declared = method.returnType else { return nil }
    if method.parameters.contains(where: { parameter in names.contains { mentions(parameter.type, $0) } }) {
      return nil
    }
    let mentioned = names.filter { mentions(declared, $0) }
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

  /// The names a generic parameter clause declares: `<Entity: Decodable, Key>` → `Entity`, `Key`.
  static func genericNames(_ clause: String?) -> [String] {
    guard let clause else { return [] }
    var names: [String] = []
    var depth = 0
    var current = ""
    var takingName = true
    for character in clause.dropFirst().dropLast() {
      switch character {
      case "<", "(", "[": depth += 1
      case ">", ")", "]": depth -= 1
      case "," where depth == 0:
        names.append(current)
        (current, takingName) = ("", true)
        continue
      case ":" where depth == 0: takingName = false
      default: break
      }
      if takingName, character.isLetter || character.isNumber || character == "_" { current.append(character) }
    }
    names.append(current)
    return names.filter { !$0.isEmpty }
  }

  /// Whether `type` names `name` as a whole word.
  static func mentions(_ type: String, _ name: String) -> Bool {
    TextScan.containsWord(type, name)
  }

  /// Where `name` first stands as a whole word in `characters`.
  private static func wordStart(_ name: String, in characters: [Character]) -> Int? {
    let word = Array(name)
    guard !word.isEmpty, characters.count >= word.count else { return nil }
    func isPart(_ index: Int) -> Bool {
      index >= 0 && index < characters.count
        && (characters[index].isLetter || characters[index].isNumber
          || characters[index] == "_")
    }
    for start in 0...(characters.count - word.count)
    where Array(characters[start..<(start + word.count)]) == word && !isPart(start - 1) && !isPart(start + word.count) {
      return start
    }
    return nil
  }

  /// Whether the call `receiver.method(…)` is the last thing its statement does (not `decoded(…) ?? []`).
  private static func endsStatement(_ source: BodySource, callAfter receiver: Int) -> Bool {
    let count = source.file.tokens.count
    guard let period = next(source, receiver), source.kind(period) == .period, let name = next(source, period),
      let open = next(source, name), source.kind(open) == .leftParen
    else { return false }
    var depth = 0
    var cursor = open
    while cursor < count {
      switch source.kind(cursor) {
      case .leftParen, .leftBracket, .leftBrace: depth += 1
      case .rightParen, .rightBracket, .rightBrace: depth -= 1
      default: break
      }
      if depth == 0 { break }
      cursor += 1
    }
    cursor += 1
    while cursor < count {
      switch source.kind(cursor) {
      case .newline, .semicolon, .rightBrace: return true
      case let kind where kind.isTrivia: cursor += 1
      default: return false
      }
    }
    return true
  }

  /// The next token that is not trivia.
  private static func next(_ source: BodySource, _ index: Int) -> Int? {
    var cursor = index + 1
    let count = source.file.tokens.count
    while cursor < count, source.kind(cursor).isTrivia { cursor += 1 }
    return cursor < count ? cursor : nil
  }

  /// The previous token that is not trivia.
  private static func previous(_ source: BodySource, _ index: Int) -> Int? {
    var cursor = index - 1
    while cursor >= 0, source.kind(cursor).isTrivia { cursor -= 1 }
    return cursor >= 0 ? cursor : nil
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

  /// The `self` of `self.name`, or `name`.
  private static func selfOrName(_ source: BodySource, _ name: Int) -> Int {
    guard let period = previous(source, name), source.kind(period) == .period, let base = previous(source, period),
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
