import Foundation

struct UserAccount: Identifiable, Equatable, Codable, Sendable {
    let id: UUID
    var displayName: String
    var email: String
    var isPremium: Bool
}

enum DownloadState: Equatable, Sendable {
    case notDownloaded
    case downloading(progress: Double)
    case downloaded(fileURL: URL)
    case failed(message: String)

    var isActive: Bool {
        if case .downloading = self { return true }
        return false
    }
}

enum PlaybackRate: Double, CaseIterable, Equatable, Sendable {
    case normal = 1.0
    case faster = 1.5
    case fastest = 2.0
}
