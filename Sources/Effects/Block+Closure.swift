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
    // A parameter starts the list or follows `(` or `,`; types (after `:`) and the return type (after `->`) are not.
    var names: [String] = []
    var previous: TokenKind?
    for word in words {
      let kind = source.kind(word)
      if kind == .arrow || source.text(word) == "in" { break }
      if kind == .identifier || kind == .wildcard, previous == nil || previous == .leftParen || previous == .comma {
        names.append(source.text(word))
      }
      previous = kind
    }
    return names
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
