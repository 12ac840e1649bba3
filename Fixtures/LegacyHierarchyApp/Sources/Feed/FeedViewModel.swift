import Combine
import Foundation

@MainActor
final class FeedViewModel: ViewModelType {
    enum Route {
        case article(ArticleViewModel)
        case country(CountriesList.ViewModel)
        case compose
    }

    @Published var route: Route?
    @Published private(set) var articles: [ArticleViewModel] = []
    @Published private(set) var page = 0
    @Published private(set) var isLoadingPage = false
    @Published var onlyBookmarked = false
    @Published private(set) var failure: String?

    #if DEBUG
    @Published var showsDebugOverlay = false
    #else
    let showsDebugOverlay = false
    #endif

    private let articlesService: ArticlesService
    private let countriesService: CountriesService
    private var seenIDs = Set<Article.ID>()

    var visibleArticles: [ArticleViewModel] {
        onlyBookmarked ? articles.filter(\.article.isBookmarked) : articles
    }

    init(
        articlesService: ArticlesService = ArticlesAPI.shared,
        countriesService: CountriesService = RESTCountriesService()
    ) {
        self.articlesService = articlesService
        self.countriesService = countriesService
    }

    func onAppear() {
        guard articles.isEmpty else { return }
        Task { await loadNextPage() }
    }

    func loadNextPage() async {
        guard !isLoadingPage else { return }
        isLoadingPage = true
        defer { isLoadingPage = false }
        do {
            let next = try await articlesService.feed(page: page + 1)
            let fresh = next.filter { seenIDs.insert($0.id).inserted }
            articles += fresh.map { ArticleViewModel(article: $0, service: articlesService) }
            page += 1
            failure = nil
        } catch {
            failure = error.localizedDescription
        }
    }

    func refresh() async {
        page = 0
        seenIDs.removeAll()
        articles.removeAll()
        await loadNextPage()
    }

    func articleTapped(_ article: ArticleViewModel) {
        route = .article(article)
    }

    func countryTapped(code: String) {
        let countries = CountriesList.ViewModel(service: countriesService)
        countries.query = code
        route = .country(countries)
    }

    func composeTapped() {
        route = .compose
    }

    #if DEBUG
    func loadFixtures() {
        let now = Date()
        articles = (1...5).map { index in
            ArticleViewModel(
                article: Article(
                    id: -index, title: "Fixture \(index)", author: "QA", body: "Lorem ipsum",
                    publishedAt: now, countryCode: "PT", likes: index, isBookmarked: index.isMultiple(of: 2)
                ),
                service: articlesService
            )
        }
    }
    #endif
}
