/// Effect rule `structured-concurrency`: `async let` and task groups awaited in async methods.
public struct StructuredConcurrencyRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "structured-concurrency" }
  /// Short title.
  public var title: String { "async let and task groups" }
  /// What the rule does.
  public var summary: String {
    "`async let` children and their awaited tuple, and a `withTaskGroup`/`withThrowingTaskGroup` that collects its child results into a local, move whole into the effect (services become clients, captured services are dropped); the value comes back in one response action, typed from the endpoints or the group's `returning:`/collected local. A group whose child tasks read or write state stays as written with a TODO."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func loadProfile() async {
            do {
              async let user = api.fetchUser()
              async let records = api.fetchRecords()
              let (u, r) = try await (user, records)
              self.user = u
              self.records = r
            } catch {
              errorMessage = error.localizedDescription
            }
          }
          """#,
        after: #"""
          // Action: case loadProfileResponse(Result<(User, [Record]), any Error>)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case .loadProfile:
            return .run { send in
              await send(.loadProfileResponse(Result {
                async let user = itemsClient.fetchUser()
                async let records = itemsClient.fetchRecords()
                let (u, r) = try await (user, records)
                return (u, r)
              }))
            }
          case let .loadProfileResponse(.success((u, r))):
            state.user = u
            state.records = IdentifiedArray(uniqueElements: r)
            return .none
          case let .loadProfileResponse(.failure(error)):
            state.errorMessage = error.localizedDescription
            return .none
          """#),
      EffectExample(
        before: #"""
          func search(queries: [String]) async {
            do {
              let found = try await withThrowingTaskGroup(of: [Item].self) { group in
                for query in queries {
                  group.addTask { [api] in
                    try await api.search(query)
                  }
                }
                var all: [Item] = []
                for try await items in group {
                  all += items
                }
                return all
              }
              results = found
            } catch {
              errorMessage = error.localizedDescription
            }
          }
          """#,
        after: #"""
          // Action: case searchResponse(Result<[Item], any Error>)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case let .search(queries):
            return .run { send in
              await send(.searchResponse(Result { try await withThrowingTaskGroup(of: [Item].self) { group in
                for query in queries {
                  group.addTask {
                    try await itemsClient.search(query)
                  }
                }
                var all: [Item] = []
                for try await items in group {
                  all += items
                }
                return all
              } }))
            }
          case let .searchResponse(.success(found)):
            state.results = found
            return .none
          case let .searchResponse(.failure(error)):
            state.errorMessage = error.localizedDescription
            return .none
          """#),
      EffectExample(
        before: #"""
          func saveAll() async {
            await withTaskGroup(of: Void.self) { group in
              for item in items {
                group.addTask {
                  try? await self.api.save(item)
                  self.count += 1
                }
              }
            }
          }
          """#,
        after: #"""
          case .saveAll:
            // TODO(tca-migrate): a task group's child task reads or writes state, which an effect cannot reach; pass the values it needs in; awaits inside a nested block; move this work into an effect; state is used in a closure passed to `withTaskGroup`, which may escape; move this work into an effect
            // await withTaskGroup(of: Void.self) { group in
            //   for item in items {
            //     group.addTask {
            //       try? await self.api.save(item)
            //       self.count += 1
            //     }
            //   }
            // }
            return .none
          """#,
        status: .manual),
    ]
  }
}
