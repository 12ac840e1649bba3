/// Effect rule `polling-loop`: while loops that await.
public struct PollingLoopRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "polling-loop" }
  /// Short title.
  public var title: String { "while loops that await" }
  /// What the rule does.
  public var summary: String {
    "A `while` loop whose body awaits becomes an internal `…Loop` action: it checks the condition (running the code after the loop when it fails) and converts one iteration, whose last step sends `…Loop` again; `continue` sends it at once; `while true` needs no check. Loops in a stored or `[weak self]` task, and endless ones, become one long-lived effect (`task-loop`) unless a step both awaits and changes State, like the awaited helper `reload()` here."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func countDown() async {
            while count > 0 {
              try? await Task.sleep(for: .seconds(1))
              count -= 1
            }
            showBanner = true
          }
          """#,
        after: #"""
          // Action: case countDownLoop
          // Action: case countDownLoopResponse
          // Dependency: @Dependency(\.continuousClock) var clock
          case .countDown:
            return .send(.countDownLoop)
          case .countDownLoop:
            guard state.count > 0 else {
              state.showBanner = true
              return .none
            }
            return .run { send in
              try? await clock.sleep(for: .seconds(1))
              await send(.countDownLoopResponse)
            }
          case .countDownLoopResponse:
            state.count -= 1
            return .send(.countDownLoop)
          """#),
      EffectExample(
        before: #"""
          func keepRefreshing() async {
            while true {
              await reload()
              try? await Task.sleep(for: .seconds(60))
            }
          }
          private func reload() async {
            items = (try? await api.fetchItems()) ?? []
          }
          """#,
        after: #"""
          // Action: case keepRefreshingLoop
          // Action: case keepRefreshingLoopResponse([Item]?)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          // Dependency: @Dependency(\.continuousClock) var clock
          case .keepRefreshing:
            return .send(.keepRefreshingLoop)
          case .keepRefreshingLoop:
            // Inlined from `reload`.
            return .run { send in
              await send(.keepRefreshingLoopResponse(try? await itemsClient.fetchItems()))
            }
          case let .keepRefreshingLoopResponse(response):
            state.items = response ?? []
            return .run { send in
              try? await clock.sleep(for: .seconds(60))
              await send(.keepRefreshingLoop)
            }
          """#),
    ]
  }
}
