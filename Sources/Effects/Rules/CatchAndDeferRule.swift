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
    "Statements after the `await` inside `do` become the `.success` case, `catch` blocks the `.failure` case, and `defer` bodies and statements after the `do`/`catch` run at the end of both; parameters the response needs travel with the action."
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
    ]
  }
}
