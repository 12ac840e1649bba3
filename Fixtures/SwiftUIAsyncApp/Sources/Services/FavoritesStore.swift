import Foundation

final class FavoritesStore: @unchecked Sendable {
    static let shared = FavoritesStore()

    private let defaults: UserDefaults
    private let key = "favorite-game-ids"

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    var favoriteIDs: Set<Game.ID> {
        let strings = defaults.stringArray(forKey: key) ?? []
        return Set(strings.compactMap(UUID.init(uuidString:)))
    }

    func isFavorite(_ id: Game.ID) -> Bool {
        favoriteIDs.contains(id)
    }

    func toggle(_ id: Game.ID) {
        var ids = favoriteIDs
        if ids.contains(id) {
            ids.remove(id)
        } else {
            ids.insert(id)
        }
        defaults.set(ids.map(\.uuidString), forKey: key)
    }

    func removeAll() {
        defaults.removeObject(forKey: key)
    }
}
