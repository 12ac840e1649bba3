import Foundation

protocol NotesRepository {
    func notes(for episodeID: String) async throws -> [Note]
    func save(_ note: Note) async throws
    func delete(id: UUID) async throws
}

actor FileNotesRepository: NotesRepository {
    private var cache: [UUID: Note] = [:]
    private let url: URL

    init(url: URL = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0].appendingPathComponent("notes.json")) {
        self.url = url
    }

    func notes(for episodeID: String) async throws -> [Note] {
        try loadIfNeeded()
        return cache.values.filter { $0.episodeID == episodeID }.sorted { $0.timestamp < $1.timestamp }
    }

    func save(_ note: Note) async throws {
        try loadIfNeeded()
        cache[note.id] = note
        try persist()
    }

    func delete(id: UUID) async throws {
        cache[id] = nil
        try persist()
    }

    private func loadIfNeeded() throws {
        guard cache.isEmpty, FileManager.default.fileExists(atPath: url.path) else { return }
        let data = try Data(contentsOf: url)
        let notes = try JSONDecoder().decode([Note].self, from: data)
        cache = Dictionary(uniqueKeysWithValues: notes.map { ($0.id, $0) })
    }

    private func persist() throws {
        let data = try JSONEncoder().encode(Array(cache.values))
        try data.write(to: url, options: .atomic)
    }
}

protocol InboxServiceType {
    func fetchInbox(completion: @escaping @Sendable (Result<[InboxItem], Error>) -> Void)
    func markRead(ids: [UUID], completion: @escaping @Sendable (Bool) -> Void)
}

final class InboxService: InboxServiceType, @unchecked Sendable {
    private let podcasts: PodcastServiceProtocol
    init(podcasts: PodcastServiceProtocol = LivePodcastService()) { self.podcasts = podcasts }

    func fetchInbox(completion: @escaping @Sendable (Result<[InboxItem], Error>) -> Void) {
        Task {
            do {
                let page = try await podcasts.fetchFeed(cursor: nil)
                let items = page.items.map { InboxItem(id: UUID(), episode: $0, receivedAt: $0.publishedAt, isRead: $0.isPlayed) }
                completion(.success(items))
            } catch {
                completion(.failure(error))
            }
        }
    }

    func markRead(ids: [UUID], completion: @escaping @Sendable (Bool) -> Void) {
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { completion(true) }
    }
}
