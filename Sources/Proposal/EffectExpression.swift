import Lexer

/// Whether an effect a case returns (or collects) is built without running anything: only effect factories and
/// action cases are called outside its closures (`.run { … }`, `.send(.delegate(.done(state.id)))`,
/// `.merge(effects)`, `.cancellable(id: …)`), so the case's synchronous changes to State are all before it.
enum EffectExpression {
  /// Members that build or wrap an effect; an implicit member call (`.run`, `.delegate(…)`) is a factory or a case.
  static let factories: Set<String> = [
    "run", "send", "merge", "concatenate", "cancel", "cancellable", "map", "animation", "none",
  ]

  /// Whether `tokens` (significant, closures standing for themselves by `{` and `}`) call nothing but effect
  /// factories and action cases, and neither `try` nor `await`.
  static func isInert(_ tokens: [Int], in source: BodySource) -> Bool {
    for (offset, token) in tokens.enumerated() {
      let kind = source.kind(token)
      if kind == .keyword, ["try", "await"].contains(source.text(token)) { return false }
      guard kind == .identifier || kind == .keyword, offset + 1 < tokens.count,
        [.leftParen, .leftBrace].contains(source.kind(tokens[offset + 1]))
      else { continue }
      let previous = offset > 0 ? source.kind(tokens[offset - 1]) : nil
      if previous == .prefixPeriod { continue }
      if previous == .period, factories.contains(source.text(token)) { continue }
      return false
    }
    return true
  }
}
