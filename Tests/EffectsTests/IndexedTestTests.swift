import Analysis
import Effects
import Proposal
import Testing

@Suite struct IndexedTestTests {
  static let source = """
    final class TagsViewModel: ObservableObject {
      @Published var tags: [String] = []
      @Published var isEditing = true
      func remove(at index: Int) {
        isEditing = false
        tags.remove(at: index)
      }
    }
    struct TagsView: View {
      @StateObject var viewModel = TagsViewModel()
      var body: some View { Button("Remove") { viewModel.remove(at: 0) } }
    }
    """

  // Regression: an action whose payload is a position in State (`remove(at:)`) got no test at all ("the default
  // State is empty; write one that builds State with elements first").
  @Test func anIndexedActionIsTestedOnStateWithOneElement() {
    let analysis = Analyzer.analyze([SourceInput(path: "Tags.swift", bytes: Array(Self.source.utf8))])
    let rewriter = EffectRewriter(services: analysis.services) { FeatureNaming.featureName(forViewModel: $0) }
    let feature = FeatureProposer(converter: rewriter).propose(analysis).features.first
    let test = feature?.tests.first { $0.name == "removeButtonTapped" }
    #expect(test?.initialState == "TagsFeature.State(tags: [\"\"])")
    #expect(test?.send == ".removeButtonTapped(at: 0)")
    #expect(test?.expectedChanges == ["$0.isEditing = false"])
    #expect(test?.nonExhaustive == true)
    #expect(feature?.flags.contains { $0.code == "no-test" } == false)
  }
}

extension IndexedTestTests {
  static let nestedSource = """
    struct Section: Equatable {
      var title: String
      var rows: [String]
    }
    final class SectionsViewModel: ObservableObject {
      @Published var sections: [Section] = []
      @Published var selected = ""
      func select(at indexPath: IndexPath) {
        selected = sections[indexPath.section].rows[indexPath.row]
      }
    }
    struct SectionsView: View {
      @StateObject var viewModel = SectionsViewModel()
      var body: some View { Button("Select") { viewModel.select(at: IndexPath(row: 0, section: 0)) } }
    }
    """

  /// An element with a collection of its own may be indexed too, and its sample's is empty: no test is generated.
  @Test func anElementWithACollectionGetsNoTest() {
    let analysis = Analyzer.analyze([SourceInput(path: "Sections.swift", bytes: Array(Self.nestedSource.utf8))])
    let rewriter = EffectRewriter(services: analysis.services) { FeatureNaming.featureName(forViewModel: $0) }
    let feature = FeatureProposer(converter: rewriter).propose(analysis).features.first
    #expect(feature?.tests.contains { $0.send.hasPrefix(".select") } == false)
    #expect(feature?.flags.contains { $0.code == "no-test" && $0.message.contains("`selectButtonTapped`") } == true)
  }
}

/// An action whose payload is a position in a State collection is tested from State holding one sample element.
/// Regression (UIKitCombineApp's cart, Home Assistant's connection settings): a case indexing a local copy of the
/// field (`var current = state.items`), or a feature whose State has an initializer, got no test, only a TODO.
@Suite struct IndexedCopyAndInitializerTests {
  static func source(initializer: String = "", method: String) -> String {
    """
    import SwiftUI
    final class TagsViewModel: ObservableObject {
      @Published var items: [String] = []
      @Published var title: String
      var visible: [String] { items.filter { !$0.isEmpty } }
      \(initializer.isEmpty ? "init() { title = \"tags\".uppercased() }" : initializer)
      \(method)
    }
    struct TagsView: View {
      @StateObject var viewModel = TagsViewModel(title: "")
      var body: some View { Text(viewModel.title) }
    }
    """
  }

  @Test(arguments: [
    // A local copy of the field, State built memberwise.
    (
      "init(title: String) { self.title = title }",
      "func remove(at index: Int) {\n    var current = items\n    current.remove(at: index)\n    items = current\n  }",
      [] as [String], "TagsFeature.State(items: [\"\"], title: \"\")"
    ),
    // State with an initializer of its own (a computed title; a literal would be the field's default): built as the
    // other tests build it, then filled.
    (
      "", "func delete(at offsets: IndexSet) { items.remove(atOffsets: offsets) }",
      ["var initialState = TagsFeature.State()", "initialState.items = [\"\"]"], "initialState"
    ),
  ])
  func startsFromStateHoldingASample(initializer: String, method: String, locals: [String], state: String) throws {
    let feature = try ProposedFeatureTests.feature(Self.source(initializer: initializer, method: method))
    let test = try #require(feature.tests.first { $0.send.hasPrefix(".remove") || $0.send.hasPrefix(".delete") })
    #expect(test.locals == locals)
    #expect(test.initialState == state)
    #expect(!feature.flags.contains { $0.message.contains("indexes State") })
  }

  /// A position in a computed property (`visible`, a filter of `items`) may be past its end however `items` is
  /// filled: still no test, with the TODO.
  @Test func aPositionInAComputedPropertyGetsNoTest() throws {
    let method = "func open(at index: Int) { title = visible[index] }"
    let feature = try ProposedFeatureTests.feature(Self.source(method: method))
    #expect(!feature.tests.contains { $0.send.hasPrefix(".open") })
    #expect(feature.flags.contains { $0.message.contains("no test for `open`: its payload `at: Int` indexes State") })
  }
}
