/// Effect rule `timer`: timers and delayed work.
public struct TimerRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "timer" }
  /// Short title.
  public var title: String { "Timers and delayed work" }
  /// What the rule does.
  public var summary: String {
    "`Timer.scheduledTimer` becomes a `clock.timer` effect cancellable by the property holding it; `DispatchQueue.main.asyncAfter` becomes `clock.sleep` then a `…Delayed` action."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func startTimer() {
            timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
              self?.tick()
            }
          }
          func tick() {}
          """#,
        after: #"""
          // Dependency: @Dependency(\.continuousClock) var clock
          // CancelID: timer
          case .startTimer:
            return .run { send in
              for await _ in clock.timer(interval: .seconds(1)) {
                await send(.tick)
              }
            }
            .cancellable(id: CancelID.timer, cancelInFlight: true)
          """#),
      EffectExample(
        before: #"""
          func showSavedBanner() {
            showBanner = true
            DispatchQueue.main.asyncAfter(deadline: .now() + 2) { [weak self] in
              self?.showBanner = false
            }
          }
          """#,
        after: #"""
          // Action: case showSavedBannerDelayed
          // Dependency: @Dependency(\.continuousClock) var clock
          case .showSavedBanner:
            state.showBanner = true
            return .run { send in
              try await clock.sleep(for: .seconds(2))
              await send(.showSavedBannerDelayed)
            }
          case .showSavedBannerDelayed:
            state.showBanner = false
            return .none
          """#),
    ]
  }
}
