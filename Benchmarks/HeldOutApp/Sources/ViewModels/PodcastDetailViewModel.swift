import Foundation
import Combine

final class PodcastDetailViewModel: BaseViewModel {
    @Published private(set) var podcast: Podcast?
    @Published private(set) var episodes: [Episode] = []
    @Published var sortNewestFirst = true
    @Published var activeSheet: Sheet?
    @Published private(set) var isTogglingSubscription = false

    enum Sheet: Identifiable {
        case episode(EpisodeDetailViewModel)
        case share(URL)

        var id: String {
            switch self {
            case .episode(let vm): return "episode-\(vm.episode.id)"
            case .share(let url): return url.absoluteString
            }
        }
    }

    let podcastID: String
    private let service: PodcastServiceProtocol
    var onPlay: ((Episode) -> Void)?

    init(podcastID: String, service: PodcastServiceProtocol = LivePodcastService()) {
        self.podcastID = podcastID
        self.service = service
        super.init()
        load()
    }

    var sortedEpisodes: [Episode] {
        episodes.sorted { sortNewestFirst ? $0.publishedAt > $1.publishedAt : $0.publishedAt < $1.publishedAt }
    }

    var subscribeButtonTitle: String {
        (podcast?.isSubscribed ?? false) ? "Unsubscribe" : "Subscribe"
    }

    func load() {
        perform { [weak self] in
            guard let self else { return }
            async let podcast = self.service.fetchPodcast(id: self.podcastID)
            async let episodes = self.service.fetchEpisodes(podcastID: self.podcastID)
            let (p, e) = try await (podcast, episodes)
            self.podcast = p
            self.episodes = e
        }
    }

    func toggleSubscription() {
        guard var podcast = podcast, !isTogglingSubscription else { return }
        let newValue = !podcast.isSubscribed
        // optimistic update
        podcast.isSubscribed = newValue
        self.podcast = podcast
        isTogglingSubscription = true

        Task {
            defer { isTogglingSubscription = false }
            do {
                try await service.setSubscribed(newValue, podcastID: podcastID)
                NotificationCenter.default.post(name: .subscriptionsDidChange, object: podcastID)
            } catch {
                self.podcast?.isSubscribed = !newValue
                handle(error)
            }
        }
    }

    func open(_ episode: Episode) {
        activeSheet = .episode(EpisodeDetailViewModel(episode: episode, service: service))
    }

    func share() {
        guard let url = podcast?.feedURL else { return }
        activeSheet = .share(url)
    }

    func playLatest() {
        if let latest = sortedEpisodes.first {
            onPlay?(latest)
        }
    }

    func formattedDuration(for episode: Episode) -> String {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = episode.duration >= 3600 ? [.hour, .minute] : [.minute, .second]
        formatter.unitsStyle = .abbreviated
        return formatter.string(from: episode.duration) ?? "--"
    }
}
