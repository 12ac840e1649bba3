import Foundation

/// The episodes queued to play next. Its rows are small reference types, and its loading state carries the retry
/// closure the screen's button calls and the error it failed with, as real code often does.
@MainActor
final class UpNextViewModel: ObservableObject {
    final class Row {
        let title: String
        var isPlayed: Bool

        init(title: String, isPlayed: Bool) {
            self.title = title
            self.isPlayed = isPlayed
        }
    }

    enum Status {
        case idle
        case failed(message: String, retry: () -> Void)
        case unavailable(Error)
    }

    @Published var rows: [Row] = []
    @Published var status: Status = .idle

    /// Set by the screen presenting the queue; the view calls them itself.
    var onClose: (() -> Void)?
    var onPlay: ((String) -> Void)?

    func add(_ title: String) {
        rows.append(Row(title: title, isPlayed: false))
    }

    func clear() {
        rows = []
        status = .idle
    }
}
