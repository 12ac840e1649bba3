/// Effect rule `task`: task { } in synchronous methods.
public struct TaskRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "task" }
  /// Short title.
  public var title: String { "Task { } in synchronous methods" }
  /// What the rule does.
  public var summary: String {
    "`Task { … }` and `Task { [weak self] in … }` become the effect of the case: `guard let self` disappears, `self?.x` becomes state, statements after the `Task` (which ran first) stay before it."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func refresh() {
            Task { [weak self] in
              guard let self else { return }
              await self.load()
            }
          }
          func load() async {}
          """#,
        after: #"""
          case .refresh:
            return .send(.load)
          """#),
      EffectExample(
        before: #"""
          func save() {
            isSaving = true
            Task {
              do {
                try await api.save(draft)
                didSave = true
              } catch {
                errorMessage = error.localizedDescription
              }
              isSaving = false
            }
          }
          """#,
        after: #"""
          // Action: case saveResponse(Result<Void, any Error>)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case .save:
            state.isSaving = true
            return .run { [draft = state.draft] send in
              await send(.saveResponse(Result { try await itemsClient.save(draft) }))
            }
          case .saveResponse(.success):
            state.didSave = true
            state.isSaving = false
            return .none
          case let .saveResponse(.failure(error)):
            state.errorMessage = error.localizedDescription
            state.isSaving = false
            return .none
          """#),
    ]
  }
}
