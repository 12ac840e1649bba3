/// Effect rule `action-call`: calls to other actions.
public struct ActionCallRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "action-call" }
  /// Short title.
  public var title: String { "Calls to other actions" }
  /// What the rule does.
  public var summary: String {
    "Calling another method the view calls (an action) becomes `.send(.action(arguments))`, merged with any other effect of the case."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func refresh() async {
            items = []
            await load()
          }
          func load() async {}
          """#,
        after: #"""
          case .refresh:
            state.items = []
            return .send(.load)
          """#)
    ]
  }
}
