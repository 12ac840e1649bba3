import Analysis
import Effects
import Proposal
import Testing

@testable import Emit

/// A plain (not `@Published`) `var` with an observer moves into State like the others, and its observer's work
/// goes with it: an `.onChange(of:)` reducer, or a TODO saying why not. Regression (WordPress slice): a private
/// `didSet` recomputing derived State was dropped without a word.
@Suite struct PlainVarObserverTests {
  static func feature(observer: String) throws -> FeatureProposal {
    let source = """
      final class ListViewModel: ObservableObject {
        @Published var filtered: [String] = []
        @Published var query = ""
        private var items: [String] = [] {
          \(observer)
        }
        func load() {
          items = ["a", "b"]
        }
      }
      struct ListView: View { @StateObject var model = ListViewModel() }
      """
    let analysis = Analyzer.analyze([SourceInput(path: "List.swift", bytes: Array(source.utf8))])
    let model = try #require(analysis.viewModels.first { $0.name == "ListViewModel" })
    return try #require(ConversionOutcomeTests.proposer(for: analysis).propose(analysis, for: model).features.first)
  }

  @Test func aTranslatableObserverBecomesOnChange() throws {
    let feature = try Self.feature(observer: "didSet { filtered = items.filter { $0.hasPrefix(query) } }")
    let observer = try #require(feature.observers?.first)
    #expect(observer.property == "items")
    #expect(
      observer.body.map { String($0.drop { $0 == " " }) } == [
        "state.filtered = state.items.filter { $0.hasPrefix(state.query) }", "return .none",
      ])
  }

  // Regression (openedx's `SignInViewModel`): `didSet { withAnimation { showAlert = … } }` became an `.onChange`
  // reducer calling `withAnimation`, and the file did not import SwiftUI.
  @Test func anAnimatedObserverImportsSwiftUI() throws {
    let feature = try Self.feature(observer: "didSet { withAnimation { filtered = items } }")
    #expect(feature.observers?.first?.body.contains { $0.contains("withAnimation {") } == true)
    #expect(FeatureImports.extra(for: feature).contains("SwiftUI"))
  }

  @Test func anotherObserverIsFlagged() throws {
    let feature = try Self.feature(observer: "willSet { query = \"\" }\n    didSet { filtered = items }")
    #expect(feature.observers == nil)
    #expect(feature.flags.contains { $0.code == "property-observer" && $0.message.contains("`items`") })
  }
}
