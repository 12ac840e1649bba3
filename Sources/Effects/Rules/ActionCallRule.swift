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
    "Calling another method the view calls (an action) that `shared-action-logic` cannot inline (it awaits, calls itself, starts an effect with a response or would leave a TODO) becomes `.send(.action(arguments))`, merged with any other effect of the case; calling an action method on a child view model sends the child's action through its scope (`.send(.player(.start(episode: e)))`)."
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
          """#),
      EffectExample(
        before: #"""
          func play(_ item: Item) {
            selection = item
            player.start(episode: item)
          }
          """#,
        after: #"""
          case let .play(item):
            state.selection = item
            return .send(.player(.start(episode: item)))
          """#),
    ]
  }
}
