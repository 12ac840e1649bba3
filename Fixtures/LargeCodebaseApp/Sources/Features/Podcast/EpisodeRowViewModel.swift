import Combine
import Foundation

@MainActor
final class EpisodeRowViewModel: ObservableObject, Identifiable {
    @Published var episode: Episode
    @Published var artwork: Data?
    @Published var isExpanded = false

    nonisolated let id = UUID()

    private let imageCache: ImageCache

    init(episode: Episode, imageCache: ImageCache) {
        self.episode = episode
        self.imageCache = imageCache
    }

    func loadArtwork() async {
        guard let url = episode.artworkURL else { return }
        artwork = await imageCache.image(for: url)
    }

    func prefetchArtwork() async {
        guard let url = episode.artworkURL else { return }
        await imageCache.prefetch([url], quality: .thumbnail)
    }

    func toggleExpanded() {
        isExpanded.toggle()
    }
}
