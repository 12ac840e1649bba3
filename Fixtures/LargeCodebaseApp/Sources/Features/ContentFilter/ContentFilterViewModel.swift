import Foundation

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

    init(manager: ExplicitContentManager) {
        self.manager = manager
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
}
