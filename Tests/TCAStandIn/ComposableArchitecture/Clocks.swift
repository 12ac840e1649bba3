import Foundation

/// A clock whose time only moves when a test advances it.
public final class TestClock<Duration: DurationProtocol & Hashable>: Clock, @unchecked Sendable {
  /// An instant of a test clock: an offset from its start.
  public struct Instant: InstantProtocol {
    fileprivate let offset: Duration

    /// The instant at an offset from the start.
    public init(offset: Duration = .zero) { self.offset = offset }

    /// The instant a duration later.
    public func advanced(by duration: Duration) -> Self { Self(offset: offset + duration) }

    /// The duration from this instant to another.
    public func duration(to other: Self) -> Duration { other.offset - offset }

    /// Whether one instant is before another.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper {
    let id: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private let lock = NSRecursiveLock()
  private var sleepers: [Sleeper] = []
  private var nextID = 0
  private var _now: Instant

  /// The minimum resolution of the clock.
  public var minimumResolution: Duration = .zero

  /// The current instant.
  public var now: Instant { lock.withLock { _now } }

  /// A test clock starting at an instant.
  public init(now: Instant = .init()) { self._now = now }

  /// Suspends until the clock is advanced to the deadline.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = lock.withLock { () -> Int in
      nextID += 1
      return nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let resumeNow = lock.withLock { () -> Bool in
          if deadline <= _now { return true }
          sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return false
        }
        if resumeNow { continuation.resume() }
      }
    } onCancel: {
      let sleeper = lock.withLock { () -> Sleeper? in
        guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return nil }
        return sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Throws when nothing is sleeping on the clock.
  public func checkSuspension() async throws {
    await Task.megaYield()
    if lock.withLock({ sleepers.isEmpty }) { throw SuspensionError() }
  }

  /// Advances the clock, resuming every sleeper whose deadline passes, in deadline order.
  public func advance(by duration: Duration = .zero) async {
    await advance(to: lock.withLock { _now.advanced(by: duration) })
  }

  /// Advances the clock to an instant.
  public func advance(to deadline: Instant) async {
    await Task.megaYield()
    while true {
      let due = lock.withLock { () -> Sleeper? in
        guard let index = sleepers.indices.min(by: { sleepers[$0].deadline < sleepers[$1].deadline }),
          sleepers[index].deadline <= deadline
        else { return nil }
        let sleeper = sleepers.remove(at: index)
        if _now < sleeper.deadline { _now = sleeper.deadline }
        return sleeper
      }
      guard let due else { break }
      due.continuation.resume()
      await Task.megaYield()
    }
    lock.withLock { if _now < deadline { _now = deadline } }
    await Task.megaYield()
  }

  /// Advances the clock until nothing sleeps on it.
  public func run(
    timeout duration: Swift.Duration = .milliseconds(500),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let start = ContinuousClock.now
    while let next = lock.withLock({ sleepers.map(\.deadline).min() }) {
      if ContinuousClock.now - start > duration {
        reportIssue(
          "Expected all sleeps to finish, but some are still suspending after \(duration).",
          fileID: fileID, filePath: filePath, line: line, column: column)
        return
      }
      await advance(to: next)
    }
  }

  struct SuspensionError: Error {}
}

extension TestClock where Duration == Swift.Duration {
  /// A test clock measuring in `Duration`.
  public convenience init() { self.init(now: .init()) }
}

/// A clock that does not suspend: sleeping moves its time forward at once.
public final class ImmediateClock<Duration: DurationProtocol & Hashable>: Clock, @unchecked Sendable {
  /// An instant of an immediate clock.
  public struct Instant: InstantProtocol {
    fileprivate let offset: Duration

    /// The instant at an offset from the start.
    public init(offset: Duration = .zero) { self.offset = offset }

    /// The instant a duration later.
    public func advanced(by duration: Duration) -> Self { Self(offset: offset + duration) }

    /// The duration from this instant to another.
    public func duration(to other: Self) -> Duration { other.offset - offset }

    /// Whether one instant is before another.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }
  }

  private let lock = NSLock()
  private var _now: Instant

  /// The minimum resolution of the clock.
  public var minimumResolution: Duration = .zero

  /// The current instant.
  public var now: Instant { lock.withLock { _now } }

  /// An immediate clock starting at an instant.
  public init(now: Instant = .init()) { self._now = now }

  /// Moves the clock to the deadline without suspending.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    lock.withLock { if _now < deadline { _now = deadline } }
    await Task.megaYield()
  }
}

extension ImmediateClock where Duration == Swift.Duration {
  /// An immediate clock measuring in `Duration`.
  public convenience init() { self.init(now: .init()) }
}

/// The test value of clock dependencies: every use reports an issue.
public final class UnimplementedClock<Duration: DurationProtocol & Hashable>: Clock, @unchecked Sendable {
  private let base = ImmediateClock<Duration>()
  private let name: String

  /// The base clock's instant type.
  public typealias Instant = ImmediateClock<Duration>.Instant

  /// A clock that reports uses under a name.
  public init(name: String = "Clock") { self.name = name }

  /// Reports the read, then returns the base clock's time.
  public var now: Instant {
    reportIssue("Unimplemented: \(name).now")
    return base.now
  }

  /// Reports the read, then returns the base clock's resolution.
  public var minimumResolution: Duration { base.minimumResolution }

  /// Reports the sleep, then sleeps on an immediate clock.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    reportIssue("Unimplemented: \(name).sleep")
    try await base.sleep(until: deadline, tolerance: tolerance)
  }
}

extension Clock where Duration: Hashable {
  /// A sequence that emits the clock's instant every interval.
  public func timer(interval: Duration, tolerance: Duration? = nil) -> _AsyncTimerSequence<AnyClock<Duration>> {
    _AsyncTimerSequence(clock: AnyClock(self), interval: interval, tolerance: tolerance)
  }
}

/// A type-erased clock.
public final class AnyClock<Duration: DurationProtocol & Hashable>: Clock, @unchecked Sendable {
  /// An instant of the erased clock: an offset from when it was erased.
  public struct Instant: InstantProtocol {
    let offset: Duration

    /// The instant a duration later.
    public func advanced(by duration: Duration) -> Self { Self(offset: offset + duration) }

    /// The duration from this instant to another.
    public func duration(to other: Self) -> Duration { other.offset - offset }

    /// Whether one instant is before another.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }
  }

  private let _now: @Sendable () -> Instant
  private let _minimumResolution: @Sendable () -> Duration
  private let _sleep: @Sendable (Instant, Duration?) async throws -> Void

  /// Erases a clock.
  public init<C: Clock>(_ clock: C) where C.Duration == Duration {
    let start = clock.now
    self._now = { Instant(offset: start.duration(to: clock.now)) }
    self._minimumResolution = { clock.minimumResolution }
    self._sleep = { deadline, tolerance in
      try await clock.sleep(until: start.advanced(by: deadline.offset), tolerance: tolerance)
    }
  }

  /// The current instant.
  public var now: Instant { _now() }

  /// The base clock's resolution.
  public var minimumResolution: Duration { _minimumResolution() }

  /// Sleeps on the base clock.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try await _sleep(deadline, tolerance)
  }
}

/// The instants a clock's timer emits.
public struct _AsyncTimerSequence<C: Clock>: AsyncSequence, Sendable {
  /// The clock's instant.
  public typealias Element = C.Instant
  /// Timers do not fail.
  public typealias Failure = Never

  let clock: C
  let interval: C.Duration
  let tolerance: C.Duration?

  /// Iterates a timer.
  public struct AsyncIterator: AsyncIteratorProtocol {
    let clock: C
    let interval: C.Duration
    let tolerance: C.Duration?
    var last: C.Instant?

    /// Sleeps until the next tick; `nil` once cancelled.
    public mutating func next() async -> C.Instant? {
      let deadline = (last ?? clock.now).advanced(by: interval)
      do {
        try await clock.sleep(until: deadline, tolerance: tolerance)
      } catch {
        return nil
      }
      last = deadline
      return deadline
    }
  }

  /// An iterator of the timer.
  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(clock: clock, interval: interval, tolerance: tolerance, last: nil)
  }
}

extension Task where Success == Never, Failure == Never {
  /// Yields many times so other tasks can make progress.
  public static func megaYield(count: Int = 20) async {
    for _ in 0..<count { await Task<Void, Never>.detached(priority: .background) { await Task.yield() }.value }
  }
}
