import Foundation

/// Used by both `TimerViewModel` and `CountdownModel`.
protocol ClockService: Sendable {
    func now() -> Date
    func sleep(seconds: Double) async throws
}

struct SystemClock: ClockService {
    func now() -> Date { Date() }

    func sleep(seconds: Double) async throws {
        try await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
    }
}
