import Foundation
import Observation

/// Artwork in memory, keyed by URL; one instance is passed to every screen that shows artwork.
@Observable
final class ImageCache {
    private(set) var images: [URL: Data] = [:]
    private(set) var misses = 0

    @ObservationIgnored private let api: PodcastAPI

    init(api: PodcastAPI) {
        self.api = api
    }

    func image(for url: URL) async -> Data? {
        if let cached = images[url] { return cached }
        misses += 1
        guard let data = try? await api.artwork(at: url) else { return nil }
        images[url] = data
        return data
    }

    func removeAll() {
        images = [:]
    }
}
