import Combine
import Foundation

/// Refreshes every subscription in the background when the app starts.
final class FeedRefreshController: ObservableObject {
    @Published private(set) var lastRefresh: Date?
    @Published private(set) var isRefreshing = false
    @Published private(set) var failures = 0

    private let api: PodcastAPI

    init(api: PodcastAPI) {
        self.api = api
    }

    func refreshAll() async {
        isRefreshing = true
        defer { isRefreshing = false }
        do {
            _ = try await api.subscriptions()
            lastRefresh = Date()
        } catch {
            failures += 1
        }
    }
}
