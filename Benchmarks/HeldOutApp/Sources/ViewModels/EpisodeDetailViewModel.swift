import Foundation

final class EpisodeDetailViewModel: BaseViewModel, Identifiable {
    let episode: Episode
    @Published private(set) var transcript: String?
    @Published private(set) var transcriptProgressText = ""
    @Published private(set) var notes: [Note] = []
    @Published var addNoteViewModel: AddNoteViewModel?

    private let service: PodcastServiceProtocol
    private let notesRepository: NotesRepository
    private var pollTask: Task<Void, Never>?

    nonisolated var id: String { episode.id }

    init(episode: Episode,
         service: PodcastServiceProtocol,
         notesRepository: NotesRepository = FileNotesRepository()) {
        self.episode = episode
        self.service = service
        self.notesRepository = notesRepository
        super.init()
    }

    private static let dateFormatter: DateFormatter = {
        let f = DateFormatter()
        f.dateStyle = .medium
        f.timeStyle = .none
        return f
    }()

    var publishedText: String {
        Self.dateFormatter.string(from: episode.publishedAt)
    }

    var isNew: Bool {
        Date().timeIntervalSince(episode.publishedAt) < 60 * 60 * 24 * 3
    }

    func task() async {
        await loadNotes()
    }

    func loadNotes() async {
        do {
            notes = try await notesRepository.notes(for: episode.id)
        } catch {
            handle(error)
        }
    }

    /// The backend generates transcripts lazily; poll until it's ready (max ~1 min).
    func startTranscriptPolling() {
        pollTask?.cancel()
        transcriptProgressText = "Requesting transcript…"
        pollTask = Task { [weak self] in
            guard let self else { return }
            for attempt in 1...12 {
                if Task.isCancelled { return }
                do {
                    let status = try await self.service.transcriptStatus(episodeID: self.episode.id)
                    switch status {
                    case .ready(let text):
                        self.transcript = text
                        self.transcriptProgressText = ""
                        return
                    case .processing:
                        self.transcriptProgressText = "Transcribing… (\(attempt))"
                    case .unavailable:
                        self.transcriptProgressText = "No transcript available"
                        return
                    }
                } catch {
                    self.handle(error)
                    return
                }
                try? await Task.sleep(nanoseconds: 5 * NSEC_PER_SEC)
            }
            self.transcriptProgressText = "Still working on it. Check back later."
        }
    }

    func stopPolling() {
        pollTask?.cancel()
        pollTask = nil
    }

    func addNote(at timestamp: TimeInterval) {
        addNoteViewModel = AddNoteViewModel(episodeID: episode.id, timestamp: timestamp, repository: notesRepository) { [weak self] note in
            self?.notes.append(note)
            self?.notes.sort { $0.timestamp < $1.timestamp }
            self?.addNoteViewModel = nil
        }
    }

    func deleteNotes(at offsets: IndexSet) {
        let ids = offsets.map { notes[$0].id }
        notes.remove(atOffsets: offsets)
        Task {
            for id in ids {
                try? await notesRepository.delete(id: id)
            }
        }
    }
}
