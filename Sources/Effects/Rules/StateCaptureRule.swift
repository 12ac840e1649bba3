/// Effect rule `state-capture`: explicit captures of state.
public struct StateCaptureRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "state-capture" }
  /// Short title.
  public var title: String { "Explicit captures of state" }
  /// What the rule does.
  public var summary: String {
    "State the effect reads is captured by value (`[query = state.query]`); `var` locals are captured explicitly; `let` locals and parameters are captured implicitly."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func search(page: Int) async {
            var limit = 20
            limit += page
            let found = try? await api.search("\(query) \(limit) \(page)")
            results = found ?? []
          }
          """#,
        after: #"""
          // Action: case searchResponse([Item]?)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case let .search(page):
            var limit = 20
            limit += page
            return .run { [query = state.query, limit] send in
              await send(.searchResponse(try? await itemsClient.search("\(query) \(limit) \(page)")))
            }
          case let .searchResponse(found):
            state.results = found ?? []
            return .none
          """#)
    ]
  }
}
