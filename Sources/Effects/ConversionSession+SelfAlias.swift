import Lexer

extension ConversionSession {
  /// The name `guard let strongSelf = self else { return }` binds `self` to, if `statement` is such a guard.
  func selfAlias(_ statement: Statement) -> String? {
    let source = statement.source
    let header = statement.headerIndices
    guard header.count > 4, source.text(header[0]) == "guard", source.text(header[1]) == "let",
      source.kind(header[2]) == .identifier, source.kind(header[3]) == .equal, source.text(header[4]) == "self"
    else { return nil }
    return source.text(header[2])
  }

  /// `statements` (a `guard let alias = self` first) re-parsed with every `alias` that is not a member written as
  /// `self`, so the guard is a plain `guard let self = self` and `alias.x = …` reads as state; nil when re-parsing
  /// does not give back as many statements.
  func replacingSelfAlias(_ alias: String, in statements: [Statement]) -> [Statement]? {
    guard let first = statements.first, let last = statements.last else { return nil }
    let source = first.source
    let start = first.range.lowerBound
    let column = source.file.location(of: source.file.tokens[start]).column
    var text = String(repeating: " ", count: max(0, column - 1))
    var previous: TokenKind?
    for index in start..<last.range.upperBound {
      let kind = source.kind(index)
      let word = source.text(index)
      let isMember = previous == .period || previous == .prefixPeriod
      text += kind == .identifier && word == alias && !isMember ? "self" : word
      if !kind.isTrivia { previous = kind }
    }
    let parsed = ParsedBody(text: text, firstLine: source.line(start))
    return parsed.statements.filter { !$0.isComment }.count == statements.filter { !$0.isComment }.count
      ? parsed.statements : nil
  }
}
