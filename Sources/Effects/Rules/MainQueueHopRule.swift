/// Effect rule `main-queue-hop`: main-queue hops.
public struct MainQueueHopRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "main-queue-hop" }
  /// Short title.
  public var title: String { "Main-queue hops" }
  /// What the rule does.
  public var summary: String {
    "Reducers run on the main actor, so `DispatchQueue.main.async { … }` and `await MainActor.run { … }` are dropped and their bodies kept."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func finish() {
            DispatchQueue.main.async {
              self.isLoading = false
              self.didSave = true
            }
          }
          """#,
        after: #"""
          case .finish:
            state.isLoading = false
            state.didSave = true
            return .none
          """#)
    ]
  }
}
