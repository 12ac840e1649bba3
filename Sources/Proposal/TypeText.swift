import Analysis
import Foundation

/// Small, conservative readings of type and expression text.
public enum TypeText {
  /// Types that are never `Equatable` as written.
  static let nonEquatableMarkers = [
    "->", "Error", "AnyCancellable", "Task<", "AnyPublisher", "PassthroughSubject", "CurrentValueSubject",
    "Timer", "NSObjectProtocol", "Any", "DispatchWorkItem",
  ]

  /// `any Foo` / `some Foo` → `Foo`.
  public static func stripExistential(_ type: String) -> String {
    var text = String(LineText.trimmed(type))
    for prefix in ["any ", "some "] where text.hasPrefix(prefix) { text.removeFirst(prefix.count) }
    return String(LineText.trimmed(text))
  }

  /// A parameter type as an associated value: `@escaping`, `@autoclosure`, `inout` and ownership words dropped,
  /// a variadic `T...` as `[T]`.
  public static func payloadType(_ type: String) -> String {
    var text = String(LineText.trimmed(type))
    for word in ["@escaping", "@autoclosure", "inout", "__owned", "borrowing", "consuming", "__shared"] {
      text = TokenText.replacing([word, " "], with: "", in: text)
    }
    text = String(LineText.trimmed(text))
    if text.hasSuffix("...") { text = "[" + text.dropLast(3) + "]" }
    return sendableFunction(text)
  }

  /// A function type marked `@Sendable` (an Action's payload crosses into `.run` effects); other types unchanged.
  public static func sendableFunction(_ type: String) -> String {
    if type.hasPrefix("@Sendable ") || TextScan.containsBytes(type, "@Sendable (") { return type }
    if type.hasPrefix("("), type.hasSuffix(")?"), isFunction(String(type.dropFirst().dropLast(2))) {
      return "(@Sendable " + type.dropFirst()
    }
    return isFunction(type) ? "@Sendable " + type : type
  }

  /// Whether `type` is a function type: a parenthesized parameter list followed by `->` at the top level.
  static func isFunction(_ type: String) -> Bool {
    guard type.hasPrefix("(") else { return false }
    var depth = 0
    var previous: Character = " "
    for character in type {
      switch character {
      case "(", "[", "<": depth += 1
      case ")", "]": depth -= 1
      case ">" where previous == "-": if depth == 0 { return true }
      case ">": depth -= 1
      default: break
      }
      previous = character
    }
    return false
  }

  /// A function type's parameter list (`(Int, String)`) and result (`Void`), its attributes, `async` and `throws`
  /// dropped; nil when `type` is no function type.
  static func functionParts(_ type: String) -> (parameters: String, result: String)? {
    var text = Substring(LineText.trimmed(type))
    while text.hasPrefix("@"), let space = text.firstIndex(of: " ") { text = text[text.index(after: space)...] }
    guard text.hasPrefix("("), isFunction(String(text)) else { return nil }
    var depth = 0
    var close = text.startIndex
    for index in text.indices {
      if text[index] == "(" { depth += 1 }
      if text[index] == ")" { depth -= 1 }
      if depth == 0 {
        close = index
        break
      }
    }
    let parameters = String(text[...close])
    let rest = text[text.index(after: close)...]
    guard let arrow = rest.firstRange(of: "->") else { return nil }
    return (parameters, String(LineText.trimmed(rest[arrow.upperBound...])))
  }

  /// Whether the type is written as an optional (`T?`, `Optional<T>`, `T!`).
  public static func isOptional(_ type: String) -> Bool {
    let text = String(LineText.trimmed(type))
    return text.hasSuffix("?") || text.hasSuffix("!") || text.hasPrefix("Optional<")
  }

  /// `T?` → `T`; other types unchanged.
  public static func unwrapped(_ type: String) -> String {
    var text = String(LineText.trimmed(type))
    if text.hasSuffix("?") || text.hasSuffix("!") {
      text.removeLast()
    } else if text.hasPrefix("Optional<"), text.hasSuffix(">") {
      text = String(text.dropFirst("Optional<".count).dropLast())
    }
    return text
  }

  /// The element type of `[T]` or `Array<T>`, or nil.
  public static func arrayElement(_ type: String) -> String? {
    let text = String(LineText.trimmed(type))
    if text.hasPrefix("["), text.hasSuffix("]"), !TextScan.containsBytes(text, ":") {
      let inner = String(text.dropFirst().dropLast())
      return isBalanced(inner) ? String(LineText.trimmed(inner)) : nil
    }
    if text.hasPrefix("Array<"), text.hasSuffix(">") {
      return String(text.dropFirst("Array<".count).dropLast())
    }
    return nil
  }

  /// A default value for common types (`""`, `0`, `false`, `[]`, `nil`), or nil.
  public static func defaultValue(for type: String?) -> String? {
    guard let type else { return nil }
    let text = String(LineText.trimmed(type))
    if isOptional(text) { return "nil" }
    switch text {
    case "String", "Substring": return "\"\""
    case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
      "CGFloat", "TimeInterval", "Decimal":
      return "0"
    case "Bool": return "false"
    default: break
    }
    if text.hasPrefix("IdentifiedArrayOf<") || text.hasPrefix("Set<") || text.hasPrefix("Array<") { return "[]" }
    if text.hasPrefix("["), text.hasSuffix("]") { return isDictionary(text) ? "[:]" : "[]" }
    if text.hasPrefix("Dictionary<") { return "[:]" }
    return nil
  }

  /// Whether `[…]` is a dictionary type: a `:` directly inside its brackets (not in a tuple or generic argument).
  static func isDictionary(_ text: String) -> Bool {
    var depth = 0
    for character in text {
      switch character {
      case "[", "(", "<": depth += 1
      case "]", ")", ">": depth -= 1
      case ":" where depth == 1: return true
      default: break
      }
    }
    return false
  }

  /// A sample non-default value for tests (`"text"`, `1`, `true`), or nil.
  public static func sampleValue(for type: String?) -> String? {
    guard let type else { return nil }
    switch String(LineText.trimmed(type)) {
    case "String", "String?": return "\"text\""
    case "Int", "Int?", "Double", "Double?", "Float", "CGFloat", "TimeInterval": return "1"
    case "Bool", "Bool?": return "true"
    default: return nil
    }
  }

  /// `sampleValue(for:)`, or another value of the type when that one equals `initial` (a default of `1.0`).
  public static func sampleValue(for type: String?, differentFrom initial: String?) -> String? {
    guard let sample = sampleValue(for: type), let initial = initial?.trimmingCharacters(in: .whitespaces) else {
      return sampleValue(for: type)
    }
    let same = initial == sample || (Double(initial).map { $0 == Double(sample) } ?? false)
    guard same else { return sample }
    switch sample {
    case "1": return "2"
    case "true": return "false"
    default: return "\"other text\""
    }
  }

  /// Whether `type` is known not to be `Equatable` (closures, errors, Combine and task handles, `Any`).
  public static func isKnownNonEquatable(_ type: String, extra: Set<String> = []) -> Bool {
    let text = stripExistential(unwrapped(type))
    if extra.contains(text) { return true }
    if text.hasPrefix("any ") || TextScan.containsBytes(type, "any ") { return true }
    // The words once, not once per marker.
    let words = identifiers(in: text)
    for marker in nonEquatableMarkers {
      if marker == "->" || marker.hasSuffix("<") {
        if TextScan.containsBytes(text, marker) { return true }
      } else if words.contains(marker) {
        return true
      }
    }
    return false
  }

  /// Identifier words in `text`.
  static func identifiers(in text: String) -> [String] {
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      // ASCII: the same words without Character properties.
      return text.utf8.split { !LineText.isIdentifierASCII($0) }.map { String(decoding: $0, as: UTF8.self) }
    }
    var words: [String] = []
    var current = ""
    for character in text {
      if character.isLetter || character.isNumber || character == "_" {
        current.append(character)
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// Whether brackets, angle brackets and parentheses in `text` balance.
  static func isBalanced(_ text: String) -> Bool {
    var depth = 0
    for character in text {
      if character == "[" || character == "<" || character == "(" { depth += 1 }
      if character == "]" || character == ">" || character == ")" { depth -= 1 }
      if depth < 0 { return false }
    }
    return depth == 0
  }

  /// `(Int, [String: Int])` → `["Int", "[String: Int]"]`; labels dropped; empty when not a tuple.
  public static func tupleElementTypes(_ type: String) -> [String?] {
    guard type.hasPrefix("("), type.hasSuffix(")"), !LineText.containsBytes(type, "->") else { return [] }
    var elements: [String] = []
    var depth = 0
    var current = ""
    for character in type.dropFirst().dropLast() {
      switch character {
      case "(", "[", "<": depth += 1
      case ")", "]", ">": depth -= 1
      default: break
      }
      if character == ",", depth == 0 {
        elements.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    elements.append(current)
    return elements.map { element in
      var text = String(LineText.trimmed(element))
      if let colon = text.firstIndex(of: ":"), !text[..<colon].contains(where: { LineText.isAny(of: "[(<", $0) }) {
        text = String(LineText.trimmed(text[text.index(after: colon)...]))
      }
      return text.isEmpty ? nil : text
    }
  }
}
