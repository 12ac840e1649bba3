import Foundation

@MainActor
final class ReviewComposerViewModel: ObservableObject, Identifiable {
    @Published var text: String
    @Published var stars: Int
    @Published var isSubmitting = false
    @Published var errorMessage: String?
    @Published var showDiscardConfirmation = false

    private var draft: Review
    private let service: ReviewsService
    private let onFinish: (Review?) -> Void
    private let maxLength = 500

    nonisolated let id = UUID()

    var remainingCharacters: Int {
        maxLength - text.count
    }

    var canSubmit: Bool {
        !isSubmitting && !text.trimmingCharacters(in: .whitespaces).isEmpty && remainingCharacters >= 0
    }

    var hasChanges: Bool {
        !text.isEmpty || stars != draft.stars
    }

    init(draft: Review, service: ReviewsService, onFinish: @escaping (Review?) -> Void) {
        self.draft = draft
        self.text = draft.text
        self.stars = draft.stars
        self.service = service
        self.onFinish = onFinish
    }

    func setStars(_ value: Int) {
        stars = min(max(value, 1), 5)
    }

    func submit() async {
        guard canSubmit else { return }
        isSubmitting = true
        defer { isSubmitting = false }
        draft.text = text
        draft.stars = stars
        draft.createdAt = Date()
        do {
            let saved = try await service.submit(draft)
            onFinish(saved)
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    func cancelTapped() {
        if hasChanges {
            showDiscardConfirmation = true
        } else {
            onFinish(nil)
        }
    }

    func discardConfirmed() {
        showDiscardConfirmation = false
        onFinish(nil)
    }
}
