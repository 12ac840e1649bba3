import Combine
import Foundation

/// Recent queries shown under the search field; lives inside the search screen's model.
@MainActor
final class SearchSuggestionsViewModel: ObservableObject {
    @Published var recent: [String] = []
    @Published var maximumCount = 8

    func record(_ query: String) {
        recent.removeAll { $0 == query }
        recent.insert(query, at: 0)
        recent = Array(recent.prefix(maximumCount))
    }

    func clearRecent() {
        recent = []
    }
}
