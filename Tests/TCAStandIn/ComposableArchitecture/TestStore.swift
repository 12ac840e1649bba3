import Foundation

/// How strictly a test store checks state changes, received actions and running effects.
public enum Exhaustivity: Equatable, Sendable {
  /// Every change, action and effect must be asserted.
  case on
  /// Only what the test asserts is checked.
  case off(showSkippedAssertions: Bool)

  /// Only what the test asserts is checked, without reporting what was skipped.
  public static let off = Self.off(showSkippedAssertions: false)
}

/// A store for tests that asserts how state changes and which actions effects send.
@MainActor
public final class TestStore<State: Equatable, Action> {
  /// The dependencies the reducer and its effects use.
  public var dependencies: DependencyValues
  /// How strictly the store checks.
  public var exhaustivity: Exhaustivity = .on
  /// How long `receive` and `finish` wait, in nanoseconds.
  public var timeout: UInt64

  /// The state after the last asserted step.
  public private(set) var state: State

  let reducer: any Reducer<State, Action>
  var liveState: State
  var receivedActions: [(action: Action, state: State)] = []
  let runtime = EffectRuntime<Action>()
  private var queue: [Action] = []
  private var isReducing = false
  private var currentOrigin = ""
  private var lastLocation: IssueLocation
  private var taskIDs: [Int] = []

  /// A test store running a reducer from an initial state.
  public init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    var dependencies = DependencyValues._current
    dependencies.context = .test
    prepareDependencies(&dependencies)
    let initial = DependencyValues.$_current.withValue(dependencies) { initialState() }
    self.dependencies = dependencies
    self.reducer = DependencyValues.$_current.withValue(dependencies) { reducer() }
    self.state = initial
    self.liveState = initial
    self.timeout = TestStoreTimeout.standard
    self.lastLocation = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    runtime.deliver = { [weak self] in self?.enqueue($0, received: true) }
  }

  // Not `isolated deinit`: that runs as a separate job, outside the test's task, so issues would not
  // be attributed to the test. A test store is released on the main actor at the end of a test.
  deinit {
    MainActor.assumeIsolated { completedOnMainActor() }
  }

  private func completedOnMainActor() {
    let location = lastLocation
    if exhaustivity == .on {
      if !receivedActions.isEmpty {
        location.report(
          """
          The store received \(receivedActions.count) unexpected \
          action\(receivedActions.count == 1 ? "" : "s"): …

          Unhandled actions: \(describe(receivedActions.map(\.action)))
          """
        )
      }
      for entry in runtime.cancellation.inFlight {
        location.report(
          """
          An effect returned for this action is still running. It must complete before the end of \
          the test. …

          Action: \(entry.origin)

          To fix, inspect any effects the reducer returns for this action and ensure that all of them \
          complete by the end of the test. There are a few reasons why an effect may not have \
          completed: a long-living effect that is not cancelled, or a dependency whose time was not \
          advanced (for example a "TestClock").
          """
        )
      }
    }
    runtime.cancellation.cancelAll()
  }

  // MARK: Sending

  /// Sends an action and asserts how state changes.
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    lastLocation = location
    if !receivedActions.isEmpty {
      if exhaustivity == .on {
        location.report(
          """
          Must handle \(receivedActions.count) received \
          action\(receivedActions.count == 1 ? "" : "s") before sending an action: …

          Unhandled actions: \(describe(receivedActions.map(\.action)))
          """
        )
      }
      if let last = receivedActions.last { state = last.state }
      receivedActions.removeAll()
    }
    if exhaustivity != .on { state = liveState }
    let previous = state
    currentOrigin = "\(action) (\(fileID):\(line))"
    let idsBefore = Set(runtime.cancellation.entries.keys)
    let sentState = reduceSent(action)
    state = sentState
    assertState(
      previous: previous, actual: sentState, update: updateStateToExpectedResult, location: location)
    await Task.megaYield()
    let started = runtime.cancellation.entries.keys.filter { !idsBefore.contains($0) }
    return TestStoreTask(ids: Array(started), cancellation: runtime.cancellation, timeout: timeout)
  }

  /// Sends an action through a case key path with no value, and asserts how state changes.
  @discardableResult
  public func send(
    _ action: CaseKeyPath<Action, Void>,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      action(), assert: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Sends an action through a case key path with a value, and asserts how state changes.
  @discardableResult
  public func send<Value>(
    _ action: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      action(value), assert: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  private func reduceSent(_ action: Action) -> State {
    let effect = DependencyValues.$_current.withValue(dependencies) {
      reducer.reduce(into: &liveState, action: action)
    }
    let snapshot = liveState
    isReducing = true
    runtime.process(effect, origin: currentOrigin)
    drain()
    return snapshot
  }

  private func enqueue(_ action: Action, received: Bool) {
    queue.append(action)
    if !isReducing {
      isReducing = true
      drain()
    }
  }

  private func drain() {
    while !queue.isEmpty {
      let next = queue.removeFirst()
      let effect = DependencyValues.$_current.withValue(dependencies) {
        reducer.reduce(into: &liveState, action: next)
      }
      receivedActions.append((next, liveState))
      runtime.process(effect, origin: currentOrigin)
    }
    isReducing = false
  }

  // MARK: Receiving

  /// Asserts an action matching a case key path was received, and how state changes.
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    timeout nanoseconds: UInt64? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let path = AnyCasePath(actionCase)
    await receive(
      matching: { path.extract(from: $0) != nil },
      failure: "Expected to receive an action matching case path, but didn't get one.",
      timeout: nanoseconds, update: updateStateToExpectedResult,
      location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts an action matching a case key path and value was received, and how state changes.
  public func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout nanoseconds: UInt64? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: CasePathable {
    let path = AnyCasePath(actionCase)
    await receive(
      matching: { path.extract(from: $0) == value },
      failure: "Expected to receive an action matching case path, but didn't get one.",
      timeout: nanoseconds, update: updateStateToExpectedResult,
      location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts an action matching a predicate was received, and how state changes.
  @_disfavoredOverload
  public func receive(
    _ isMatching: (_ action: Action) -> Bool,
    timeout nanoseconds: UInt64? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await withoutActuallyEscaping(isMatching) { isMatching in
      await receive(
        matching: isMatching,
        failure: "Expected to receive an action matching predicate, but didn't get one.",
        timeout: nanoseconds, update: updateStateToExpectedResult,
        location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
  }

  private func receive(
    matching isMatching: (Action) -> Bool,
    failure: String,
    timeout nanoseconds: UInt64?,
    update: ((inout State) throws -> Void)?,
    location: IssueLocation
  ) async {
    lastLocation = location
    let limit = nanoseconds ?? timeout
    let start = DispatchTime.now().uptimeNanoseconds
    while true {
      let ready =
        exhaustivity == .on ? !receivedActions.isEmpty : receivedActions.contains { isMatching($0.action) }
      if ready || runtime.cancellation.inFlight.isEmpty && queue.isEmpty { break }
      if DispatchTime.now().uptimeNanoseconds - start > limit { break }
      await Task.yield()
      try? await Task.sleep(nanoseconds: 1_000_000)
    }
    if exhaustivity != .on {
      while let first = receivedActions.first, !isMatching(first.action) {
        state = first.state
        receivedActions.removeFirst()
      }
    }
    guard let received = receivedActions.first else {
      if runtime.cancellation.inFlight.isEmpty {
        location.report("Expected to receive an action, but received none.")
      } else {
        let seconds = Double(limit) / 1_000_000_000
        location.report(
          """
          Expected to receive an action, but received none after \(seconds) seconds.

          Make sure the effect is not waiting on time (a "TestClock" to advance, a slow dependency), \
          or pass a longer "timeout".
          """
        )
      }
      return
    }
    receivedActions.removeFirst()
    if !isMatching(received.action) {
      location.report(
        """
        \(failure)

        Received unexpected action: …

          \(describe([received.action]))
        """
      )
    } else {
      let previous = state
      assertState(previous: previous, actual: received.state, update: update, location: location)
    }
    state = received.state
    await Task.megaYield()
  }

  // MARK: Finishing

  /// Waits for every in-flight effect to finish.
  public func finish(
    timeout nanoseconds: UInt64? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    lastLocation = location
    let limit = nanoseconds ?? timeout
    let start = DispatchTime.now().uptimeNanoseconds
    while !runtime.cancellation.inFlight.isEmpty {
      if DispatchTime.now().uptimeNanoseconds - start > limit {
        if exhaustivity == .on {
          location.report(
            """
            Expected effects to finish, but there are still effects in-flight after \
            \(Double(limit) / 1_000_000_000) seconds.
            """
          )
        }
        return
      }
      await Task.yield()
      try? await Task.sleep(nanoseconds: 1_000_000)
    }
  }

  /// Drops the received actions without asserting them.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await Task.megaYield()
    if strict && receivedActions.isEmpty {
      IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        .report("There were no received actions to skip.")
    }
    if let last = receivedActions.last { state = last.state }
    receivedActions.removeAll()
  }

  /// Cancels the in-flight effects without asserting them.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await Task.megaYield()
    if strict && runtime.cancellation.inFlight.isEmpty {
      IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        .report("There were no in-flight effects to skip.")
    }
    runtime.cancellation.cancelAll()
  }

  /// Asserts the current state without sending an action.
  public func assert(
    _ updateStateToExpectedResult: @escaping (_ state: inout State) throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    var expected = state
    do {
      try updateStateToExpectedResult(&expected)
    } catch {
      location.report("Threw error: \(error)")
    }
    if expected != liveState { location.report(stateMismatch(expected: expected, actual: liveState)) }
  }

  /// Runs an operation with a different exhaustivity.
  public func withExhaustivity<R>(_ exhaustivity: Exhaustivity, operation: () throws -> R) rethrows -> R {
    let saved = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = saved }
    return try operation()
  }

  /// Runs an async operation with a different exhaustivity.
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity,
    operation: () async throws -> R
  ) async rethrows -> R {
    let saved = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = saved }
    return try await operation()
  }

  // MARK: Assertions

  private func assertState(
    previous: State,
    actual: State,
    update: ((inout State) throws -> Void)?,
    location: IssueLocation
  ) {
    var expected: State
    do {
      if exhaustivity == .on {
        expected = previous
        try DependencyValues.$_current.withValue(dependencies) { try update?(&expected) }
      } else {
        expected = actual
        try DependencyValues.$_current.withValue(dependencies) { try update?(&expected) }
      }
    } catch {
      location.report("Threw error: \(error)")
      return
    }
    if expected != actual {
      let heading =
        update != nil
        ? "A state change does not match expectation"
        : "State was not expected to change, but a change occurred"
      location.report("\(heading): …\n\n\(stateDiff(expected: expected, actual: actual))")
    } else if update != nil, expected == previous {
      location.report(
        """
        Expected state to change, but no change occurred.

        The trailing closure made no observable modifications to state. If no change to state is \
        expected, omit the trailing closure.
        """
      )
    }
  }

  private func stateMismatch(expected: State, actual: State) -> String {
    "A state change does not match expectation: …\n\n\(stateDiff(expected: expected, actual: actual))"
  }
}

extension TestStore where Action: Equatable {
  /// Asserts an action equal to the given one was received, and how state changes.
  @_disfavoredOverload
  public func receive(
    _ expectedAction: Action,
    timeout nanoseconds: UInt64? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      matching: { $0 == expectedAction },
      failure: "Expected to receive the following action, but didn't: …\n\n  \(expectedAction)",
      timeout: nanoseconds, update: updateStateToExpectedResult,
      location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// The effects started by one `TestStore.send`.
public struct TestStoreTask: Hashable, Sendable {
  let ids: [Int]
  let cancellation: EffectCancellation
  let timeout: UInt64

  /// Cancels the effects.
  public func cancel() async {
    for id in ids { await cancellation.cancel(id: id) }
  }

  /// Waits for the effects to finish.
  public func finish(
    timeout nanoseconds: UInt64? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let limit = nanoseconds ?? timeout
    let start = DispatchTime.now().uptimeNanoseconds
    while await cancellation.isRunning(ids) {
      if DispatchTime.now().uptimeNanoseconds - start > limit {
        IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
          .report("Expected task to finish, but it is still in-flight.")
        return
      }
      try? await Task.sleep(nanoseconds: 1_000_000)
    }
  }

  /// Whether the effects were cancelled.
  public var isCancelled: Bool { false }

  /// Tasks are equal when they track the same effects.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.ids == rhs.ids }

  /// Hashes the tracked effects.
  public func hash(into hasher: inout Hasher) { hasher.combine(ids) }
}

extension EffectCancellation {
  func cancel(id: Int) {
    entries[id]?.task?.cancel()
    finished(id)
  }

  func isRunning(_ ids: [Int]) -> Bool { ids.contains { entries[$0] != nil } }
}

/// Where an assertion was made.
struct IssueLocation {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  func report(_ message: String) {
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// A printed description of values.
func describe<T>(_ values: [T]) -> String {
  values.map { value -> String in
    var text = ""
    dump(value, to: &text)
    return text
  }.joined(separator: "\n")
}

/// A line diff of the dumps of two values.
func stateDiff<T>(expected: T, actual: T) -> String {
  var expectedDump = ""
  var actualDump = ""
  dump(expected, to: &expectedDump)
  dump(actual, to: &actualDump)
  let expectedLines = expectedDump.split(separator: "\n", omittingEmptySubsequences: false)
  let actualLines = actualDump.split(separator: "\n", omittingEmptySubsequences: false)
  var lines: [String] = []
  let count = max(expectedLines.count, actualLines.count)
  for index in 0..<count {
    let old = index < expectedLines.count ? expectedLines[index] : nil
    let new = index < actualLines.count ? actualLines[index] : nil
    if old == new, let old {
      lines.append("      \(old)")
    } else {
      if let old { lines.append("    − \(old)") }
      if let new { lines.append("    + \(new)") }
    }
  }
  return lines.joined(separator: "\n") + "\n\n(Expected: −, Actual: +)"
}
