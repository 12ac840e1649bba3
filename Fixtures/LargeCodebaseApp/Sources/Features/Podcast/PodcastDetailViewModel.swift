import Combine
import Foundation

@MainActor
final class PodcastDetailViewModel: ObservableObject, Identifiable {
    @Published var podcast: Podcast
    @Published var episodes: [Episode] = []
    @Published var rows: [EpisodeRowViewModel] = []
    @Published var artwork: Data?
    @Published var isLoading = false
    @Published var errorMessage: String?
    @Published var chapters: [String] = []

    nonisolated let id = UUID()

    private let api: PodcastAPI
    private let imageCache: ImageCache
    private let downloads: DownloadProviding

    init(podcast: Podcast, api: PodcastAPI, imageCache: ImageCache, downloads: DownloadProviding) {
        self.podcast = podcast
        self.api = api
        self.imageCache = imageCache
        self.downloads = downloads
    }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            episodes = try await api.episodes(of: podcast.id)
            rows = episodes.map { EpisodeRowViewModel(episode: $0, imageCache: imageCache) }
        } catch {
            CrashReporter.shared.record("episodes failed for \(podcast.id)")
            errorMessage = error.localizedDescription
        }
    }

    func loadArtwork() async {
        guard let url = podcast.artworkURL else { return }
        artwork = await imageCache.image(for: url)
    }

    func loadCachedChapters() {
        guard let url = podcast.artworkURL else { return }
        chapters = imageCache.decoded([String].self, at: url) ?? []
    }

    func download(_ episode: Episode) async {
        do {
            try await downloads.download(episode)
        } catch {
            CrashReporter.shared.record("download failed", level: 2)
            errorMessage = error.localizedDescription
        }
    }
}
