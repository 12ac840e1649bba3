/// Effect rule `task-in-helper`: `Task { }` started by an inlined helper or inside a branch.
public struct TaskInHelperRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "task-in-helper" }
  /// Short title.
  public var title: String { "Task { } in helpers and branches" }
  /// What the rule does.
  public var summary: String {
    "A `Task { do { try await … } catch { … } }` that a helper starts (the helper inlined into the calling case) or that a branch starts becomes the effect of the case, with `…Response` cases named after the helper; the locals it uses are captured. A `Task` that changes State before awaiting becomes an internal `…Task` action carrying those locals, sent from the case, since its work ran after the statements that follow it."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func add(_ item: Item) {
            items.append(item)
            persist(item)
          }
          private func persist(_ item: Item) {
            Task {
              do {
                try await api.save(item)
              } catch {
                errorMessage = error.localizedDescription
              }
            }
          }
          """#,
        after: #"""
          // Action: case persistResponse(Result<Void, any Error>)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case let .add(item):
            state.items.append(item)
            // Inlined from `persist`.
            return .run { send in
              await send(.persistResponse(Result { try await itemsClient.save(item) }))
            }
          case .persistResponse(.success):
            return .none
          case let .persistResponse(.failure(error)):
            state.errorMessage = error.localizedDescription
            return .none
          """#),
      EffectExample(
        before: #"""
          func select(_ item: Item) {
            if selection == item {
              selection = nil
            } else {
              selection = item
              Task { [weak self] in
                guard let self else { return }
                do {
                  try await self.api.save(item)
                  self.didSave = true
                } catch {
                  self.errorMessage = error.localizedDescription
                }
              }
            }
          }
          """#,
        after: #"""
          // Action: case selectResponse(Result<Void, any Error>)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case let .select(item):
            var effects: [Effect<Action>] = []
            if state.selection == item {
              state.selection = nil
            } else {
              state.selection = item
              effects.append(.run { send in
                await send(.selectResponse(Result { try await itemsClient.save(item) }))
              })
            }
            return .merge(effects)
          case .selectResponse(.success):
            state.didSave = true
            return .none
          case let .selectResponse(.failure(error)):
            state.errorMessage = error.localizedDescription
            return .none
          """#),
      EffectExample(
        before: #"""
          func add(_ item: Item) {
            persist(item)
          }
          private func persist(_ item: Item) {
            Task {
              isSaving = true
              try? await api.save(item)
              isSaving = false
            }
          }
          """#,
        after: #"""
          // Action: case persistTask(Item)
          // Action: case persistTaskResponse
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case let .add(item):
            // Inlined from `persist`.
            return .send(.persistTask(item))
          case let .persistTask(item):
            state.isSaving = true
            return .run { send in
              try? await itemsClient.save(item)
              await send(.persistTaskResponse)
            }
          case .persistTaskResponse:
            state.isSaving = false
            return .none
          """#),
      EffectExample(
        before: #"""
          func saveAll() {
            if !items.isEmpty {
              Task {
                for item in items {
                  try await api.save(item)
                  count += 1
                }
              }
            }
          }
          """#,
        after: #"""
          // Action: case saveAllTask
          case .saveAll:
            var effects: [Effect<Action>] = []
            if !state.items.isEmpty {
              effects.append(.send(.saveAllTask))
            }
            return .merge(effects)
          case .saveAllTask:
            // TODO(tca-migrate): awaits inside `for`; move this work into an effect by hand
            // for item in items {
            //   try await api.save(item)
            //   count += 1
            // }
            return .none
          """#,
        status: .partial),
    ]
  }
}
