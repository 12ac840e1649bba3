import Combine
import Foundation

@MainActor
final class LibraryViewModel: ObservableObject {
    @Published var podcasts: [Podcast] = []
    @Published var isLoading = false
    @Published var errorMessage: String?
    @Published var showsUnsubscribed = false
    @Published var featured: [Podcast] = []

    let filterText: PublishedBox<String> = PublishedBox("")

    private let api: PodcastAPI
    private let imageCache: ImageCache
    private let session: SessionProviding

    init(api: PodcastAPI, imageCache: ImageCache, session: SessionProviding = SessionManager.shared) {
        self.api = api
        self.imageCache = imageCache
        self.session = session
    }

    var visiblePodcasts: [Podcast] {
        showsUnsubscribed ? podcasts : podcasts.filter(\.isSubscribed)
    }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            podcasts = try await api.subscriptions()
            errorMessage = nil
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    func loadFeatured() async {
        do {
            let picks: [Podcast] = try await api.get("featured")
            featured = picks
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    func toggleUnsubscribed() {
        showsUnsubscribed.toggle()
    }

    func signOutTapped() {
        session.signOut()
        podcasts = []
    }
}
