import Foundation

/// What a search returns; the view model completes it with a second call.
struct SearchResults: Equatable {
    var names: [String]
    var total: Int
}

protocol SearchAPI {
    func search(_ query: String) async throws -> SearchResults
    func count() async throws -> Int
}
