import Testing

/// IceCubes' `StatusDetailView` builds each row's model as `let viewModel: StatusRowViewModel = .init(status: …)`;
/// the annotation became `StoreOf<StatusRowFeature>` and the `.init(status:)` stayed, which a store does not have.
@Suite struct ImplicitInitLocalTests {
  static let app: [String: String] = [
    "RowViewModel.swift": """
    import Foundation

    final class RowViewModel: ObservableObject {
        @Published var title: String
        init(title: String) { self.title = title }
    }
    """,
    "RowView.swift": """
    import SwiftUI

    struct RowView: View {
        @ObservedObject var viewModel: RowViewModel
        var body: some View { Text(viewModel.title) }
    }
    """,
    "ListView.swift": """
    import SwiftUI

    struct ListView: View {
        let titles: [String]
        var body: some View {
            ForEach(titles, id: \\.self) { title in
                let viewModel: RowViewModel = .init(title: title)
                RowView(viewModel: viewModel)
            }
        }
    }
    """,
  ]

  @Test func theLocalHoldsTheStoreBuiltThere() throws {
    let files = InMemoryApp.emitted(Self.app, feature: "RowFeature")
    let list = try #require(files["ListView.swift"])
    #expect(
      list.contains("let viewModel = Store(initialState: RowFeature.State(title: title)) { RowFeature() }"), "\(list)")
    #expect(!list.contains(".init(title:"), "\(list)")
  }
}
