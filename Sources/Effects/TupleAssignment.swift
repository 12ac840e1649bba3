import Lexer
import Proposal

/// An assignment to a tuple of names as a whole, `(items, page) = try await load()`: each name in the parentheses is
/// written, though no `=` follows it.
enum TupleAssignment {
  /// Whether the name at token `index` is an element of a parenthesized tuple that an `=` (before `end`) assigns;
  /// not a call's argument (`f(a, b)`), a declared pattern (`let (a, b) = …`) or a case pattern.
  static func assigns(_ source: BodySource, at index: Int, end: Int) -> Bool {
    var inner = index
    // Outward through nested tuples, `((a, b), c) = …`, while each group is an element of the next.
    while let open = source.enclosingParenthesis(of: inner), !followsAnOperand(source, open) {
      guard let close = matchingParenthesis(source, open, end: end) else { return false }
      let next = source.nextSignificant(close + 1, before: end)
      if next < end && source.kind(next) == .equal { return true }
      guard let before = source.previousSignificant(open, after: 0),
        source.kind(before) == .leftParen
          || source.kind(before) == .comma
      else { return false }
      inner = open
    }
    return false
  }

  /// The `)` closing the `(` at `open`, before `end`.
  private static func matchingParenthesis(_ source: BodySource, _ open: Int, end: Int) -> Int? {
    var depth = 0
    for close in (open + 1)..<max(open + 1, end) {
      switch source.kind(close) {
      case .leftParen, .leftBracket: depth += 1
      case .rightParen where depth == 0: return close
      case .rightParen, .rightBracket: depth -= 1
      default: break
      }
    }
    return nil
  }

  /// Whether the `(` at `open` continues an expression on its line (a call, a subscript's result, a declared or
  /// case pattern after `let`/`var`/`case`) rather than starting the statement.
  private static func followsAnOperand(_ source: BodySource, _ open: Int) -> Bool {
    var before = open - 1
    while before >= 0 && source.kind(before).isTrivia {
      // A `(` on a new line starts a statement of its own in Swift.
      if source.kind(before) == .newline { return false }
      before -= 1
    }
    guard before >= 0 else { return false }
    switch source.kind(before) {
    case .identifier, .backtickIdentifier, .dollarIdentifier, .rightParen, .rightBracket, .keyword, .contextualKeyword,
      .period, .prefixPeriod, .questionMark, .exclamationMark, .stringClose, .integerLiteral, .floatLiteral:
      return true
    default: return false
    }
  }
}
