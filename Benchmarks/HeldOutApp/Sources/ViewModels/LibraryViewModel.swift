import Foundation
import SwiftUI
import Combine

@MainActor
class LibraryViewModel: ObservableObject {
    enum SortOrder: String, CaseIterable {
        case recentlyUpdated = "Recently Updated"
        case title = "Title"
        case author = "Author"
    }

    @Published var path: [LibraryRoute] = []
    @Published private(set) var subscriptions: [Podcast] = []
    @Published var sortOrder: SortOrder = .recentlyUpdated
    @Published var filterText = ""
    @Published var isRefreshing: Bool = false
    @Published var error: Error?

    weak var coordinator: LibraryCoordinating?
    private let service: PodcastServiceProtocol
    private var cancellables: Set<AnyCancellable> = []
    private var detailViewModels: [String: PodcastDetailViewModel] = [:]

    init(service: PodcastServiceProtocol = LivePodcastService(), coordinator: LibraryCoordinating? = nil) {
        self.service = service
        self.coordinator = coordinator

        NotificationCenter.default.publisher(for: .subscriptionsDidChange)
            .debounce(for: .seconds(1), scheduler: RunLoop.main)
            .sink { [weak self] _ in
                Task { await self?.reload() }
            }
            .store(in: &cancellables)

        Task { await reload() }
    }

    var visibleSubscriptions: [Podcast] {
        let filtered = filterText.isEmpty
            ? subscriptions
            : subscriptions.filter { $0.title.localizedCaseInsensitiveContains(filterText) || $0.author.localizedCaseInsensitiveContains(filterText) }
        switch sortOrder {
        case .recentlyUpdated:
            return filtered.sorted { ($0.lastUpdated ?? .distantPast) > ($1.lastUpdated ?? .distantPast) }
        case .title:
            return filtered.sorted { $0.title.localizedStandardCompare($1.title) == .orderedAscending }
        case .author:
            return filtered.sorted { $0.author < $1.author }
        }
    }

    func reload() async {
        isRefreshing = true
        defer { isRefreshing = false }
        do {
            self.subscriptions = try await service.subscriptions()
        } catch {
            self.error = error
        }
    }

    func detailViewModel(for podcastID: String) -> PodcastDetailViewModel {
        if let existing = detailViewModels[podcastID] { return existing }
        let vm = PodcastDetailViewModel(podcastID: podcastID, service: service)
        vm.onPlay = { [weak self] episode in
            self?.coordinator?.showPlayer(for: episode)
        }
        detailViewModels[podcastID] = vm
        return vm
    }

    func open(_ podcast: Podcast) {
        path.append(.podcast(id: podcast.id))
    }

    func openDownloads() { path.append(.downloads) }
    func openStats() { path.append(.stats) }

    func popToRoot() {
        path.removeAll()
    }

    func settingsTapped() {
        coordinator?.showSettings()
    }

    func unsubscribe(at offsets: IndexSet) {
        let targets = offsets.map { visibleSubscriptions[$0] }
        subscriptions.removeAll { p in targets.contains(where: { $0.id == p.id }) }
        Task {
            for podcast in targets {
                do {
                    try await service.setSubscribed(false, podcastID: podcast.id)
                } catch {
                    self.error = error
                    await reload()
                    break
                }
            }
        }
    }

    func handleDeepLink(_ url: URL) -> Bool {
        guard url.scheme == "castaway" else { return false }
        let parts = url.pathComponents.filter { $0 != "/" }
        switch (url.host, parts.first) {
        case ("podcast", let id?):
            popToRoot()
            path.append(.podcast(id: id))
            return true
        case ("downloads", _):
            path = [.downloads]
            return true
        default:
            return false
        }
    }
}
