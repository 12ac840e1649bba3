import Lexer

extension BodySource {
  /// The argument labels of the call whose `(` is at `open` (nil for an unlabeled argument): `login(ssoToken: t)`
  /// → `["ssoToken"]`; nil when no call whose parentheses close before `end` starts there.
  package func callLabels(at open: Int, end: Int) -> [String?]? {
    guard open < end, kind(open) == .leftParen else { return nil }
    let close = StatementParser(source: self).matching(open, end: end)
    guard close > open, kind(close) == .rightParen else { return nil }
    return argumentLabels(open: open, close: close)
  }

  /// The label of each top-level argument between `open` and `close` (nil for an unlabeled one).
  package func argumentLabels(open: Int, close: Int) -> [String?] {
    var labels: [String?] = []
    var start = nextSignificant(open + 1, before: close)
    guard start < close else { return [] }
    var index = start
    var depth = 0
    while index <= close {
      let kind = kind(index)
      if depth == 0 && (kind == .comma || index == close) {
        let next = nextSignificant(start + 1, before: close)
        let labeled = [.identifier, .keyword].contains(self.kind(start)) && next < close && self.kind(next) == .colon
        labels.append(labeled ? text(start) : nil)
        start = nextSignificant(index + 1, before: close)
      }
      switch kind {
      case .leftParen, .leftBracket, .leftBrace, .interpolationOpen: depth += 1
      case .rightParen, .rightBracket, .rightBrace, .interpolationClose: depth -= 1
      default: break
      }
      index += 1
    }
    return labels
  }
}
