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

  static let timer = [
    "return .run { send in",
    "    for await _ in clock.timer(interval: .seconds(1)) {",
    "        await send(.onTaskReceived)",
    "    }",
    "}",
  ]

  // Regression (ModernSwiftUIApp's study session, HeldOutApp's player): a case whose effect only ticks on the
  // continuous clock got a test stubbing `ImmediateClock`, whose timer ticks without end, under a TODO with
  // exhaustivity off.
  @Test(
    arguments: [
      (timer, "clock"),
      (timer + [".cancellable(id: CancelID.timer, cancelInFlight: true)"], "clock"),
      // Another clock, a timer with a `where` clause, a notification, work besides sending: not this.
      (timer.map { $0.replacingOccurrences(of: "clock.", with: "suspendingClock.") }, nil),
      (timer.map { $0.replacingOccurrences(of: ")) {", with: ")) where isOn {") }, nil),
      (loop, nil),
      (Array(timer[0...1]) + ["        state.count += 1"] + Array(timer[2...]), nil),
    ] as [([String], String?)])
  func aTimerLoopTicksOnTheClock(body: [String], expected: String?) {
    #expect(LongLivedEffect.timerClock(body, clocks: ["clock"]) == expected)
  }

  @Test func aTimersTestStubsATestClockItNeverAdvances() throws {
    let test = try #require(
      LongLivedEffect.test(
        for: Self.timer, clocks: ["clock"],
        dependencies: ["$0.continuousClock = ImmediateClock()", "$0.feedClient.load = { [] }"]))
    #expect(test.dependencies == ["$0.feedClient.load = { [] }", "$0.continuousClock = clock"])
    #expect(test.locals == ["let clock = TestClock()"])
    #expect(test.note.hasPrefix("NOTE(tca-migrate): the effect ticks on `clock` until cancelled"))
    let observing = try #require(LongLivedEffect.test(for: Self.loop, clocks: [], dependencies: ["$0.a = b"]))
    #expect(observing.dependencies == ["$0.a = b"] && observing.locals.isEmpty)
  }

  // A timer whose interval is a literal and whose tick sends one action without a payload can be advanced once and
  // its action received (ModernSwiftUIApp's study session: `secondsElapsed` goes to 1).
  @Test(
    arguments: [
      (timer, Tick(interval: ".seconds(1)", action: "onTaskReceived")),
      (
        timer.map { $0.replacingOccurrences(of: ".seconds(1)", with: ".milliseconds(500)") },
        Tick(interval: ".milliseconds(500)", action: "onTaskReceived")
      ),
      (timer.map { $0.replacingOccurrences(of: ".seconds(1)", with: ".seconds(interval)") }, nil),
      (timer.map { $0.replacingOccurrences(of: "(.onTaskReceived)", with: "(.tick(1))") }, nil),
      (Array(timer[0...2]) + ["        await send(.other)"] + Array(timer[3...]), nil),
    ] as [([String], Tick?)])
  func aTimersTickIsReadFromItsLoop(body: [String], expected: Tick?) throws {
    let test = try #require(LongLivedEffect.test(for: body, clocks: ["clock"], dependencies: []))
    #expect(test.tick == expected)
  }
}
