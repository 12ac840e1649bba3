import Testing

@testable import Proposal

/// A case whose effect only observes a notification runs until cancelled; its test starts it and cancels it instead
/// of turning exhaustivity off under a TODO (HeldOutApp's feed, openedx's course list).
@Suite struct LongLivedEffectTests {
  static let loop = [
    "return .run { send in",
    "    for await _ in NotificationCenter.default.notifications(named: .newEpisodesAvailable) {",
    "        await send(.refresh)",
    "    }",
    "}",
  ]

  @Test(
    arguments: [
      (loop, ".newEpisodesAvailable"),
      (loop + [".cancellable(id: CancelID.refresh, cancelInFlight: true)"], ".newEpisodesAvailable"),
      // Work besides sending, a loop binding the notification, another sequence, or work after the loop: not this.
      (Array(loop[0...1]) + ["        state.count += 1"] + Array(loop[2...]), nil),
      (
        ["return .run { send in", "    for await note in NotificationCenter.default.notifications(named: .x) {"]
          + Array(loop[2...]), nil
      ),
      (["return .run { send in", "    for await _ in clock.timer(interval: .seconds(1)) {"] + Array(loop[2...]), nil),
      (Array(loop[0...3]) + ["    await send(.stopped)", "}"], nil),
      (["return .none"], nil),
    ] as [([String], String?)])
  func aNotificationLoopIsObserved(body: [String], expected: String?) {
    #expect(LongLivedEffect.observedNotification(body) == expected)
  }
}
