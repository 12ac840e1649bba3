import SwiftUI

@main
struct PodcastApp: App {
    @StateObject private var coordinator: AppCoordinator
    @StateObject private var player = PlayerViewModel()
    @StateObject private var style = PlayerStyle()
    @StateObject private var refresher = FeedRefreshController(api: LivePodcastAPI())

    init() {
        let api = LivePodcastAPI()
        _coordinator = StateObject(
            wrappedValue: AppCoordinator(api: api, imageCache: ImageCache(api: api), settings: AppSettingsStore()))
    }

    var body: some Scene {
        WindowGroup {
            RootView(coordinator: coordinator)
                .environmentObject(player)
                .environmentObject(style)
                .environmentObject(SessionManager.shared)
                .task { await refresher.refreshAll() }
        }
    }
}
