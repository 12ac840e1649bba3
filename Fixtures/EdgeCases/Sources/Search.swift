import SwiftUI

/// Changes what the first call returned after the second one: the response case must copy it into a `var`.
final class SearchViewModel: ObservableObject {
    @Published var names: [String] = []
    @Published var total = 0
    private let api: SearchAPI

    init(api: SearchAPI) {
        self.api = api
    }

    func search() async {
        do {
            var results = try await api.search("swift")
            let total = try await api.count()
            results.total = total
            names = results.names
            self.total = results.total
        } catch {}
    }
}

struct SearchView: View {
    @StateObject var viewModel: SearchViewModel

    var body: some View {
        Button("Search \(viewModel.total)") { Task { await viewModel.search() } }
    }
}
