import Combine
import Foundation

/// Decides which screen is on top; the root view observes it.
@MainActor
final class AppCoordinator: ObservableObject {
    enum Route {
        case podcast(PodcastDetailViewModel)
        case settings(SettingsViewModel)
    }

    @Published var route: Route?
    @Published var isShowingSearch = false

    lazy var library = LibraryViewModel(api: api, imageCache: imageCache)

    private let api: PodcastAPI
    private let imageCache: ImageCache
    private let settings: AppSettingsStore
    private let downloads: DownloadProviding

    init(
        api: PodcastAPI,
        imageCache: ImageCache,
        settings: AppSettingsStore,
        downloads: DownloadProviding = DownloadManager.shared
    ) {
        self.api = api
        self.imageCache = imageCache
        self.settings = settings
        self.downloads = downloads
    }

    func showPodcast(_ podcast: Podcast) {
        route = .podcast(PodcastDetailViewModel(podcast: podcast, api: api, imageCache: imageCache, downloads: downloads))
    }

    func showSettings() {
        route = .settings(SettingsViewModel(settings: settings))
    }

    func showSearch() {
        isShowingSearch = true
    }

    func dismiss() {
        route = nil
        isShowingSearch = false
    }
}
