/// Effect rule `conditional-call`: a ternary choosing between two calls, used as a statement.
public struct ConditionalCallRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "conditional-call" }
  /// Short title.
  public var title: String { "Choosing between two calls" }
  /// What the rule does.
  public var summary: String {
    "`condition ? first() : second()` used as a statement is the same as `if condition { first() } else { second() }`, so each call converts on its own: a helper's or a synchronous action's body is inlined into its branch, a client call starts an effect. A branch that cannot be inlined (a helper that calls itself) stays a TODO."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func toggle() {
            isRunning ? stop() : start()
          }
          func stop() {
            isRunning = false
          }
          private func start() {
            isRunning = true
            elapsed = 0
          }
          """#,
        after: #"""
          case .toggle:
            if state.isRunning {
              // Inlined from `stop`.
              state.isRunning = false
            } else {
              // Inlined from `start`.
              state.isRunning = true
              state.elapsed = 0
            }
            return .none
          """#),
      EffectExample(
        before: #"""
          func countDown() {
            count > 0 ? tick() : finish()
          }
          private func tick() {
            count -= 1
            tick()
          }
          private func finish() {
            isRunning = false
          }
          """#,
        after: #"""
          case .countDown:
            if state.count > 0 {
              // TODO(tca-migrate): calls view-model method `tick` inside an expression
              // tick()
            } else {
              // Inlined from `finish`.
              state.isRunning = false
            }
            return .none
          """#, status: .partial),
    ]
  }
}
