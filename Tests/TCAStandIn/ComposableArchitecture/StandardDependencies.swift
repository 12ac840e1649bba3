import Foundation
import SwiftUI

#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif

/// Produces the current date.
public struct DateGenerator: Sendable {
  private var generate: @Sendable () -> Date

  /// A generator that always returns the same date.
  public static func constant(_ now: Date) -> Self { Self { now } }

  /// A generator from a closure.
  public init(_ generate: @escaping @Sendable () -> Date) { self.generate = generate }

  /// The current date; setting it makes the generator constant.
  public var now: Date {
    get { generate() }
    set { generate = { newValue } }
  }

  /// The current date.
  public func callAsFunction() -> Date { generate() }
}

/// Produces UUIDs.
public struct UUIDGenerator: Sendable {
  private let generate: @Sendable () -> UUID

  /// A generator from a closure.
  public init(_ generate: @escaping @Sendable () -> UUID) { self.generate = generate }

  /// A generator that always returns the same UUID.
  public static func constant(_ uuid: UUID) -> Self { Self { uuid } }

  /// A generator of `UUID(0)`, `UUID(1)`, … in order.
  public static var incrementing: Self {
    let counter = LockedCounter()
    return Self { UUID(counter.next()) }
  }

  /// A new UUID.
  public func callAsFunction() -> UUID { generate() }
}

final class LockedCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0
  func next() -> Int {
    lock.lock()
    defer { lock.unlock() }
    defer { value += 1 }
    return value
  }
}

extension UUID {
  /// The UUID whose last twelve hex digits spell the integer: `UUID(1)` is `…-000000000001`.
  public init(_ intValue: Int) {
    let hex = String(intValue, radix: 16)
    let padded = String(repeating: "0", count: max(0, 12 - hex.count)) + hex
    self = UUID(uuidString: "00000000-0000-0000-0000-\(padded)") ?? UUID()
  }
}

/// Dismisses the presented feature that reads it.
public struct DismissEffect: Sendable {
  let dismiss: (@MainActor @Sendable () -> Void)?

  init(_ dismiss: (@MainActor @Sendable () -> Void)?) { self.dismiss = dismiss }

  /// Dismisses the feature.
  @MainActor
  public func callAsFunction(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    if let handler = DismissContext.current {
      await handler()
    } else if let dismiss {
      dismiss()
    } else {
      reportIssue(
        """
        A reducer requested dismissal at "\(fileID):\(line)", but couldn't be dismissed. …

        This is generally considered an application logic error, and can happen when a reducer \
        assumes it runs in a presentation context.
        """,
        fileID: fileID, filePath: filePath, line: line, column: column
      )
    }
  }

  /// Dismisses the feature with an animation.
  @MainActor
  public func callAsFunction(
    animation: Animation?,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await callAsFunction(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

extension DismissEffect {
  /// An effect from a closure (a test's override), as TCA's `DismissEffect.init(_:)`.
  public init(_ dismiss: @escaping @MainActor @Sendable () -> Void) { self.init(Optional(dismiss)) }
}

/// The dismissal of the feature whose effect is running, installed by presentation and stack reducers.
enum DismissContext {
  @TaskLocal static var current: (@Sendable () async -> Void)?
}

/// Opens a URL.
public struct OpenURLEffect: Sendable {
  private let handler: @Sendable (URL) async -> Bool

  /// An effect from a closure.
  public init(handler: @escaping @Sendable (URL) async -> Bool) { self.handler = handler }

  /// Opens the URL, returning whether it was opened.
  @discardableResult
  public func callAsFunction(_ url: URL) async -> Bool { await handler(url) }
}

private enum DateGeneratorKey: DependencyKey {
  static let liveValue = DateGenerator { Date() }
  static var testValue: DateGenerator {
    DateGenerator {
      reportIssue(#"Unimplemented: @Dependency(\.date)"#)
      return Date()
    }
  }
}

private enum UUIDGeneratorKey: DependencyKey {
  static let liveValue = UUIDGenerator { UUID() }
  static var testValue: UUIDGenerator {
    UUIDGenerator {
      reportIssue(#"Unimplemented: @Dependency(\.uuid)"#)
      return UUID()
    }
  }
}

private enum ContinuousClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = ContinuousClock()
  static var testValue: any Clock<Duration> { UnimplementedClock(name: "continuousClock") }
}

private enum SuspendingClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = SuspendingClock()
  static var testValue: any Clock<Duration> { UnimplementedClock(name: "suspendingClock") }
}

private enum CalendarKey: DependencyKey {
  static let liveValue = Calendar.autoupdatingCurrent
  static var testValue: Calendar {
    reportIssue(#"Unimplemented: @Dependency(\.calendar)"#)
    return Calendar(identifier: .gregorian)
  }
}

private enum LocaleKey: DependencyKey {
  static let liveValue = Locale.autoupdatingCurrent
  static var testValue: Locale {
    reportIssue(#"Unimplemented: @Dependency(\.locale)"#)
    return Locale(identifier: "en_US_POSIX")
  }
}

private enum TimeZoneKey: DependencyKey {
  static let liveValue = TimeZone.autoupdatingCurrent
  static var testValue: TimeZone {
    reportIssue(#"Unimplemented: @Dependency(\.timeZone)"#)
    return TimeZone(identifier: "UTC") ?? .current
  }
}

private enum DismissKey: DependencyKey {
  static let liveValue = DismissEffect(nil)
  static let testValue = DismissEffect(nil)
}

private enum IsPresentedKey: DependencyKey {
  static let liveValue = false
  static let testValue = false
}

private enum OpenURLKey: DependencyKey {
  static let liveValue = OpenURLEffect { _ in false }
  static var testValue: OpenURLEffect {
    OpenURLEffect { _ in
      reportIssue(#"Unimplemented: @Dependency(\.openURL)"#)
      return false
    }
  }
}

private enum URLSessionKey: DependencyKey {
  static let liveValue = URLSession.shared
  static var testValue: URLSession {
    reportIssue(#"Unimplemented: @Dependency(\.urlSession)"#)
    return URLSession(configuration: .ephemeral)
  }
}

/// Produces random numbers from a shared generator.
public final class WithRandomNumberGenerator: @unchecked Sendable {
  private var generator: any RandomNumberGenerator & Sendable
  private let lock = NSLock()

  /// A wrapper around a generator.
  public init(_ generator: some RandomNumberGenerator & Sendable) { self.generator = generator }

  /// Runs an operation with the generator.
  public func callAsFunction<R>(_ work: (inout any RandomNumberGenerator & Sendable) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try work(&generator)
  }
}

private enum WithRandomNumberGeneratorKey: DependencyKey {
  static let liveValue = WithRandomNumberGenerator(SystemRandomNumberGenerator())
  static var testValue: WithRandomNumberGenerator {
    reportIssue(#"Unimplemented: @Dependency(\.withRandomNumberGenerator)"#)
    return WithRandomNumberGenerator(SystemRandomNumberGenerator())
  }
}

extension DependencyValues {
  /// The current date.
  public var date: DateGenerator {
    get { self[DateGeneratorKey.self] }
    set { self[DateGeneratorKey.self] = newValue }
  }

  /// A UUID generator.
  public var uuid: UUIDGenerator {
    get { self[UUIDGeneratorKey.self] }
    set { self[UUIDGeneratorKey.self] = newValue }
  }

  /// A continuous clock.
  public var continuousClock: any Clock<Duration> {
    get { self[ContinuousClockKey.self] }
    set { self[ContinuousClockKey.self] = newValue }
  }

  /// A suspending clock.
  public var suspendingClock: any Clock<Duration> {
    get { self[SuspendingClockKey.self] }
    set { self[SuspendingClockKey.self] = newValue }
  }

  /// The current calendar.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// The current locale.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The current time zone.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }

  /// Dismisses the presented feature.
  public var dismiss: DismissEffect {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Whether the feature is presented.
  public var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }

  /// Opens URLs.
  public var openURL: OpenURLEffect {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }

  /// The URL session.
  public var urlSession: URLSession {
    get { self[URLSessionKey.self] }
    set { self[URLSessionKey.self] = newValue }
  }

  /// A random number generator.
  public var withRandomNumberGenerator: WithRandomNumberGenerator {
    get { self[WithRandomNumberGeneratorKey.self] }
    set { self[WithRandomNumberGeneratorKey.self] = newValue }
  }
}
