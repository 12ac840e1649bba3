import Combine
import Foundation

#if DEBUG
/// Pretends to download, for screenshots and UI tests launched with `-mockDownloads`.
final class MockDownloadManager: ObservableObject, DownloadProviding {
    @Published var states: [Episode.ID: DownloadState] = [:]

    func state(of episodeID: Episode.ID) -> DownloadState {
        states[episodeID] ?? .downloaded(fileURL: URL(fileURLWithPath: "/tmp/\(episodeID).mp3"))
    }

    func download(_ episode: Episode) async throws {
        states[episode.id] = .downloaded(fileURL: URL(fileURLWithPath: "/tmp/\(episode.id).mp3"))
    }

    func cancel(_ episodeID: Episode.ID) {
        states[episodeID] = nil
    }
}
#endif
