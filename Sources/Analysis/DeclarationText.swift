import Foundation
import Lexer
import Outline

/// Source text helpers for declarations: body text and lines from token ranges.
extension FileOutline {
  /// The verbatim text of a token index range.
  func text(ofTokens range: Range<Int>) -> String {
    guard let first = range.first, range.upperBound <= file.tokens.count, let last = range.last else { return "" }
    return file.text(in: Int(file.tokens[first].start)..<Int(file.tokens[last].end))
  }

  /// The text of a token index range without the token ranges `dropped` (sorted, inside `range`).
  func text(ofTokens range: Range<Int>, dropping dropped: [Range<Int>]) -> String {
    guard !dropped.isEmpty else { return text(ofTokens: range) }
    var result = ""
    var from = range.lowerBound
    for cut in dropped where cut.lowerBound >= from {
      if cut.lowerBound > from { result += text(ofTokens: from..<cut.lowerBound) }
      from = cut.upperBound
    }
    return from < range.upperBound ? result + text(ofTokens: from..<range.upperBound) : result
  }

  /// The text of a token index range without the token ranges `dropped`, each token in `replaced` written as its
  /// new text.
  func text(ofTokens range: Range<Int>, dropping dropped: [Range<Int>], replacing replaced: [Int: String]) -> String {
    guard !replaced.isEmpty else { return text(ofTokens: range, dropping: dropped) }
    var result = ""
    var from = range.lowerBound
    for token in replaced.keys.sorted() where token >= from && token < range.upperBound {
      result += text(
        ofTokens: from..<token, dropping: dropped.filter { $0.lowerBound >= from && $0.upperBound <= token })
      result += replaced[token] ?? ""
      from = token + 1
    }
    return result + text(ofTokens: from..<range.upperBound, dropping: dropped.filter { $0.lowerBound >= from })
  }

  /// 1-based line where a token index range starts (the line of the token before it, the `{`).
  func line(beforeTokens range: Range<Int>) -> Int {
    let index = max(0, range.lowerBound - 1)
    guard index < file.tokens.count else { return 1 }
    return file.location(of: file.tokens[index]).line
  }
}

/// Lexical facts about written type names.
enum TypeText {
  /// Whether the type text is a function type (`() -> Void`, `@escaping (Int) -> Void`, `(() -> Void)?`).
  static func isFunctionType(_ type: String) -> Bool { LineText.containsBytes(type, "->") }

  /// Standard library and Foundation value types, which hold data and never a service.
  static let plainValues: Set<String> = [
    "Int", "Int64", "Int32", "UInt", "Double", "Float", "CGFloat", "Decimal", "String", "Bool", "Date", "UUID", "URL",
    "TimeInterval", "Character",
  ]

  /// Whether `type` is a plain value, an optional of one or an array of them (`Int`, `[Date]`, `String?`).
  static func isPlainValue(_ type: String) -> Bool {
    let (element, _) = element(of: type)
    return plainValues.contains(String(LineText.trimmed(element)))
  }

  /// The element type of an array-like or optional type: `[X]`, `Array<X>`, `IdentifiedArrayOf<X>`, `X?`.
  static func element(of type: String) -> (name: String, cardinality: ChildReference.Cardinality) {
    var text = LineText.trimmed(type)
    var optional = false
    while let last = text.last, last == "?" || last == "!" {
      optional = true
      text = text.dropLast()
    }
    if text.hasPrefix("[") && text.hasSuffix("]") {
      let inner = text.dropFirst().dropLast()
      if let colon = inner.firstIndex(of: ":") {
        return (String(LineText.trimmed(inner[inner.index(after: colon)...])), .array)
      }
      return (String(LineText.trimmed(inner)), .array)
    }
    for wrapper in ["Array<", "IdentifiedArrayOf<", "ContiguousArray<", "Set<"] where text.hasPrefix(wrapper) {
      return (String(text.dropFirst(wrapper.count).dropLast()), .array)
    }
    if text.hasPrefix("Optional<") { return (String(text.dropFirst(9).dropLast()), .optional) }
    return (String(text), optional ? .optional : .single)
  }

  /// The generic argument clause closing a type name (`<Country>` of `ListViewModel<Country>`), if any.
  static func genericArguments(of type: String) -> String? {
    guard type.last == ">", let open = type.firstIndex(of: "<") else { return nil }
    return String(type[open...])
  }

  /// A handle on running work (`Set<AnyCancellable>`, `AnyCancellable?`, `Task<Void, Never>?`, `Timer?`,
  /// `DispatchWorkItem?`): what the work's effect and its cancel ID replace, never a value of State.
  static func isWorkHandle(_ type: String) -> Bool {
    LineText.containsBytes(type, "Cancellable")
      || ["Task", "Timer", "DispatchWorkItem"].contains(TypeIndex.baseName(type))
  }

  /// Words in type names that mark Combine plumbing.
  static func isCombinePlumbing(_ type: String) -> Bool {
    ["AnyCancellable", "Cancellable", "PassthroughSubject", "CurrentValueSubject", "AnyPublisher", "Publishers."]
      .contains { LineText.containsBytes(type, $0) }
  }

  /// Type-name suffixes that mark an injected service.
  static let serviceSuffixes = [
    "Service", "Servicing", "Client", "Repository", "Manager", "API", "Api", "Provider", "Loader", "Fetcher", "Storage",
    "Store", "Tracker", "Logger", "Session", "Database", "Cache", "Defaults", "Center", "Networking", "Gateway",
    "UseCase", "Interactor", "Coordinator", "Router", "Handler", "DataController", "Analytics",
  ]

  static func looksLikeService(_ name: String) -> Bool {
    serviceSuffixes.contains { name.hasSuffix($0) } || name.hasSuffix("Protocol")
  }
}
