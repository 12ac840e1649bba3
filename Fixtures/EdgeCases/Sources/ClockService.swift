import Foundation

// A class inside a line comment must not be found:
// final class CommentedOutViewModel: ObservableObject { @Published var ghost = 0 }

/*
 Neither inside a block comment, even a nested one:
 /* final class NestedCommentViewModel: ObservableObject { } */
 final class BlockCommentViewModel: ObservableObject {
     @Published var ghost = 0
     func haunt() {}
 }
*/

/// Doc comments show usage, which is not a declaration either:
///
///     final class DocCommentViewModel: ObservableObject {
///         @Published var example = 1
///     }
@MainActor
final class TimerViewModel: ObservableObject {
    @Published private(set) var elapsed: TimeInterval = 0
    @Published private(set) var isRunning = false
    @Published var laps: [TimeInterval] = []

    private let clock: ClockService
    private var startedAt: Date?
    private var tickTask: Task<Void, Never>?

    var elapsedText: String {
        String(format: "%02d:%05.2f", Int(elapsed) / 60, elapsed.truncatingRemainder(dividingBy: 60))
    }

    init(clock: ClockService = SystemClock()) {
        self.clock = clock
    }

    func start() {
        guard !isRunning else { return }
        isRunning = true
        startedAt = clock.now().addingTimeInterval(-elapsed)
        tickTask = Task { [weak self] in
            while let self, self.isRunning {
                self.tick()
                try? await self.clock.sleep(seconds: 0.05)
            }
        }
    }

    private func tick() {
        guard let startedAt else { return }
        elapsed = clock.now().timeIntervalSince(startedAt)
    }

    func stop() {
        isRunning = false
        tickTask?.cancel()
    }

    func lap() {
        laps.append(elapsed - laps.reduce(0, +))
    }

    func reset() {
        stop()
        elapsed = 0
        laps = []
    }
}
