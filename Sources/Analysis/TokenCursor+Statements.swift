import Lexer
import Outline

extension TokenCursor {
  /// Whether the token at `index` begins a statement of a body starting at `lowerBound`: after `{`, `}`, `;`, a
  /// closure's `in`, a `case …:` label, or at the start of a line that continues no expression.
  func startsStatement(_ index: Int, from lowerBound: Int) -> Bool {
    if index <= lowerBound { return true }
    switch kind(index - 1) {
    case .leftBrace, .rightBrace, .semicolon: return true
    case .keyword where `is`(index - 1, "in"): return true
    case .colon where startsLine(index): return true
    default: return startsLine(index) && !continuesExpression(index)
    }
  }

  /// Whether a statement of a body ending before `upperBound` ends before the token at `index`.
  func endsStatement(before index: Int, upTo upperBound: Int) -> Bool {
    if index >= upperBound { return true }
    switch kind(index) {
    case .rightBrace, .semicolon: return true
    default: return startsLine(index) && !continuesExpression(index)
    }
  }
}
