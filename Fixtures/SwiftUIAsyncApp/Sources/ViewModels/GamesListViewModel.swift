import Foundation
import SwiftUI

@MainActor
final class GamesListViewModel: ObservableObject {
    @Published var games: [Game] = []
    @Published var rows: [GameRowViewModel] = []
    @Published var detail: GameDetailViewModel?
    @Published var query = ""
    @Published var sort: SortOrder = .popular
    @Published var isLoading = false
    @Published var errorMessage: String?
    @Published var showError = false
    @Published private(set) var searchResults: [Game] = []
    @Published private(set) var lastRefreshed: Date?

    private let service: GamesService
    private let reviewsService: ReviewsService
    private let favorites: FavoritesStore
    private var nextCursor: String?
    private var searchTask: Task<Void, Never>?

    var visibleGames: [Game] {
        query.isEmpty ? games : searchResults
    }

    var hasMorePages: Bool {
        nextCursor != nil
    }

    var emptyStateText: String {
        if isLoading { return "Loading…" }
        return query.isEmpty ? "No games yet." : "No results for \u{201C}\(query)\u{201D}."
    }

    init(
        service: GamesService = LiveGamesService(),
        reviewsService: ReviewsService = LiveReviewsService(),
        favorites: FavoritesStore = .shared
    ) {
        self.service = service
        self.reviewsService = reviewsService
        self.favorites = favorites
    }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            let page = try await service.fetchPage(sort: sort)
            games = page.games
            nextCursor = page.nextCursor
            rows = page.games.map { GameRowViewModel(game: $0, favorites: favorites) }
            lastRefreshed = Date()
        } catch {
            errorMessage = error.localizedDescription
            showError = true
        }
    }

    func loadNextPage() async {
        guard let cursor = nextCursor, !isLoading else { return }
        isLoading = true
        defer { isLoading = false }
        do {
            let page = try await service.fetchPage(cursor: cursor, sort: sort)
            games.append(contentsOf: page.games)
            rows.append(contentsOf: page.games.map { GameRowViewModel(game: $0, favorites: favorites) })
            nextCursor = page.nextCursor
        } catch {
            errorMessage = error.localizedDescription
            showError = true
        }
    }

    func refresh() {
        Task { await load() }
    }

    func sortChanged(to newValue: SortOrder) {
        sort = newValue
        UserDefaults.standard.set(newValue.rawValue, forKey: "games.sort")
        Task {
            await load()
        }
    }

    func queryChanged() {
        searchTask?.cancel()
        let query = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !query.isEmpty else {
            searchResults = []
            return
        }
        searchTask = Task { [weak self] in
            try? await Task.sleep(nanoseconds: 300_000_000)
            guard !Task.isCancelled else { return }
            await self?.search(query)
        }
    }

    private func search(_ text: String) async {
        do {
            searchResults = try await service.search(text)
        } catch is CancellationError {
            return
        } catch {
            errorMessage = error.localizedDescription
            showError = true
        }
    }

    func select(_ game: Game) {
        let detail = GameDetailViewModel(game: game, service: service, reviewsService: reviewsService)
        detail.onFinish = { [weak self] in
            self?.detail = nil
        }
        self.detail = detail
    }

    func dismissError() {
        showError = false
        errorMessage = nil
    }

    func removeRows(at offsets: IndexSet) {
        let ids = offsets.map { rows[$0].game.id }
        rows.remove(atOffsets: offsets)
        games.removeAll { ids.contains($0.id) }
    }
}
