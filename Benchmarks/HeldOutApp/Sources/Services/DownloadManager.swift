import Foundation

protocol DownloadManaging {
    func download(_ episode: Episode) -> AsyncStream<DownloadState>
    func cancel(episodeID: String)
    func deleteDownload(episodeID: String) throws
    func localFiles() async -> [String: URL]
    func diskUsage() -> Int64
}

final class DownloadManager: NSObject, DownloadManaging, @unchecked Sendable {
    static let shared = DownloadManager()

    private var tasks: [String: URLSessionDownloadTask] = [:]
    private let fileManager = FileManager.default

    private var downloadsDirectory: URL {
        fileManager.urls(for: .documentDirectory, in: .userDomainMask)[0].appendingPathComponent("Downloads")
    }

    func download(_ episode: Episode) -> AsyncStream<DownloadState> {
        AsyncStream { continuation in
            continuation.yield(.queued)
            let task = URLSession.shared.downloadTask(with: episode.audioURL) { [weak self] tmp, _, error in
                guard let self else { return }
                if let error {
                    continuation.yield(.failed(message: error.localizedDescription))
                } else if let tmp {
                    let dest = self.downloadsDirectory.appendingPathComponent("\(episode.id).mp3")
                    try? self.fileManager.moveItem(at: tmp, to: dest)
                    continuation.yield(.downloaded(localURL: dest))
                }
                continuation.finish()
            }
            let observation = task.progress.observe(\.fractionCompleted) { progress, _ in
                continuation.yield(.downloading(progress: progress.fractionCompleted))
            }
            continuation.onTermination = { _ in
                observation.invalidate()
            }
            tasks[episode.id] = task
            task.resume()
        }
    }

    func cancel(episodeID: String) {
        tasks[episodeID]?.cancel()
        tasks[episodeID] = nil
    }

    func deleteDownload(episodeID: String) throws {
        try fileManager.removeItem(at: downloadsDirectory.appendingPathComponent("\(episodeID).mp3"))
    }

    func localFiles() async -> [String: URL] {
        let urls = (try? fileManager.contentsOfDirectory(at: downloadsDirectory, includingPropertiesForKeys: nil)) ?? []
        return Dictionary(uniqueKeysWithValues: urls.map { ($0.deletingPathExtension().lastPathComponent, $0) })
    }

    func diskUsage() -> Int64 {
        let urls = (try? fileManager.contentsOfDirectory(at: downloadsDirectory, includingPropertiesForKeys: [.fileSizeKey])) ?? []
        return urls.reduce(0) { sum, url in
            sum + Int64((try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0)
        }
    }
}
