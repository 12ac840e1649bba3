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
    "A `while` loop whose body awaits becomes an internal `…Loop` action: it checks the condition (running the code after the loop when it fails) and converts one iteration, whose last step sends `…Loop` again; `continue` sends it at once. Loops in a stored or `[weak self]` task, and endless ones, follow `task-loop` instead."
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
          """#)
    ]
  }
}
