import Foundation

/// Whether explicit episodes are hidden, kept in the defaults it is handed, and which podcasts are blocked.
final class ExplicitContentManager {
    private let defaults: UserDefaults

    var hidesExplicit = false {
        didSet { defaults.set(hidesExplicit, forKey: "hidesExplicit") }
    }
    private(set) var blockedCount = 0
    private var blocked: Set<Podcast.ID> = []

    init(defaults: UserDefaults) {
        self.defaults = defaults
        hidesExplicit = defaults.bool(forKey: "hidesExplicit")
    }

    func block(_ podcastID: Podcast.ID) {
        blocked.insert(podcastID)
        blockedCount = blocked.count
    }
}
