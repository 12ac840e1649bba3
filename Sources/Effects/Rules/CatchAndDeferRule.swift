/// Effect rule `catch-and-defer`: catch blocks and defer resets.
public struct CatchAndDeferRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "catch-and-defer" }
  /// Short title.
  public var title: String { "catch blocks and defer resets" }
  /// What the rule does.
  public var summary: String {
    "Statements after the `await` inside `do` become the `.success` case, `catch` blocks the `.failure` case, and `defer` bodies and statements after the `do`/`catch` run at the end of both; parameters the response needs travel with the action. A `do`/`catch` nested in the `.success` work gets its own response cases when nothing after it inside the outer `do` can throw; otherwise it stays a TODO."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func load() async {
            isLoading = true
            defer { isLoading = false }
            do {
              items = try await api.fetchItems()
              errorMessage = nil
            } catch {
              errorMessage = error.localizedDescription
            }
          }
          """#,
        after: #"""
          // Action: case loadResponse(Result<[Item], any Error>)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case .load:
            state.isLoading = true
            return .run { send in
              await send(.loadResponse(Result { try await itemsClient.fetchItems() }))
            }
          case let .loadResponse(.success(items)):
            state.items = items
            state.errorMessage = nil
            state.isLoading = false
            return .none
          case let .loadResponse(.failure(error)):
            state.errorMessage = error.localizedDescription
            state.isLoading = false
            return .none
          """#),
      EffectExample(
        before: #"""
          func delete(_ item: Item) async {
            do {
              try await api.delete(id: item.id)
              items.removeAll { $0.id == item.id }
            } catch let deleteError as URLError {
              errorMessage = "Offline: \(deleteError.code)"
            } catch {
              errorMessage = "Could not delete \(item.title)"
            }
          }
          """#,
        after: #"""
          // Action: case deleteResponse(Item, Result<Void, any Error>)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case let .delete(item):
            return .run { send in
              await send(.deleteResponse(item, Result { try await itemsClient.delete(id: item.id) }))
            }
          case let .deleteResponse(item, .success):
            state.items.removeAll { $0.id == item.id }
            return .none
          case let .deleteResponse(item, .failure(error)):
            do {
              throw error
            } catch let deleteError as URLError {
              state.errorMessage = "Offline: \(deleteError.code)"
            } catch {
              state.errorMessage = "Could not delete \(item.title)"
            }
            return .none
          """#),
      EffectExample(
        before: #"""
          func loadAll() async {
            do {
              items = try await api.fetchItems()
              do {
                user = try await api.fetchUser()
              } catch {
                user = nil
              }
            } catch {
              errorMessage = error.localizedDescription
            }
          }
          """#,
        after: #"""
          // Action: case loadAllResponse(Result<[Item], any Error>)
          // Action: case loadAllFetchUserResponse(Result<User, any Error>)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case .loadAll:
            return .run { send in
              await send(.loadAllResponse(Result { try await itemsClient.fetchItems() }))
            }
          case let .loadAllResponse(.success(items)):
            state.items = items
            return .run { send in
              await send(.loadAllFetchUserResponse(Result { try await itemsClient.fetchUser() }))
            }
          case let .loadAllResponse(.failure(error)):
            state.errorMessage = error.localizedDescription
            return .none
          case let .loadAllFetchUserResponse(.success(user)):
            state.user = user
            return .none
          case .loadAllFetchUserResponse(.failure):
            state.user = nil
            return .none
          """#),
      EffectExample(
        before: #"""
          func loadAll() async {
            do {
              do {
                user = try await api.fetchUser()
              } catch {
                user = nil
              }
              items = try await api.fetchItems()
            } catch {
              errorMessage = error.localizedDescription
            }
          }
          """#,
        after: #"""
          // Action: case loadAllResponse(Result<[Item], any Error>)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case .loadAll:
            // TODO(tca-migrate): awaits inside `do`; move this work into an effect by hand
            // do {
            //   user = try await api.fetchUser()
            // } catch {
            //   user = nil
            // }
            return .run { send in
              await send(.loadAllResponse(Result { try await itemsClient.fetchItems() }))
            }
          case let .loadAllResponse(.success(items)):
            state.items = items
            return .none
          case let .loadAllResponse(.failure(error)):
            state.errorMessage = error.localizedDescription
            return .none
          """#,
        status: .partial),
    ]
  }
}
