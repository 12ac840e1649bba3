import Foundation

/// What a screen calls when the user is done with it.
typealias DoneAction = () -> Void

/// The explicit-content switch: it mirrors the manager, which owns the setting.
@MainActor
final class ContentFilterViewModel: ObservableObject {
    @Published var hidesExplicit: Bool {
        didSet {
            if hidesExplicit != manager.hidesExplicit {
                set(hidesExplicit: hidesExplicit)
            }
        }
    }
    @Published var blockedCount: Int
    @Published var lastBlocked: Podcast.ID?

    private let manager: ExplicitContentManager
    private let onDone: DoneAction

    init(manager: ExplicitContentManager, onDone: @escaping DoneAction) {
        self.manager = manager
        self.onDone = onDone
        hidesExplicit = manager.hidesExplicit
        blockedCount = manager.blockedCount
    }

    func set(hidesExplicit: Bool) {
        manager.hidesExplicit = hidesExplicit
    }

    func block(_ podcastID: Podcast.ID) {
        manager.block(podcastID)
        lastBlocked = podcastID
        blockedCount = manager.blockedCount
    }

    /// Forgets the last block; the list's reset button also clears the count on screen.
    func forgetLastBlocked(clearingCount: Bool = false) {
        lastBlocked = nil
        if clearingCount {
            blockedCount = 0
        }
    }

    func doneTapped() {
        onDone()
    }
}
