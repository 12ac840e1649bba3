/// Effect rule `async-service-call`: awaited service calls.
public struct AsyncServiceCallRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "async-service-call" }
  /// Short title.
  public var title: String { "Awaited service calls" }
  /// What the rule does.
  public var summary: String {
    "Statements before the first `await` stay in the action case; the awaited service call moves into `.run` using the generated client and comes back as `…Response(Result { try await … })`; statements after it move into the response case. `try?` sends an optional instead of a `Result`."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func load() async {
            isLoading = true
            items = try await api.fetchItems()
            isLoading = false
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
            state.isLoading = false
            return .none
          case .loadResponse(.failure):
            return .none
          """#),
      EffectExample(
        before: #"""
          func search() async {
            guard !query.isEmpty else { return }
            let found = try? await api.search(query)
            results = found ?? []
          }
          """#,
        after: #"""
          // Action: case searchResponse([Item]?)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case .search:
            guard !state.query.isEmpty else { return .none }
            return .run { [query = state.query] send in
              await send(.searchResponse(try? await itemsClient.search(query)))
            }
          case let .searchResponse(found):
            state.results = found ?? []
            return .none
          """#),
      EffectExample(
        before: #"""
          func loadUnread() async {
            unread = await api.unreadCount()
          }
          """#,
        after: #"""
          // Action: case loadUnreadResponse(Int)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case .loadUnread:
            return .run { send in
              await send(.loadUnreadResponse(await itemsClient.unreadCount()))
            }
          case let .loadUnreadResponse(unread):
            state.unread = unread
            return .none
          """#),
      EffectExample(
        before: #"""
          func trackOpen() async {
            await analytics.track("open")
          }
          """#,
        after: #"""
          // Dependency: @Dependency(AnalyticsClient.self) var analyticsClient
          case .trackOpen:
            return .run { _ in
              await analyticsClient.track("open")
            }
          """#),
    ]
  }
}
