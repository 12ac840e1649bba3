import Foundation
import SwiftUI

@MainActor
final class AddNoteViewModel: ObservableObject, Identifiable {
    let id = UUID()
    @Published var text = ""
    @Published var includeTimestamp = true
    @Published private(set) var isSaving = false
    @Published var validationMessage: String?

    let episodeID: String
    let timestamp: TimeInterval
    private let repository: NotesRepository
    private let onSave: (Note) -> Void

    static let maxLength = 500

    init(episodeID: String, timestamp: TimeInterval, repository: NotesRepository, onSave: @escaping (Note) -> Void) {
        self.episodeID = episodeID
        self.timestamp = timestamp
        self.repository = repository
        self.onSave = onSave
    }

    var remainingCharacters: Int { Self.maxLength - text.count }

    var canSave: Bool {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return !trimmed.isEmpty && remainingCharacters >= 0 && !isSaving
    }

    var timestampLabel: String {
        let minutes = Int(timestamp) / 60, seconds = Int(timestamp) % 60
        return String(format: "%d:%02d", minutes, seconds)
    }

    func textChanged(_ newValue: String) {
        if newValue.count > Self.maxLength {
            validationMessage = "Notes are limited to \(Self.maxLength) characters."
        } else {
            validationMessage = nil
        }
    }

    func save() async -> Bool {
        guard canSave else { return false }
        isSaving = true
        defer { isSaving = false }

        let note = Note(id: UUID(),
                        episodeID: episodeID,
                        timestamp: includeTimestamp ? timestamp : 0,
                        text: text.trimmingCharacters(in: .whitespacesAndNewlines),
                        createdAt: Date())
        do {
            try await repository.save(note)
            onSave(note)
            return true
        } catch {
            validationMessage = "Couldn't save note: \(error.localizedDescription)"
            return false
        }
    }
}
