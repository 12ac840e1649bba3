import Lexer
import Outline

/// A `didSet` or `willSet` block of an observed property.
public struct PropertyObserver: Sendable, Codable, Equatable {
  /// `didSet` or `willSet`.
  public var kind: String
  /// The value's name inside the block: the written `didSet(old)` name, or the implicit `oldValue`/`newValue`.
  public var valueName: String
  /// Whether the block reads `valueName`.
  public var readsValue: Bool
  /// Body source text between the braces (exclusive).
  public var body: String
  /// 1-based line where the body text starts.
  public var bodyLine: Int
  /// A `willSet` body as it reads once the value changed: the property's own name (`x`, `self.x`) written
  /// `oldValue`; nil for `didSet`.
  public var bodyAfterChange: String?

  /// The name the body gives the value before the change when it reads it: a `didSet`'s `oldValue`, or `oldValue`
  /// for a `willSet` body read after the change; nil when it does not.
  public var oldValueName: String? {
    if let after = bodyAfterChange { return after != body ? "oldValue" : nil }
    return readsValue ? valueName : nil
  }

  /// The name a `willSet` body gives the new value when it reads it (`newValue`); nil otherwise.
  public var newValueName: String? { bodyAfterChange != nil && readsValue ? valueName : nil }

  /// Creates an observer record.
  public init(kind: String, valueName: String, readsValue: Bool, body: String, bodyLine: Int) {
    self.kind = kind
    self.valueName = valueName
    self.readsValue = readsValue
    self.body = body
    self.bodyLine = bodyLine
  }

  /// The observers written in a property's accessor block (`tokens`, file token indices inside its braces).
  static func all(in outline: FileOutline, accessorTokens tokens: Range<Int>, property: String) -> [PropertyObserver] {
    let cursor = outline.cursor
    let range = cursor.significantRange(ofTokens: tokens)
    var observers: [PropertyObserver] = []
    var index = range.lowerBound
    while index < range.upperBound {
      let isDidSet = cursor.is(index, "didSet")
      guard isDidSet || cursor.is(index, "willSet") else {
        index = cursor.after(index)
        continue
      }
      var next = index + 1
      var valueName = isDidSet ? "oldValue" : "newValue"
      if cursor.kind(next) == .leftParen {
        if cursor.isName(next + 1) { valueName = cursor.name(next + 1) }
        next = cursor.after(next)
      }
      guard cursor.kind(next) == .leftBrace, next < range.upperBound else {
        index = next
        continue
      }
      let close = cursor.closer(of: next, limit: range.upperBound)
      let lower = cursor.significant[next] + 1
      let upper = close < cursor.count ? cursor.significant[close] : outline.file.tokens.count
      let bodyTokens = lower..<max(lower, upper)
      let readsValue = (next + 1..<close).contains {
        cursor.kind($0 - 1) != .period && cursor.isName($0) && cursor.name($0) == valueName
      }
      var observer = PropertyObserver(
        kind: isDidSet ? "didSet" : "willSet", valueName: valueName, readsValue: readsValue,
        body: outline.text(ofTokens: bodyTokens), bodyLine: outline.line(beforeTokens: bodyTokens))
      if !isDidSet { observer.bodyAfterChange = renaming(property, to: "oldValue", in: outline, tokens: bodyTokens) }
      observers.append(observer)
      index = close + 1
    }
    return observers
  }

  /// The text of `tokens` with each reference to `name` (not a member of something else; `self.name` included)
  /// written `replacement`.
  private static func renaming(_ name: String, to replacement: String, in outline: FileOutline, tokens: Range<Int>)
    -> String
  {
    let file = outline.file
    var text = ""
    var previous: TokenKind?
    var index = tokens.lowerBound
    func nextSignificant(after position: Int) -> Int {
      var next = position + 1
      while next < tokens.upperBound && file.tokens[next].kind.isTrivia { next += 1 }
      return next
    }
    while index < tokens.upperBound {
      let token = file.tokens[index]
      let word = file.text(of: token)
      if token.kind == .keyword, word == "self", previous != .period {
        let dot = nextSignificant(after: index)
        let member = nextSignificant(after: dot)
        if member < tokens.upperBound, file.tokens[dot].kind == .period, file.text(of: file.tokens[member]) == name {
          text += replacement
          previous = .identifier
          index = member + 1
          continue
        }
      }
      text += token.kind == .identifier && word == name && previous != .period ? replacement : word
      if !token.kind.isTrivia { previous = token.kind }
      index += 1
    }
    return text
  }
}
