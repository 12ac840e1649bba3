import Foundation
import Observation

@Observable
@MainActor
final class StatsViewModel {
    enum Range: String, CaseIterable, Identifiable {
        case week, month, year
        var id: Self { self }
        var days: Int {
            switch self {
            case .week: 7
            case .month: 30
            case .year: 365
            }
        }
    }

    enum ViewState {
        case idle
        case loading
        case loaded(ListeningStats)
        case failed(String)
    }

    var range: Range = .week
    private(set) var viewState: ViewState = .idle
    private(set) var podcastTitles: [String: String] = [:]
    private(set) var lastRefreshed: Date?

    private let history: PlaybackHistoryStore
    private let service: PodcastServiceProtocol
    private let calendar: Calendar

    init(history: PlaybackHistoryStore = UserDefaultsHistoryStore(),
         service: PodcastServiceProtocol = LivePodcastService(),
         calendar: Calendar = .current) {
        self.history = history
        self.service = service
        self.calendar = calendar
    }

    private let hoursFormatter: DateComponentsFormatter = {
        let f = DateComponentsFormatter()
        f.allowedUnits = [.hour, .minute]
        f.unitsStyle = .short
        return f
    }()

    var totalListeningText: String {
        guard case .loaded(let stats) = viewState else { return "" }
        return hoursFormatter.string(from: stats.totalSeconds) ?? ""
    }

    var lastRefreshedText: String? {
        guard let lastRefreshed else { return nil }
        return RelativeDateTimeFormatter().localizedString(for: lastRefreshed, relativeTo: Date())
    }

    func title(for podcastID: String) -> String {
        podcastTitles[podcastID] ?? "Unknown podcast"
    }

    func rangeChanged() {
        Task { await load() }
    }

    func load() async {
        viewState = .loading
        let since = calendar.date(byAdding: .day, value: -range.days, to: Date()) ?? Date()
        do {
            let log = try await history.listeningLog(since: since)
            var perPodcast: [String: TimeInterval] = [:]
            for entry in log {
                perPodcast[entry.podcastID, default: 0] += entry.seconds
            }
            let top = perPodcast.sorted { $0.value > $1.value }.prefix(5)

            // resolve titles in parallel
            let titles = await withTaskGroup(of: (String, String?).self, returning: [String: String].self) { group in
                for (id, _) in top where podcastTitles[id] == nil {
                    group.addTask { [service] in
                        let p = try? await service.fetchPodcast(id: id)
                        return (id, p?.title)
                    }
                }
                var result: [String: String] = [:]
                for await (id, title) in group {
                    if let title { result[id] = title }
                }
                return result
            }
            podcastTitles.merge(titles) { _, new in new }

            let stats = ListeningStats(
                totalSeconds: log.reduce(0) { $0 + $1.seconds },
                episodesFinished: log.filter { $0.seconds > 600 }.count,
                topPodcasts: top.map { (podcast: $0.key, seconds: $0.value) },
                streakDays: streak(from: log.map(\.date))
            )
            viewState = .loaded(stats)
            lastRefreshed = Date()
        } catch {
            viewState = .failed(error.localizedDescription)
        }
    }

    private func streak(from dates: [Date]) -> Int {
        let days = Set(dates.map { calendar.startOfDay(for: $0) })
        var count = 0
        var day = calendar.startOfDay(for: Date())
        while days.contains(day) {
            count += 1
            guard let prev = calendar.date(byAdding: .day, value: -1, to: day) else { break }
            day = prev
        }
        return count
    }
}
