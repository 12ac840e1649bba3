import Foundation

@testable import LargeCodebaseApp

final class MockPodcastAPI: PodcastAPI, @unchecked Sendable {
    var podcasts: [Podcast] = []
    var episodes: [Episode] = []
    var error: Error?

    func subscriptions() async throws -> [Podcast] {
        if let error { throw error }
        return podcasts
    }

    func episodes(of podcastID: Podcast.ID) async throws -> [Episode] {
        episodes.filter { $0.podcastID == podcastID }
    }

    func search(_ query: String) async throws -> [Podcast] {
        podcasts.filter { $0.title.localizedCaseInsensitiveContains(query) }
    }

    func artwork(at url: URL) async throws -> Data {
        Data()
    }

    func get<Value: Decodable>(_ path: String) async throws -> Value {
        throw error ?? PodcastAPIError.server(status: 404)
    }
}
