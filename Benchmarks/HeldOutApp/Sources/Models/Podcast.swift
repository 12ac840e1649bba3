import Foundation

struct Podcast: Identifiable, Codable, Hashable {
    let id: String
    var title: String
    var author: String
    var artworkURL: URL?
    var summary: String
    var feedURL: URL
    var isSubscribed: Bool = false
    var lastUpdated: Date?
}

struct Episode: Identifiable, Codable, Hashable {
    let id: String
    let podcastID: String
    var title: String
    var publishedAt: Date
    var duration: TimeInterval
    var audioURL: URL
    var showNotes: String
    var playbackPosition: TimeInterval = 0
    var isPlayed: Bool = false

    var remaining: TimeInterval { max(0, duration - playbackPosition) }
}

struct Page<T: Codable>: Codable {
    let items: [T]
    let nextCursor: String?
    var hasMore: Bool { nextCursor != nil }
}

struct Note: Identifiable, Codable, Equatable {
    let id: UUID
    var episodeID: String
    var timestamp: TimeInterval
    var text: String
    var createdAt: Date
}

struct User: Codable, Equatable {
    let id: String
    var displayName: String
    var email: String
    var isPremium: Bool
}

struct InboxItem: Hashable {
    let id: UUID
    let episode: Episode
    let receivedAt: Date
    var isRead: Bool
}

enum DownloadState: Equatable {
    case notDownloaded
    case queued
    case downloading(progress: Double)
    case downloaded(localURL: URL)
    case failed(message: String)
}

struct ListeningStats: Equatable {
    var totalSeconds: TimeInterval
    var episodesFinished: Int
    var topPodcasts: [(podcast: String, seconds: TimeInterval)]
    var streakDays: Int

    static func == (lhs: ListeningStats, rhs: ListeningStats) -> Bool {
        lhs.totalSeconds == rhs.totalSeconds && lhs.episodesFinished == rhs.episodesFinished && lhs.streakDays == rhs.streakDays
    }

    static let empty = ListeningStats(totalSeconds: 0, episodesFinished: 0, topPodcasts: [], streakDays: 0)
}
