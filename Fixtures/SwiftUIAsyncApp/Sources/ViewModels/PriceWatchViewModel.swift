import Foundation
import Combine

@MainActor
final class PriceWatchViewModel: ObservableObject, Identifiable {
    @Published private(set) var updates: [PriceUpdate] = []
    @Published private(set) var secondsSinceLastUpdate = 0
    @Published var isWatching = false
    @Published var notifyOnlyOnDrops = true

    let watchedGames: [Game]
    private let alerts: PriceAlertsService
    private var watchTask: Task<Void, Never>?
    private var timer: Timer?

    nonisolated let id = UUID()

    var latestDrop: PriceUpdate? {
        updates.last(where: \.isDrop)
    }

    var statusText: String {
        isWatching ? "Watching \(watchedGames.count) games · \(secondsSinceLastUpdate)s" : "Paused"
    }

    init(watchedGames: [Game], alerts: PriceAlertsService = LivePriceAlertsService()) {
        self.watchedGames = watchedGames
        self.alerts = alerts
    }

    deinit {
        watchTask?.cancel()
    }

    func start() {
        guard !isWatching else { return }
        isWatching = true
        startTimer()
        watchTask = Task { [weak self] in
            await self?.watch()
        }
    }

    private func watch() async {
        for await update in alerts.priceUpdates(for: watchedGames.map(\.id)) {
            guard !notifyOnlyOnDrops || update.isDrop else { continue }
            switch update.newPrice {
            case update.oldPrice:
                break
            case ..<0:
                // A negative price means the feed is broken: stop watching and keep the badge on.
                return
            default:
                updates.append(update)
            }
            secondsSinceLastUpdate = 0
            if updates.count >= 500 { break }
        }
        isWatching = false
    }

    private func startTimer() {
        timer?.invalidate()
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            Task { @MainActor in
                self?.secondsSinceLastUpdate += 1
            }
        }
    }

    func stop() {
        watchTask?.cancel()
        watchTask = nil
        timer?.invalidate()
        timer = nil
        isWatching = false
    }

    func clear() {
        updates.removeAll()
    }
}
