import Proposal
import Testing

/// Regression (IceCubes' account search): work after an await that changes a value the effect sends back
/// (`results.total = total`) changed the response case's `let` binding, which does not compile. The case copies the
/// value into a `var` first, and only where it changes it; the effect, which only sends the value back, declares it
/// with `let` (a `var` never changed there warned).
@Suite struct MutatedBindingTests {
  static func source(after: String) -> String {
    """
    import SwiftUI
    struct Shelf: Equatable { var names: [String]; var total: Int }
    protocol LibraryAPI {
      func shelf(named name: String) async throws -> Shelf
      func count() async throws -> Int
    }
    final class ShelfViewModel: ObservableObject {
      @Published var names: [String] = []
      private let library: LibraryAPI
      init(library: LibraryAPI) { self.library = library }
      func load() async {
        do {
          var results = try await library.shelf(named: "a")
          let total = try await library.count()
          \(after)
          names = results.names
        } catch {}
      }
    }
    struct ShelfView: View {
      @StateObject var viewModel: ShelfViewModel
      var body: some View { Button("Load") { Task { await viewModel.load() } } }
    }
    """
  }

  @Test(arguments: [
    ("results.total = total", ["var results = results", "results.total = total"]),
    ("results.names.append(String(total))", ["var results = results", "results.names.append(String(total))"]),
    ("print(total)", ["print(total)"]),
  ])
  func aChangedResponseValueIsCopiedIntoAVar(after: String, expected: [String]) throws {
    let feature = try ProposedFeatureTests.feature(Self.source(after: after))
    let response = try #require(feature.reducerCases.first { $0.pattern.contains("Response(.success(") })
    #expect(Array(response.body.prefix(expected.count)) == expected)
    let effect = try #require(feature.reducerCases.first { $0.pattern.hasSuffix("ButtonTapped") })
    let declaration = try #require(effect.body.first { $0.contains("results = try await") })
    #expect(declaration.trimmingCharacters(in: .whitespaces).hasPrefix("let results"))
  }
}
