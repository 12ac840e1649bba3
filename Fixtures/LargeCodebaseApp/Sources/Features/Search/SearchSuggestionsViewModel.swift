import Combine
import Foundation

/// Recent queries shown under the search field; lives inside the search screen's model. Generic over its
/// scheduler so that tests can hand it an immediate one.
@MainActor
final class SearchSuggestionsViewModel<S: Scheduler>: ObservableObject {
    @Published var recent: [String] = []
    @Published var maximumCount = 8

    private let scheduler: S

    init(scheduler: S) {
        self.scheduler = scheduler
    }

    func record(_ query: String) {
        recent.removeAll { $0 == query }
        recent.insert(query, at: 0)
        recent = Array(recent.prefix(maximumCount))
    }

    func clearRecent() {
        recent = []
    }
}
