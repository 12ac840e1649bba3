import Lexer
import Proposal

extension Block {
  /// A closure's parameter names (capture list excluded).
  func closureParameters(_ source: BodySource) -> [String] {
    guard let signature else { return [] }
    var words = signature.filter { !source.kind($0).isTrivia }
    if let first = words.first, source.kind(first) == .leftBracket,
      let close = words.firstIndex(where: { source.kind($0) == .rightBracket })
    {
      words.removeSubrange(0...close)
    }
    return words.filter { source.kind($0) == .identifier || source.kind($0) == .wildcard }.map { source.text($0) }
  }

  /// The closure's statements as text with its own `$0` (not nested closures') replaced by `value`.
  func replacingDollarZero(_ source: BodySource, with value: String) -> String {
    guard let first = statements.first, let last = statements.last else { return "" }
    var nested: [Range<Int>] = []
    for statement in statements {
      for inner in statement.blocks { nested.append(inner.open..<(inner.close + 1)) }
    }
    var text = ""
    for index in first.range.lowerBound..<last.range.upperBound {
      let isOwnDollar =
        source.kind(index) == .dollarIdentifier && source.text(index) == "$0"
        && !nested.contains { $0.contains(index) }
      text += isOwnDollar ? value : source.text(index)
    }
    return text
  }
}
