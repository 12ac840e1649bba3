import Lexer
import Outline

/// An owner's `.alert("Title", isPresented: $model.flag) { Button(…) } message: { Text(model.message) }`.
public struct AlertModifier: Sendable, Codable, Equatable {
  /// The view-model member bound to `isPresented:`.
  public var flag: String
  /// The title as written, when it is a plain string literal (`"Sign in failed"`).
  public var title: String?
  /// The buttons of the actions closure, when each is `Button("Label"[, role: .r]) { … }`; empty otherwise.
  public var buttons: [AlertButton]
  /// The view-model member the `message:` closure's `Text` reads, if any.
  public var message: String?
  /// 1-based line of `.alert`.
  public var line: Int

  /// Creates an alert modifier record.
  public init(flag: String, title: String?, buttons: [AlertButton], message: String?, line: Int) {
    self.flag = flag
    self.title = title
    self.buttons = buttons
    self.message = message
    self.line = line
  }
}

/// One `Button` of an alert's actions closure.
public struct AlertButton: Sendable, Codable, Equatable {
  /// The label as written, a plain string literal (`"OK"`).
  public var label: String
  /// The role's case name (`cancel`, `destructive`), if any.
  public var role: String?
  /// The action closure's statements as written, compacted to one line; nil when the closure is empty.
  public var action: String?

  /// Creates a button record.
  public init(label: String, role: String?, action: String?) {
    self.label = label
    self.role = role
    self.action = action
  }
}

extension AlertModifier {
  /// Whether the significant token `index` of `cursor` names a modifier call `.alert(…)` with its `)`.
  static func isCall(_ cursor: TokenCursor, at index: Int) -> Bool {
    guard cursor.kind(index + 1) == .leftParen, cursor.is(index, "alert") else { return false }
    let dot = cursor.kind(index - 1)
    return (dot == .period || dot == .prefixPeriod) && cursor.isClosed(index + 1)
  }

  /// Every `.alert(…, isPresented: $property.flag)` among the `calls` (`isCall` indices) of a body of `cursor`
  /// whose significant tokens end before `limit`.
  static func all(in cursor: TokenCursor, calls: [Int], limit: Int, property: String) -> [AlertModifier] {
    calls.compactMap { recognize(cursor, open: $0 + 1, property: property, limit: limit) }
  }

  private static func recognize(_ cursor: TokenCursor, open: Int, property: String, limit: Int) -> AlertModifier? {
    let close = cursor.match[open]
    let arguments = cursor.splitAtCommas(open + 1, close)
    var flag: String?
    for argument in arguments {
      let start = argument.lowerBound
      guard cursor.is(start, "isPresented"), cursor.kind(start + 1) == .colon, argument.count == 5,
        cursor.text(start + 2) == "$" + property, cursor.kind(start + 3) == .period, cursor.isName(start + 4)
      else { continue }
      flag = cursor.name(start + 4)
    }
    guard let flag, let first = arguments.first else { return nil }
    let title = plainString(cursor, first)
    var buttons: [AlertButton] = []
    var message: String?
    var next = close + 1
    if next < limit, cursor.kind(next) == .leftBrace, cursor.isClosed(next) {
      buttons = alertButtons(cursor, from: next + 1, to: cursor.match[next]) ?? []
      next = cursor.match[next] + 1
    }
    if next + 2 < limit, cursor.is(next, "message"), cursor.kind(next + 1) == .colon,
      cursor.kind(next + 2) == .leftBrace, cursor.isClosed(next + 2)
    {
      let end = cursor.match[next + 2]
      for index in (next + 3)..<end where cursor.text(index) == property && cursor.kind(index + 1) == .period {
        if cursor.isName(index + 2) { message = cursor.name(index + 2) }
        break
      }
    }
    return AlertModifier(
      flag: flag, title: title, buttons: buttons, message: message, line: cursor.location(open - 1).line)
  }

  /// The buttons from `start` to `end`, or nil when something else stands there.
  private static func alertButtons(_ cursor: TokenCursor, from start: Int, to end: Int) -> [AlertButton]? {
    var buttons: [AlertButton] = []
    var index = start
    while index < end {
      guard cursor.is(index, "Button"), cursor.kind(index + 1) == .leftParen, cursor.isClosed(index + 1) else {
        return nil
      }
      let close = cursor.match[index + 1]
      let arguments = cursor.splitAtCommas(index + 2, close)
      guard let first = arguments.first, let label = plainString(cursor, first) else { return nil }
      var role: String?
      for argument in arguments.dropFirst() {
        let at = argument.lowerBound
        guard cursor.is(at, "role"), cursor.kind(at + 1) == .colon, argument.count == 4,
          cursor.kind(at + 2) == .prefixPeriod, cursor.isName(at + 3)
        else { return nil }
        role = cursor.name(at + 3)
      }
      let brace = close + 1
      guard brace < end, cursor.kind(brace) == .leftBrace, cursor.isClosed(brace) else { return nil }
      let closing = cursor.match[brace]
      let action = closing == brace + 1 ? nil : cursor.compactText(brace + 1, closing)
      buttons.append(AlertButton(label: label, role: role, action: action))
      index = closing + 1
    }
    return buttons
  }

  /// The literal's text when `range` is one string literal without interpolation.
  private static func plainString(_ cursor: TokenCursor, _ range: Range<Int>) -> String? {
    guard range.count >= 2, cursor.kind(range.lowerBound) == .stringOpen,
      cursor.kind(range.upperBound - 1) == .stringClose,
      range.dropFirst().dropLast().allSatisfy({ cursor.kind($0) == .stringSegment })
    else { return nil }
    return cursor.rawText(range.lowerBound, range.upperBound)
  }
}
