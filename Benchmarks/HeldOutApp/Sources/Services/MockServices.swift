#if DEBUG
import Foundation

final class MockPodcastService: PodcastServiceProtocol {
    var episodes: [Episode] = (1...30).map { i in
        Episode(id: "e\(i)", podcastID: "p1", title: "Episode \(i)", publishedAt: Date().addingTimeInterval(Double(-i) * 86_400),
                duration: 1800, audioURL: URL(string: "https://example.com/\(i).mp3")!, showNotes: "Notes for \(i)")
    }
    var shouldFail = false

    func fetchFeed(cursor: String?) async throws -> Page<Episode> {
        if shouldFail { throw APIError.offline }
        let start = Int(cursor ?? "0") ?? 0
        let slice = Array(episodes[start..<min(start + 10, episodes.count)])
        return Page(items: slice, nextCursor: start + 10 < episodes.count ? String(start + 10) : nil)
    }
    func fetchPodcast(id: String) async throws -> Podcast {
        Podcast(id: id, title: "Mock Show", author: "Someone", summary: "A show.", feedURL: URL(string: "https://example.com/feed")!)
    }
    func fetchEpisodes(podcastID: String) async throws -> [Episode] { episodes }
    func setSubscribed(_ subscribed: Bool, podcastID: String) async throws {}
    func subscriptions() async throws -> [Podcast] { [try await fetchPodcast(id: "p1")] }
    func transcriptStatus(episodeID: String) async throws -> TranscriptStatus { .ready("Hello world") }
}
#endif
