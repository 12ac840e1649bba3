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
