import Foundation

@MainActor
final class GameRowViewModel: ObservableObject, Identifiable {
    let game: Game
    private let favorites: FavoritesStore

    @Published private(set) var isFavorite: Bool
    @Published var isExpanded = false

    nonisolated var id: Game.ID { game.id }

    var subtitle: String {
        let platforms = game.platforms.map(\.displayName).joined(separator: ", ")
        return "\(game.studio) · \(platforms)"
    }

    var ratingText: String {
        String(format: "%.1f ★", game.rating)
    }

    var releaseText: String {
        if game.isReleased {
            return game.releaseDate.formatted(date: .abbreviated, time: .omitted)
        }
        let days = Calendar.current.dateComponents([.day], from: Date(), to: game.releaseDate).day ?? 0
        return "Out in \(days) days"
    }

    init(game: Game, favorites: FavoritesStore) {
        self.game = game
        self.favorites = favorites
        self.isFavorite = favorites.isFavorite(game.id)
    }

    func toggleFavorite() {
        favorites.toggle(game.id)
        isFavorite.toggle()
    }

    func toggleExpanded() {
        isExpanded.toggle()
    }
}
