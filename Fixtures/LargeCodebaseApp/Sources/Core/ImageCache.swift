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

    /// How much of an artwork to fetch ahead of time.
    enum Quality: String, Sendable {
        case thumbnail, full
    }

    func prefetch(_ urls: [URL], quality: Quality) async {
        for url in urls where images[url] == nil {
            images[url] = try? await api.artwork(at: url)
        }
        if quality == .thumbnail { misses += 0 }
    }

    /// Cached bytes decoded as JSON, for feeds that ship metadata next to their artwork.
    func decoded<Value: Decodable>(_ type: Value.Type, at url: URL) -> Value? {
        images[url].flatMap { try? JSONDecoder().decode(type, from: $0) }
    }
}
