/// Effect rule `state-read`: reads of state in expressions, interpolations and closures.
public struct StateReadRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "state-read" }
  /// Short title.
  public var title: String { "Reads of state in expressions, interpolations and closures" }
  /// What the rule does.
  public var summary: String {
    "Bare or `self.`-qualified reads of observed properties become `state.x`, also inside string interpolations and closures; locals, parameters and `if let`/`guard let` bindings (from the next condition on) that shadow a state name, argument labels and members of other values are left alone."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func summarize() {
            let total = count * 2
            errorMessage = "Count is \(count), total \(total)"
            results = items.filter { $0.title.contains(query) }
          }
          """#,
        after: #"""
          case .summarize:
            let total = state.count * 2
            state.errorMessage = "Count is \(state.count), total \(total)"
            state.results = state.items.filter { $0.title.contains(state.query) }
            return .none
          """#),
      EffectExample(
        before: #"""
          func rename(query: String) {
            let count = query.count
            draft = Item(id: draft.id, title: "\(query) (\(count))")
            if let selection {
              username = selection.title
            }
          }
          """#,
        after: #"""
          case let .rename(query):
            let count = query.count
            state.draft = Item(id: state.draft.id, title: "\(query) (\(count))")
            if let selection = state.selection {
              state.username = selection.title
            }
            return .none
          """#),
      EffectExample(
        before: #"""
          func refreshIfStale() {
            if let lastUpdated, lastUpdated.timeIntervalSinceNow > -60 { return }
            guard let selection = selection, let user, selection.title != user.name else { return }
            isLoading = true
          }
          """#,
        after: #"""
          case .refreshIfStale:
            if let lastUpdated = state.lastUpdated, lastUpdated.timeIntervalSinceNow > -60 { return .none }
            guard let selection = state.selection, let user = state.user, selection.title != user.name else { return .none }
            state.isLoading = true
            return .none
          """#),
    ]
  }
}
