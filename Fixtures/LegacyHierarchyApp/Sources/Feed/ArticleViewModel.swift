import Foundation

@MainActor
final class ArticleViewModel: ObservableObject,
                              Identifiable,
                              Equatable {
    @Published private(set) var article: Article
    @Published private(set) var isLiking = false
    @Published var isExpanded = false
    @Published private(set) var lastError: String?

    private let service: ArticlesService
    private static let relativeFormatter = RelativeDateTimeFormatter()

    nonisolated var id: Article.ID {
        MainActor.assumeIsolated { article.id }
    }

    var publishedText: String {
        Self.relativeFormatter.localizedString(for: article.publishedAt, relativeTo: Date())
    }

    var excerpt: String {
        isExpanded ? article.body : String(article.body.prefix(140))
    }

    init(article: Article, service: ArticlesService) {
        self.article = article
        self.service = service
    }

    nonisolated static func == (lhs: ArticleViewModel, rhs: ArticleViewModel) -> Bool {
        lhs === rhs
    }

    func like() {
        guard !isLiking else { return }
        isLiking = true
        article.likes += 1
        Task {
            defer { isLiking = false }
            do {
                article.likes = try await service.like(articleID: article.id)
            } catch {
                article.likes -= 1
                lastError = error.localizedDescription
            }
        }
    }

    func toggleBookmark() {
        article.isBookmarked.toggle()
        let isOn = article.isBookmarked
        Task {
            do {
                try await service.bookmark(articleID: article.id, on: isOn)
            } catch {
                article.isBookmarked = !isOn
                lastError = error.localizedDescription
            }
        }
    }

    func toggleExpanded() {
        isExpanded.toggle()
    }
}
