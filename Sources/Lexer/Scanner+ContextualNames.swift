extension Scanner {
  /// Marks each contextual keyword that the tokens around it show to be a name (`viewModel.open`, `left += 1`,
  /// `copy()`, `func set(…)`) as an identifier, as the compiler reads it; the others stay contextual keywords.
  mutating func resolveContextualNames() {
    for index in contextualKeywords where isUsedAsName(index) {
      tokens[index].kind = .identifier
    }
  }

  /// Whether the contextual keyword at `index` stands where only a name can.
  private func isUsedAsName(_ index: Int) -> Bool {
    // A metatype's `.Type` and `.Protocol` stay keywords.
    if token(at: index, is: "Type") || token(at: index, is: "Protocol") { return false }
    let previous = significant(before: index)
    let previousKind = previous >= 0 ? tokens[previous].kind : nil
    if previousKind == .period || previousKind == .prefixPeriod { return true }
    if previousKind == .keyword && declaresName(previous) { return true }
    // `private(set)`, `package(set)`: the setter's access, not a value named `set`.
    if previousKind == .leftParen, token(at: index, is: "set") {
      let modifier = significant(before: previous)
      if modifier >= 0, tokens[modifier].kind == .keyword || tokens[modifier].kind == .contextualKeyword {
        return false
      }
    }
    let next = significant(after: index)
    guard next < tokens.count else { return false }
    switch tokens[next].kind {
    case .equal, .binaryOperator, .period, .rightParen, .rightBracket, .comma, .colon, .questionMark,
      .exclamationMark:
      return true
    case .leftBracket:
      return next == index + 1
    case .leftParen:
      return !isModifierOrAccessor(index, open: next)
    case .keyword:
      return token(at: next, is: "in") && !token(at: index, is: "async")
    default:
      // At the end of an expression (`return left` before a line break or `}`).
      let ends = tokens[next].kind == .rightBrace || tokens[next].flags.contains(.atStartOfLine)
      let inExpression =
        previousKind == .equal || previousKind == .binaryOperator
        || (previousKind == .keyword && token(at: previous, is: "return"))
      return ends && inExpression
    }
  }

  /// Whether the keyword at `index` declares the name that follows it (`func`, `var`, `case`, `for` …).
  private func declaresName(_ index: Int) -> Bool {
    token(at: index, is: "func") || token(at: index, is: "let") || token(at: index, is: "var")
      || token(at: index, is: "case") || token(at: index, is: "for") || token(at: index, is: "enum")
      || token(at: index, is: "struct") || token(at: index, is: "class") || token(at: index, is: "protocol")
      || token(at: index, is: "typealias") || token(at: index, is: "associatedtype")
  }

  /// Whether `word(` at `index` is a modifier with an argument (`nonisolated(unsafe)`, `unowned(safe)`,
  /// `package(set)`) or an accessor naming its value (`set(newValue) {`, `didSet(old) {`), not a call.
  private func isModifierOrAccessor(_ index: Int, open: Int) -> Bool {
    if token(at: index, is: "nonisolated") || token(at: index, is: "unowned") || token(at: index, is: "isolated") {
      return true
    }
    let argument = significant(after: open)
    let close = significant(after: argument)
    guard close < tokens.count, tokens[close].kind == .rightParen,
      tokens[argument].kind == .identifier || tokens[argument].kind == .contextualKeyword
    else { return false }
    if token(at: argument, is: "set") { return true }
    let isAccessor = token(at: index, is: "set") || token(at: index, is: "willSet") || token(at: index, is: "didSet")
    let body = significant(after: close)
    return isAccessor && body < tokens.count && tokens[body].kind == .leftBrace
  }

  /// The index of the last non-trivia token before `index`, or -1.
  private func significant(before index: Int) -> Int {
    var cursor = index - 1
    while cursor >= 0 && tokens[cursor].kind.isTrivia { cursor -= 1 }
    return cursor
  }

  /// The index of the first non-trivia token after `index`, or the token count.
  private func significant(after index: Int) -> Int {
    var cursor = index + 1
    while cursor < tokens.count && tokens[cursor].kind.isTrivia { cursor += 1 }
    return cursor
  }
}
