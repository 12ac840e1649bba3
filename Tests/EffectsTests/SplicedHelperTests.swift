import Analysis
import Effects
import Proposal
import Testing

/// A helper spliced into the statements after an `if` whose branch awaits: each copy of those statements splices it.
@Suite struct SplicedHelperTests {
  /// IceCubes' `fetchNewestStatuses`: `reloadTabState()` after `if isCurrentUser { … try await … }` was spliced into
  /// the branch, then refused where the `if` falls through (the branch left it on the helper stack).
  @Test func theStatementsAfterAnAwaitingIfSpliceTheHelperOnEveryPath() throws {
    let source = """
      struct Item: Equatable, Sendable { var title: String }
      protocol API { func page(_ n: Int) async throws -> [Item] }
      final class ListViewModel: ObservableObject {
        @Published var items: [Item] = []
        @Published var other: [Item] = []
        @Published var total = 0
        @Published var flag = false
        private let api: API
        init(api: API) { self.api = api }
        func load() async {
          do {
            items = try await api.page(1)
            if flag {
              other = try await api.page(2)
            }
            reload()
          } catch {
            total = 0
          }
        }
        private func reload() {
          total = items.count + other.count
        }
      }
      struct ListView: View {
        @StateObject var viewModel: ListViewModel
        var body: some View { Button("Load") { Task { await viewModel.load() } } }
      }
      """
    let feature = try ProposedFeatureTests.feature(source)
    let bodies = feature.reducerCases.filter { $0.pattern.contains(".success") }.map(\.body)
    #expect(bodies.count == 2)
    for body in bodies {
      #expect(body.contains("state.total = state.items.count + state.other.count"))
      #expect(!body.contains { $0.contains("TODO(tca-migrate)") })
    }
    #expect(feature.conversions.allSatisfy { $0.status == .full })
  }
}
