import Lexer
import Proposal

/// Infers the type of a simple initializer expression (`Message(…)`, `"…"`, `page + 1`, `text.lowercased()`).
struct TypeGuess {
  /// Known types of names in scope (state, parameters, locals).
  var known: (String) -> String?

  private static let failableInitializers: Set<String> = ["URL", "Int", "Double", "Float", "Bool", "UUID", "Decimal"]
  private static let stringMethods: Set<String> = [
    "trimmingCharacters", "lowercased", "uppercased", "capitalized", "replacingOccurrences", "appending",
    "description", "localizedDescription", "joined", "formatted", "absoluteString", "uuidString",
  ]

  /// The type of `source` tokens `range`, or nil when it is not obvious.
  func type(of source: BodySource, _ range: Range<Int>) -> String? {
    let tokens = range.filter { !source.kind($0).isTrivia }
    guard let first = tokens.first else { return nil }
    let words = tokens.map { source.text($0) }
    let kinds = tokens.map { source.kind($0) }
    if tokens.count == 1 {
      switch kinds[0] {
      case .integerLiteral: return "Int"
      case .floatLiteral: return "Double"
      case .keyword where words[0] == "true" || words[0] == "false": return "Bool"
      case .identifier: return known(words[0])
      default: return nil
      }
    }
    if kinds[0] == .stringOpen, kinds.last == .stringClose, !words.contains("+") { return "String" }
    if let logical = logicalType(words, kinds) { return logical }
    if kinds.count == 3, kinds[0] == .identifier, kinds[1] == .binaryOperator, ["+", "-", "*"].contains(words[1]) {
      let left = known(words[0])
      if kinds[2] == .integerLiteral, left == "Int" || left == "Double" { return left }
      if kinds[2] == .identifier, left != nil, left == known(words[2]) { return left }
    }
    if kinds.count >= 3, kinds[0] == .keyword, words[0] == "self", kinds[1] == .period {
      return type(of: source, tokens[2]..<range.upperBound)
    }
    if kinds[0] == .identifier, let firstCharacter = words[0].first, firstCharacter.isUppercase {
      if kinds.count > 1, kinds[1] == .leftParen, let close = matchingParen(kinds, from: 1), close == kinds.count - 1 {
        let arguments = Array(words[2..<close])
        let failable =
          Self.failableInitializers.contains(words[0])
          && (arguments.first == "string" || arguments.first == "uuidString"
            || (arguments.count >= 1 && kinds[2] != .integerLiteral && kinds[2] != .floatLiteral))
        return failable ? words[0] + "?" : words[0]
      }
      if kinds.count == 3, kinds[1] == .period, ["now", "current", "shared", "default", "standard"].contains(words[2]) {
        return words[0] == "Date" && words[2] == "now" ? "Date" : words[0]
      }
    }
    guard kinds[0] == .identifier || (kinds[0] == .keyword && words[0] == "self") else { return nil }
    if let last = lastMember(words, kinds) {
      if Self.stringMethods.contains(last) { return "String" }
      if last == "count" || last == "firstIndex" || last == "lastIndex" {
        return last == "count" ? "Int" : "Int?"
      }
      if last == "isEmpty" || last == "contains" || last == "hasPrefix" || last == "hasSuffix" { return "Bool" }
      for prefix in ["is", "has", "can", "should", "did", "was"] where last.hasPrefix(prefix) {
        let rest = last.dropFirst(prefix.count)
        if let next = rest.first, next.isUppercase, !words.contains("(") { return "Bool" }
      }
      if ["filter", "sorted"].contains(last), kinds.count > 3, kinds[1] == .period, words[2] == last,
        let collection = known(words[0]), collection.hasPrefix("["), collection.hasSuffix("]")
      {
        // A dictionary sorts into an array of its elements; it filters into a dictionary.
        if last == "sorted", let (key, value) = Self.dictionaryParts(collection) {
          return "[(key: \(key), value: \(value))]"
        }
        return collection
      }
      if ["prefix", "suffix", "dropFirst", "dropLast"].contains(last), let period = lastTopLevelPeriod(kinds),
        period > 0, let receiver = type(of: source, range.lowerBound..<tokens[period]),
        let element = Self.sequenceElement(receiver)
      {
        return "ArraySlice<\(element)>"
      }
      if (last == "first" || last == "last") && kinds.count == 3, let collection = known(words[0]),
        collection.hasPrefix("["), collection.hasSuffix("]"), !TextScan.containsBytes(collection, ":")
      {
        return String(collection.dropFirst().dropLast()) + "?"
      }
    }
    _ = first
    return nil
  }

  /// The last `.member` of a postfix chain (calls and trailing closures skipped).
  private func lastMember(_ words: [String], _ kinds: [TokenKind]) -> String? {
    var last: String?
    var depth = 0
    for (index, kind) in kinds.enumerated() {
      switch kind {
      case .leftParen, .leftBracket, .leftBrace, .interpolationOpen: depth += 1
      case .rightParen, .rightBracket, .rightBrace, .interpolationClose: depth -= 1
      case .period where depth == 0 && index + 1 < words.count: last = words[index + 1]
      case .binaryOperator where depth == 0, .questionMark where depth == 0: return nil
      default: break
      }
    }
    return last
  }

  /// The position in `kinds` of the period before the last member of a postfix chain.
  private func lastTopLevelPeriod(_ kinds: [TokenKind]) -> Int? {
    var depth = 0
    var last: Int?
    for (index, kind) in kinds.enumerated() {
      switch kind {
      case .leftParen, .leftBracket, .leftBrace, .interpolationOpen: depth += 1
      case .rightParen, .rightBracket, .rightBrace, .interpolationClose: depth -= 1
      case .period where depth == 0: last = index
      default: break
      }
    }
    return last
  }

  /// `K` and `V` of a dictionary type `[K: V]` (the `:` directly inside its brackets), or nil.
  static func dictionaryParts(_ type: String) -> (key: String, value: String)? {
    guard type.hasPrefix("["), type.hasSuffix("]") else { return nil }
    let inner = Array(type.dropFirst().dropLast())
    var depth = 0
    for (index, character) in inner.enumerated() {
      switch character {
      case "[", "(", "<": depth += 1
      case "]", ")", ">": depth -= 1
      case ":" where depth == 0:
        let key = String(inner[..<index]).trimmingCharacters(in: .whitespaces)
        let value = String(inner[(index + 1)...]).trimmingCharacters(in: .whitespaces)
        return key.isEmpty || value.isEmpty ? nil : (key, value)
      default: break
      }
    }
    return nil
  }

  /// The element of `[E]` (not a dictionary) or `ArraySlice<E>`, or nil.
  static func sequenceElement(_ type: String) -> String? {
    if type.hasPrefix("ArraySlice<"), type.hasSuffix(">") {
      return String(type.dropFirst("ArraySlice<".count).dropLast())
    }
    guard type.hasPrefix("["), type.hasSuffix("]"), dictionaryParts(type) == nil else { return nil }
    let element = String(type.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
    return element.isEmpty ? nil : element
  }

  /// `Bool` for `!x`, a comparison or a `&&`/`||` at the top level (no ternary choosing another type).
  private func logicalType(_ words: [String], _ kinds: [TokenKind]) -> String? {
    if kinds[0] == .prefixOperator && words[0] == "!" && !kinds.contains(.binaryOperator) { return "Bool" }
    var depth = 0
    var logical = false
    for (index, kind) in kinds.enumerated() {
      switch kind {
      case .leftParen, .leftBracket, .leftBrace, .interpolationOpen: depth += 1
      case .rightParen, .rightBracket, .rightBrace, .interpolationClose: depth -= 1
      case .binaryOperator where depth == 0:
        let comparisons: Set<String> = ["==", "!=", "<", ">", "<=", ">=", "&&", "||"]
        if words[index] == "?" || words[index] == "??" { return nil }
        if comparisons.contains(words[index]) { logical = true }
      default: break
      }
    }
    return logical ? "Bool" : nil
  }

  private func matchingParen(_ kinds: [TokenKind], from open: Int) -> Int? {
    var depth = 0
    for index in open..<kinds.count {
      if kinds[index] == .leftParen || kinds[index] == .interpolationOpen { depth += 1 }
      if kinds[index] == .rightParen || kinds[index] == .interpolationClose {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }
}
