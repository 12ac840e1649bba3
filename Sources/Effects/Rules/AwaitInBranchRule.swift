/// Effect rule `await-in-branch`: awaits inside if branches.
public struct AwaitInBranchRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "await-in-branch" }
  /// Short title.
  public var title: String { "Awaits inside if branches" }
  /// What the rule does.
  public var summary: String {
    "When an `if` branch awaits, each branch continues with the statements after the `if` and ends in its own `return`, so the effect can be returned from inside the branch."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func loadIfNeeded() async {
            if items.isEmpty {
              items = (try? await api.fetchItems()) ?? []
            }
            isLoading = false
          }
          """#,
        after: #"""
          // Action: case loadIfNeededResponse([Item]?)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case .loadIfNeeded:
            if state.items.isEmpty {
              return .run { send in
                await send(.loadIfNeededResponse(try? await itemsClient.fetchItems()))
              }
            }
            state.isLoading = false
            return .none
          case let .loadIfNeededResponse(response):
            state.items = response ?? []
            state.isLoading = false
            return .none
          """#)
    ]
  }
}
