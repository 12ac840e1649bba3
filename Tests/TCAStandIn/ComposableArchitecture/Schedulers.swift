import Dispatch
import Foundation

// The part of Combine's `Scheduler` and CombineSchedulers' `AnyScheduler` that reducers reach through TCA's
// `mainQueue` dependency (`.throttle(id:for:scheduler:latest:)`, `.debounce(id:for:scheduler:)`). Linux has no
// Combine, so these are declared here with the same names and shapes; time never advances (the immediate
// scheduler every generated test uses).

/// A type that converts numbers of seconds to scheduler strides (`.seconds(2)`, `.milliseconds(300)`).
public protocol SchedulerTimeIntervalConvertible {
  static func seconds(_ s: Int) -> Self
  static func seconds(_ s: Double) -> Self
  static func milliseconds(_ ms: Int) -> Self
  static func microseconds(_ us: Int) -> Self
  static func nanoseconds(_ ns: Int) -> Self
}

/// Something that runs work now or later, with its own notion of time.
public protocol Scheduler<SchedulerTimeType> {
  associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
  associatedtype SchedulerOptions
  /// The scheduler's current time.
  var now: SchedulerTimeType { get }
  /// Runs an action as soon as possible.
  func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
}

extension DispatchQueue {
  /// A dispatch queue's time.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    /// The dispatch time.
    public var dispatchTime: DispatchTime
    /// A time.
    public init(_ time: DispatchTime) { self.dispatchTime = time }
    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }
    /// The distance to another time.
    public func distance(to other: Self) -> Stride {
      Stride(nanoseconds: Int(other.dispatchTime.uptimeNanoseconds) - Int(dispatchTime.uptimeNanoseconds))
    }
    /// The time a distance later.
    public func advanced(by n: Stride) -> Self {
      Self(DispatchTime(uptimeNanoseconds: UInt64(max(0, Int(dispatchTime.uptimeNanoseconds) + n.nanoseconds))))
    }

    /// A distance between two dispatch times.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, Hashable, Sendable {
      /// The distance in nanoseconds.
      public var nanoseconds: Int
      init(nanoseconds: Int) { self.nanoseconds = nanoseconds }
      /// A distance of whole nanoseconds.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        self.init(nanoseconds: value)
      }
      /// A distance of whole nanoseconds.
      public init(integerLiteral value: Int) { self.init(nanoseconds: value) }
      /// The distance's size.
      public var magnitude: Int { abs(nanoseconds) }
      public static func seconds(_ s: Int) -> Self { Self(nanoseconds: s * 1_000_000_000) }
      public static func seconds(_ s: Double) -> Self { Self(nanoseconds: Int(s * 1_000_000_000)) }
      public static func milliseconds(_ ms: Int) -> Self { Self(nanoseconds: ms * 1_000_000) }
      public static func microseconds(_ us: Int) -> Self { Self(nanoseconds: us * 1_000) }
      public static func nanoseconds(_ ns: Int) -> Self { Self(nanoseconds: ns) }
      public static func < (lhs: Self, rhs: Self) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
      public static func + (lhs: Self, rhs: Self) -> Self { Self(nanoseconds: lhs.nanoseconds + rhs.nanoseconds) }
      public static func - (lhs: Self, rhs: Self) -> Self { Self(nanoseconds: lhs.nanoseconds - rhs.nanoseconds) }
      public static func * (lhs: Self, rhs: Self) -> Self { Self(nanoseconds: lhs.nanoseconds * rhs.nanoseconds) }
      public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
    }
  }

  /// A dispatch queue's scheduling options.
  public struct SchedulerOptions: Sendable {}
}

extension DispatchQueue: Scheduler {
  /// The queue's current time.
  public var now: SchedulerTimeType { SchedulerTimeType(.now()) }
  /// Runs an action on the queue.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    nonisolated(unsafe) let work = action
    self.async { work() }
  }
}

/// A type-erased scheduler.
public struct AnyScheduler<SchedulerTimeType: Strideable, SchedulerOptions>: Scheduler, @unchecked Sendable
where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible {
  private let _now: () -> SchedulerTimeType
  private let _schedule: (SchedulerOptions?, @escaping () -> Void) -> Void

  /// Erases a scheduler.
  public init<S: Scheduler>(_ scheduler: S)
  where S.SchedulerTimeType == SchedulerTimeType, S.SchedulerOptions == SchedulerOptions {
    _now = { scheduler.now }
    _schedule = { scheduler.schedule(options: $0, $1) }
  }

  /// The scheduler's current time.
  public var now: SchedulerTimeType { _now() }
  /// Runs an action as soon as possible.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { _schedule(options, action) }
}

/// A type-erased scheduler with the times and options of `S`.
public typealias AnySchedulerOf<S: Scheduler> = AnyScheduler<S.SchedulerTimeType, S.SchedulerOptions>

/// A scheduler that runs work at once, at a time that never moves.
public struct ImmediateScheduler<SchedulerTimeType: Strideable, SchedulerOptions>: Scheduler, Sendable
where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible, SchedulerTimeType: Sendable {
  /// The fixed time.
  public let now: SchedulerTimeType
  /// Runs the action right away.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { action() }
}

extension AnyScheduler
where SchedulerTimeType == DispatchQueue.SchedulerTimeType, SchedulerOptions == DispatchQueue.SchedulerOptions {
  /// A scheduler that runs work at once (for tests).
  public static var immediate: Self {
    AnyScheduler(ImmediateScheduler(now: DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1))))
  }

  /// A scheduler that fails the test when it is used.
  public static var unimplemented: Self {
    AnyScheduler(UnimplementedScheduler(now: DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1))))
  }
}

private struct UnimplementedScheduler: Scheduler {
  let now: DispatchQueue.SchedulerTimeType
  func schedule(options: DispatchQueue.SchedulerOptions?, _ action: @escaping () -> Void) {
    reportIssue(#"Unimplemented: @Dependency(\.mainQueue)"#)
  }
}

private enum MainQueueKey: DependencyKey {
  static let liveValue = AnySchedulerOf<DispatchQueue>.immediate
  static var testValue: AnySchedulerOf<DispatchQueue> { .unimplemented }
}

extension DependencyValues {
  /// The main dispatch queue as a scheduler.
  public var mainQueue: AnySchedulerOf<DispatchQueue> {
    get { self[MainQueueKey.self] }
    set { self[MainQueueKey.self] = newValue }
  }
}

extension Effect where Action: Sendable {
  /// Throttles the effect per `id`: the stand-in's schedulers never advance time, so every emission passes and a
  /// new one cancels the one in flight, as TCA's throttle does on an immediate scheduler.
  public func throttle<S: Scheduler & Sendable>(
    id: some Hashable & Sendable, for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool
  ) -> Self where S.SchedulerTimeType.Stride: Sendable {
    cancellable(id: id, cancelInFlight: true)
  }

  /// Debounces the effect per `id`: with time that never advances it runs at once, cancelling the one in flight.
  public func debounce<S: Scheduler & Sendable>(
    id: some Hashable & Sendable, for dueTime: S.SchedulerTimeType.Stride, scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Self where S.SchedulerTimeType.Stride: Sendable {
    cancellable(id: id, cancelInFlight: true)
  }
}
