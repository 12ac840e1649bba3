import Foundation
import Combine

@MainActor
final class FeedViewModel: ObservableObject {
    enum State: Equatable {
        case idle
        case loading
        case loaded([Episode])
        case empty
        case failed(String)
    }

    @Published private(set) var state: State = .idle
    @Published private(set) var isLoadingMore = false
    @Published var selectedEpisode: Episode?
    @Published var detailViewModel: EpisodeDetailViewModel?

    private var episodes: [Episode] = []
    private var nextCursor: String?
    private let service: PodcastServiceProtocol
    private let player: PlayerViewModel
    private var observers: [NSObjectProtocol] = []

    init(service: PodcastServiceProtocol = LivePodcastService(), player: PlayerViewModel) {
        self.service = service
        self.player = player

        let token = NotificationCenter.default.addObserver(forName: .newEpisodesAvailable, object: nil, queue: .main) { [weak self] _ in
            Task { await self?.refresh() }
        }
        observers.append(token)
    }

    deinit {
        observers.forEach(NotificationCenter.default.removeObserver)
    }

    var canLoadMore: Bool {
        nextCursor != nil && !isLoadingMore
    }

    func onAppear() {
        guard case .idle = state else { return }
        state = .loading
        Task {
            await loadFirstPage()
        }
    }

    func refresh() async {
        nextCursor = nil
        await loadFirstPage()
    }

    private func loadFirstPage() async {
        do {
            let page = try await service.fetchFeed(cursor: nil)
            episodes = page.items
            nextCursor = page.nextCursor
            state = episodes.isEmpty ? .empty : .loaded(episodes)
        } catch {
            state = .failed(error.localizedDescription)
        }
    }

    func loadMoreIfNeeded(currentItem item: Episode) {
        guard let last = episodes.last, last.id == item.id, canLoadMore else {
            return
        }
        isLoadingMore = true
        Task { [weak self] in
            guard let self = self else { return }
            defer { self.isLoadingMore = false }
            do {
                let page = try await self.service.fetchFeed(cursor: self.nextCursor)
                self.episodes.append(contentsOf: page.items)
                self.nextCursor = page.nextCursor
                self.state = .loaded(self.episodes)
            } catch {
                // Pagination failures are silent; user can scroll again to retry.
                print("loadMore failed: \(error)")
            }
        }
    }

    func didSelect(_ episode: Episode) {
        selectedEpisode = episode
        detailViewModel = EpisodeDetailViewModel(episode: episode, service: service)
    }

    func play(_ episode: Episode) {
        player.start(episode: episode)
    }

    func markPlayed(_ episode: Episode) {
        guard let index = episodes.firstIndex(where: { $0.id == episode.id }) else { return }
        episodes[index].isPlayed = true
        if case .loaded = state {
            state = .loaded(episodes)
        }
    }

    func retry() {
        state = .loading
        Task { await loadFirstPage() }
    }
}
