import Foundation

struct Podcast: Identifiable, Equatable, Hashable, Codable, Sendable {
    let id: UUID
    var title: String
    var author: String
    var artworkURL: URL?
    var episodeCount: Int
    var isSubscribed: Bool
}

struct Episode: Identifiable, Equatable, Hashable, Codable, Sendable {
    let id: UUID
    let podcastID: Podcast.ID
    var title: String
    var summary: String
    var duration: TimeInterval
    var publishedAt: Date
    var audioURL: URL
    var artworkURL: URL?

    var formattedDuration: String {
        let minutes = Int(duration) / 60
        return minutes >= 60 ? "\(minutes / 60) h \(minutes % 60) min" : "\(minutes) min"
    }
}

#if DEBUG
extension Episode {
    static let preview = Episode(
        id: UUID(),
        podcastID: UUID(),
        title: "The one about caches",
        summary: "Why every large app ends up with three image caches.",
        duration: 2_760,
        publishedAt: Date(timeIntervalSince1970: 1_700_000_000),
        audioURL: URL(string: "https://cdn.example.com/audio/42.mp3")!,
        artworkURL: nil
    )
}
#endif
