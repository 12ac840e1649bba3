import Analysis

/// A case whose only work is an effect looping until cancelled: over a notification (`for await _ in
/// NotificationCenter.default.notifications(named: .x) { await send(.y) }`) or over a timer of the continuous clock
/// (`for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }`). It sends only when the
/// notification is posted or the clock advances, so a test starts it, receives nothing and cancels it, as SwiftUI
/// cancels a `.task` when its view goes away. The effect may carry a cancellation ID.
enum LongLivedEffect {
  /// The note, stubs and locals of a test whose case body only starts such a loop, and for a timer the tick it
  /// could receive; nil for any other body. A timer ticks on a `TestClock` (the local `clock`) the test never
  /// advances, in place of the `ImmediateClock` stubbed for sleeps, which would tick without end. `clocks` names the
  /// continuous clock's dependency properties.
  static func test(for body: [String], clocks: Set<String>, dependencies: [String]) -> LongLivedTest? {
    guard let loop = Loop(body) else { return nil }
    if let name = notification(of: loop) {
      return LongLivedTest(
        note: "NOTE(tca-migrate): the effect runs until cancelled, sending only when `\(name)` is posted; the test"
          + " cancels it, as SwiftUI cancels `.task` when the view goes away.", dependencies: dependencies)
    }
    guard let property = clock(of: loop, among: clocks) else { return nil }
    let immediate = StandardTestValues.byKey["\\.continuousClock"]
    var test = LongLivedTest(
      note: "NOTE(tca-migrate): the effect ticks on `\(property)` until cancelled; the test's `clock` is never"
        + " advanced, so it sends nothing, and the test cancels it, as SwiftUI cancels `.task` when the view goes"
        + " away. Advance it (`await clock.advance(by: …)`) to test a tick.",
      dependencies: dependencies.filter { $0 != immediate } + ["$0.continuousClock = clock"])
    test.locals = ["let clock = TestClock()"]
    test.tick = tick(of: loop)
    return test
  }

  /// The note of a timer's test that advances its clock by one interval and receives the tick.
  static func followedTickNote(_ tick: Tick) -> String {
    "NOTE(tca-migrate): the effect ticks until cancelled; the test advances its `clock` by one interval, receives"
      + " one `\(tick.action)` and cancels the effect, as SwiftUI cancels `.task` when the view goes away."
  }

  /// The notification the case body's effect observes (`.newEpisodesAvailable`); nil unless the body is only such
  /// a loop whose iterations only send actions.
  static func observedNotification(_ body: [String]) -> String? {
    Loop(body).flatMap(notification(of:))
  }

  /// The clock property whose timer the case body's effect loops over (`clock`); nil unless the body is only such
  /// a loop whose iterations only send actions, on one of `clocks`.
  static func timerClock(_ body: [String], clocks: Set<String>) -> String? {
    Loop(body).flatMap { clock(of: $0, among: clocks) }
  }

  /// The timer's `tick` received with what its case changes on `state`; nil when its case is not the only one, does
  /// anything the evaluation does not model, starts an effect or changes a field an `observed` observer watches.
  static func received(
    _ tick: Tick, in reached: ReachedActions, from state: KnownStructure, structures: KnownStructures,
    observed: Set<String>
  ) -> ReceivedAction? {
    guard let bodies = reached.casesByAction[tick.action], bodies.count == 1,
      let evaluation = CaseEvaluation(body: bodies[0], state: state, structures: structures), !evaluation.startsEffect,
      evaluation.changedFields.isDisjoint(with: observed)
    else { return nil }
    return ReceivedAction(keyPath: "\\.\(tick.action)", expectedChanges: evaluation.changes)
  }

  private static func notification(of loop: Loop) -> String? {
    let opening = "NotificationCenter.default.notifications(named: "
    guard loop.sequence.hasPrefix(opening), loop.sequence.hasSuffix(")") else { return nil }
    let name = loop.sequence.dropFirst(opening.count).dropLast()
    guard name.hasPrefix("."), name.dropFirst().allSatisfy(isNameCharacter) else { return nil }
    return String(name)
  }

  private static func clock(of loop: Loop, among clocks: Set<String>) -> String? {
    let property = loop.sequence.prefix { $0 != "." }
    guard clocks.contains(String(property)), loop.sequence.dropFirst(property.count).hasPrefix(timerCall),
      loop.sequence.hasSuffix(")")
    else { return nil }
    return String(property)
  }

  /// `.timer(interval: ` after the clock's name.
  private static let timerCall = ".timer(interval: "

  /// A timer loop's interval written as a literal (`.seconds(1)`, `.milliseconds(500)`) and the one action without
  /// a payload each tick sends; nil otherwise.
  private static func tick(of loop: Loop) -> Tick? {
    // `clock.timer(interval: .seconds(1))` → `.seconds(1)`; `clock(of:)` checked the call's shape.
    let interval = loop.sequence.drop { $0 != "." }.dropFirst(timerCall.count).dropLast()
    let unit = interval.dropFirst().prefix { $0 != "(" }
    let amount = interval.dropFirst(1 + unit.count)
    guard loop.sends.count == 1, let send = loop.sends.first, interval.hasPrefix("."), !unit.isEmpty,
      unit.allSatisfy(\.isLetter),
      amount.hasPrefix("("), amount.hasSuffix(")"), amount.dropFirst().first?.isNumber == true,
      amount.dropFirst().dropLast().allSatisfy({ $0.isNumber || $0 == "." })
    else { return nil }
    let action = send.dropFirst("await send(.".count).dropLast()
    guard !action.isEmpty, action.allSatisfy(isNameCharacter) else { return nil }
    return Tick(interval: String(interval), action: String(action))
  }

  private static func isNameCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  /// A case body that is only `return .run { send in` around `for await _ in … {`, whose iterations only send
  /// actions, and an optional cancellation ID, read once.
  private struct Loop {
    /// What the loop iterates (`clock.timer(interval: .seconds(1))`).
    let sequence: Substring
    /// The loop's lines, trimmed: each `await send(.…)`.
    let sends: ArraySlice<String>

    init?(_ body: [String]) {
      var lines = body.map { String(LineText.trimmed($0)) }.filter { !$0.isEmpty }
      // A cancellation ID the effect carries (`.cancellable(id: CancelID.x, cancelInFlight: true)`) changes nothing.
      if let last = lines.last, last.hasPrefix(".cancellable(id: "), last.hasSuffix(")") { lines.removeLast() }
      let loop = "for await _ in "
      guard lines.count >= 5, lines[0] == "return .run { send in", lines[1].hasPrefix(loop),
        lines[1].hasSuffix(" {"), lines[(lines.count - 2)...] == ["}", "}"]
      else { return nil }
      sends = lines[2..<(lines.count - 2)]
      guard sends.allSatisfy({ $0.hasPrefix("await send(.") && $0.hasSuffix(")") }) else { return nil }
      sequence = lines[1].dropFirst(loop.count).dropLast(" {".count)
    }
  }
}

/// The test of a case that only starts a long-lived loop.
struct LongLivedTest {
  /// The note the test carries.
  var note: String
  /// The test's `withDependencies` lines.
  var dependencies: [String]
  /// Lines before the store (`let clock = TestClock()`).
  var locals: [String] = []
  /// For a timer, the tick the test can receive after advancing its clock.
  var tick: Tick?

  /// `test` made this one: it keeps the task `send` returns and cancels it, exhaustively; for a timer whose tick
  /// it can `receive` (`LongLivedEffect.received`), it advances the clock by one interval first.
  func apply(to test: inout TestCaseProposal, receiving receive: ReceivedAction?) {
    test.dependencies = dependencies
    test.locals = locals
    test.nonExhaustive = false
    test.cancelsEffect = true
    guard let tick, let receive else {
      test.notes = [note]
      return
    }
    test.advancesClock = tick.interval
    test.receives = [receive]
    test.notes = [LongLivedEffect.followedTickNote(tick)]
  }
}

/// One tick of a timer loop: the interval it waits and the action it sends.
struct Tick: Equatable {
  /// The interval as written (`.seconds(1)`).
  var interval: String
  /// The action sent, without a payload (`onTaskReceived`).
  var action: String
}
