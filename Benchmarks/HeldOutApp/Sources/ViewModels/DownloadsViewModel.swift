import Foundation
import Observation

@MainActor
@Observable
final class DownloadsViewModel {
    struct Row: Identifiable, Equatable {
        let episode: Episode
        var state: DownloadState
        var id: String { episode.id }
    }

    private(set) var rows: [Row] = []
    var isEditing = false
    var error: String?
    private(set) var isDownloadingAll = false

    private let manager: DownloadManaging
    private let service: PodcastServiceProtocol
    private var activeTasks: [String: Task<Void, Never>] = [:]

    init(manager: DownloadManaging = DownloadManager.shared, service: PodcastServiceProtocol = LivePodcastService()) {
        self.manager = manager
        self.service = service
    }

    var totalProgress: Double {
        let downloading = rows.compactMap { row -> Double? in
            if case .downloading(let p) = row.state { return p }
            return nil
        }
        guard !downloading.isEmpty else { return 0 }
        return downloading.reduce(0, +) / Double(downloading.count)
    }

    var hasActiveDownloads: Bool { !activeTasks.isEmpty }

    func load() async {
        let files = await manager.localFiles()
        do {
            let feed = try await service.fetchFeed(cursor: nil)
            rows = feed.items.map { episode in
                if let url = files[episode.id] {
                    return Row(episode: episode, state: .downloaded(localURL: url))
                }
                return Row(episode: episode, state: .notDownloaded)
            }
        } catch {
            self.error = error.localizedDescription
        }
    }

    func download(_ episode: Episode) {
        guard activeTasks[episode.id] == nil else { return }
        activeTasks[episode.id] = Task { [weak self] in
            guard let stream = self?.manager.download(episode) else { return }
            for await state in stream {
                self?.update(episode.id, state: state)
            }
            self?.activeTasks[episode.id] = nil
        }
    }

    func downloadAll() async {
        isDownloadingAll = true
        defer { isDownloadingAll = false }
        let pending = rows.filter { $0.state == .notDownloaded }.map(\.episode)
        await withTaskGroup(of: (String, DownloadState).self) { group in
            for episode in pending.prefix(4) {
                group.addTask { [manager] in
                    var last: DownloadState = .queued
                    for await state in manager.download(episode) {
                        last = state
                    }
                    return (episode.id, last)
                }
            }
            for await (id, state) in group {
                update(id, state: state)
            }
        }
    }

    func cancel(_ row: Row) {
        activeTasks[row.id]?.cancel()
        activeTasks[row.id] = nil
        manager.cancel(episodeID: row.id)
        update(row.id, state: .notDownloaded)
    }

    func delete(at offsets: IndexSet) {
        for index in offsets {
            let row = rows[index]
            do {
                try manager.deleteDownload(episodeID: row.id)
                rows[index].state = .notDownloaded
            } catch {
                self.error = "Couldn't delete \(row.episode.title)"
            }
        }
    }

    private func update(_ id: String, state: DownloadState) {
        guard let idx = rows.firstIndex(where: { $0.id == id }) else { return }
        rows[idx].state = state
    }
}
