/// Effect rule `async-loop`: for await loops.
public struct AsyncLoopRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "async-loop" }
  /// Short title.
  public var title: String { "for await loops" }
  /// What the rule does.
  public var summary: String {
    "A `for await` loop becomes a long-lived effect that sends each element to a `…Received` case, cancellable by ID with a `cancel…` action."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func observeScores() async {
            for await score in api.scores() {
              latestScore = score
            }
          }
          """#,
        after: #"""
          // Action: case observeScoresReceived(Int)
          // Action: case cancelObserveScores
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          // CancelID: observeScores
          case .observeScores:
            return .run { send in
              for await score in itemsClient.scores() {
                await send(.observeScoresReceived(score))
              }
            }
            .cancellable(id: CancelID.observeScores, cancelInFlight: true)
          case let .observeScoresReceived(score):
            state.latestScore = score
            return .none
          case .cancelObserveScores:
            return .cancel(id: CancelID.observeScores)
          """#)
    ]
  }
}
