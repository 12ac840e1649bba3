import Foundation

@MainActor
final class GameDetailViewModel: ObservableObject, Identifiable {
    @Published var game: Game
    @Published var reviews: [Review] = []
    @Published var nextReviewsCursor: String?
    @Published var isLoading = false
    @Published var errorMessage: String?
    @Published var showError = false
    @Published var composer: ReviewComposerViewModel?
    @Published var priceWatch: PriceWatchViewModel?

    var onFinish: () -> Void = {}

    private let service: GamesService
    private let reviewsService: ReviewsService
    private let authorName = UserDefaults.standard.string(forKey: "profile.name") ?? "Anonymous"

    nonisolated let id = UUID()

    var averageStars: Double {
        guard !reviews.isEmpty else { return 0 }
        return Double(reviews.map(\.stars).reduce(0, +)) / Double(reviews.count)
    }

    var canReview: Bool {
        game.isReleased && !reviews.contains { $0.author == authorName }
    }

    init(game: Game, service: GamesService, reviewsService: ReviewsService) {
        self.game = game
        self.service = service
        self.reviewsService = reviewsService
    }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            async let freshGame = service.game(id: game.id)
            async let freshReviews = reviewsService.fetchReviews(for: game.id)
            game = try await freshGame
            reviews = try await freshReviews.sorted { $0.createdAt > $1.createdAt }
        } catch {
            errorMessage = error.localizedDescription
            showError = true
        }
    }

    func reloadReviews() async {
        do {
            (reviews, nextReviewsCursor) = try await reviewsService.reviewPage(for: game.id, after: nil)
        } catch {
            errorMessage = error.localizedDescription
            showError = true
        }
    }

    func writeReviewTapped() {
        composer = ReviewComposerViewModel(
            draft: .draft(for: game.id, author: authorName),
            service: reviewsService,
            onFinish: { [weak self] review in
                self?.reviewFinished(review)
            }
        )
    }

    private func reviewFinished(_ review: Review?) {
        if let review {
            reviews.insert(review, at: 0)
        }
        composer = nil
    }

    func watchPriceTapped() {
        priceWatch = PriceWatchViewModel(watchedGames: [game])
    }

    func deleteReview(_ review: Review) {
        Task {
            do {
                try await reviewsService.delete(reviewID: review.id)
                reviews.removeAll { $0.id == review.id }
            } catch {
                errorMessage = error.localizedDescription
                showError = true
            }
        }
    }

    func closeTapped() {
        onFinish()
    }
}
