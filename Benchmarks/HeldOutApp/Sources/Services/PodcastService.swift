import Foundation

protocol PodcastServiceProtocol {
    func fetchFeed(cursor: String?) async throws -> Page<Episode>
    func fetchPodcast(id: String) async throws -> Podcast
    func fetchEpisodes(podcastID: String) async throws -> [Episode]
    func setSubscribed(_ subscribed: Bool, podcastID: String) async throws
    func subscriptions() async throws -> [Podcast]
    func transcriptStatus(episodeID: String) async throws -> TranscriptStatus
}

enum TranscriptStatus: Equatable {
    case processing
    case ready(String)
    case unavailable
}

final class LivePodcastService: PodcastServiceProtocol {
    private let api: APIClient

    init(api: APIClient = .shared) {
        self.api = api
    }

    func fetchFeed(cursor: String?) async throws -> Page<Episode> {
        var query: [String: String] = ["limit": "25"]
        if let cursor = cursor { query["cursor"] = cursor }
        return try await api.get("feed", query: query)
    }

    func fetchPodcast(id: String) async throws -> Podcast {
        try await api.get("podcasts/\(id)")
    }

    func fetchEpisodes(podcastID: String) async throws -> [Episode] {
        let page: Page<Episode> = try await api.get("podcasts/\(podcastID)/episodes")
        return page.items
    }

    func setSubscribed(_ subscribed: Bool, podcastID: String) async throws {
        try await api.post("subscriptions", body: ["podcast_id": podcastID, "subscribed": subscribed])
    }

    func subscriptions() async throws -> [Podcast] {
        let page: Page<Podcast> = try await api.get("subscriptions")
        return page.items
    }

    func transcriptStatus(episodeID: String) async throws -> TranscriptStatus {
        struct Response: Decodable { let status: String; let text: String? }
        let r: Response = try await api.get("episodes/\(episodeID)/transcript")
        switch r.status {
        case "ready": return .ready(r.text ?? "")
        case "processing": return .processing
        default: return .unavailable
        }
    }
}
