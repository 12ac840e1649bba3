import Combine
import Foundation

/// Downloads episodes for offline listening; one queue for the whole app, shared across tasks (`@unchecked`).
final class DownloadManager: ObservableObject, DownloadProviding, @unchecked Sendable {
    static let shared = DownloadManager()

    @Published private(set) var states: [Episode.ID: DownloadState] = [:]
    @Published private(set) var activeCount = 0

    func state(of episodeID: Episode.ID) -> DownloadState {
        states[episodeID] ?? .notDownloaded
    }

    func download(_ episode: Episode) async throws {
        states[episode.id] = .downloading(progress: 0)
        activeCount += 1
        defer { activeCount -= 1 }
        do {
            let (fileURL, _) = try await URLSession.shared.download(from: episode.audioURL)
            states[episode.id] = .downloaded(fileURL: fileURL)
        } catch {
            states[episode.id] = .failed(message: error.localizedDescription)
            throw error
        }
    }

    func cancel(_ episodeID: Episode.ID) {
        states[episodeID] = .notDownloaded
    }
}
