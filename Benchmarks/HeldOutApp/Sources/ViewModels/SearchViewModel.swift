import Foundation
import Combine

final class SearchViewModel: ObservableObject {

    @Published var query: String = ""
    @Published private(set) var results: [Podcast] = []
    @Published private(set) var trending: [Podcast] = []
    @Published private(set) var isSearching = false
    @Published var error: Error?
    @Published private(set) var recentSearches: [String]

    private let searchService: SearchServiceType
    private let defaults: UserDefaults
    private var cancellables = Set<AnyCancellable>()
    private static let recentsKey = "recentSearches"

    init(searchService: SearchServiceType = ITunesSearchService(),
         defaults: UserDefaults = .standard) {
        self.searchService = searchService
        self.defaults = defaults
        self.recentSearches = defaults.stringArray(forKey: Self.recentsKey) ?? []
        bind()
    }

    private func bind() {
        $query
            .removeDuplicates()
            .debounce(for: .milliseconds(350), scheduler: DispatchQueue.main)
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .handleEvents(receiveOutput: { [weak self] term in
                self?.isSearching = !term.isEmpty
            })
            .flatMap { [searchService] term -> AnyPublisher<[Podcast], Never> in
                guard term.count >= 2 else {
                    return Just([]).eraseToAnyPublisher()
                }
                return searchService.search(term: term)
                    .catch { [weak self] error -> Just<[Podcast]> in
                        DispatchQueue.main.async { self?.error = error }
                        return Just([])
                    }
                    .eraseToAnyPublisher()
            }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] podcasts in
                self?.isSearching = false
                self?.results = podcasts
            }
            .store(in: &cancellables)
    }

    func loadTrending() {
        searchService.trending()
            .receive(on: DispatchQueue.main)
            .assign(to: &$trending)
    }

    func submit() {
        let term = query.trimmingCharacters(in: .whitespaces)
        guard !term.isEmpty else { return }
        var recents = recentSearches.filter { $0.caseInsensitiveCompare(term) != .orderedSame }
        recents.insert(term, at: 0)
        recentSearches = Array(recents.prefix(10))
        defaults.set(recentSearches, forKey: Self.recentsKey)
    }

    func clearRecents() {
        recentSearches.removeAll()
        defaults.removeObject(forKey: Self.recentsKey)
    }

    func select(recent: String) {
        query = recent
    }

    var showsEmptyState: Bool {
        !query.isEmpty && !isSearching && results.isEmpty
    }
}
