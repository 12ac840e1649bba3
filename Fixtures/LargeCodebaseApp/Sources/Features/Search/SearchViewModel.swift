import Combine
import Foundation

@MainActor
final class SearchViewModel: ObservableObject {
    @Published var query = ""
    @Published var results: [Podcast] = []
    @Published var isSearching = false
    @Published var errorMessage: String?

    let suggestions: SearchSuggestionsViewModel<DispatchQueue>

    private let api: PodcastAPI

    init(api: PodcastAPI = LivePodcastAPI()) {
        self.api = api
        self.suggestions = SearchSuggestionsViewModel(scheduler: .main)
    }

    func search() async {
        guard !query.isEmpty else { return }
        isSearching = true
        defer { isSearching = false }
        do {
            results = try await api.search(query)
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    func clear() {
        query = ""
        results = []
    }
}
