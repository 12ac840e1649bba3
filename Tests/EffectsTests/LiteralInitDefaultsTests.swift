import Analysis
import Effects
import Proposal
import Testing

/// Mlem's `UnreadTracker`: `@Published private(set) var replies: Int` set to `0` in `init` became a `State.init`
/// assigning four constants, where a reviewer writes `var replies: Int = 0`. A literal `init` assigns to a field
/// without a default is that field's default now; anything else still makes `State.init`.
@Suite struct LiteralInitDefaultsTests {
  static func feature(_ body: String, extraParameter: String = "") throws -> FeatureProposal {
    let source = """
      final class CounterViewModel: ObservableObject {
        @Published private(set) var count: Int
        @Published private(set) var label: String
        @Published var items: [String]
        init(\(extraParameter)) {
          \(body)
        }
        func increment() { count += 1 }
      }
      struct CounterView: View {
        @StateObject var viewModel = CounterViewModel()
        var body: some View { Text(viewModel.label) }
      }
      """
    let analysis = Analyzer.analyze([SourceInput(path: "Counter.swift", bytes: Array(source.utf8))])
    let model = try #require(analysis.viewModels.first)
    return ConversionOutcomeTests.proposer(for: analysis).propose(analysis, for: model).features[0]
  }

  @Test(
    arguments: [
      ("count = 0\n    label = \"Count\"\n    items = []", ["0", "\"Count\"", "[]"]),
      ("self.count = -1\n    self.label = \"\"\n    self.items = [\"a\"]", ["-1", "\"\"", nil]),
    ] as [(String, [String?])])
  func literalsBecomeDefaults(body: String, defaults: [String?]) throws {
    let feature = try Self.feature(body)
    #expect(["count", "label", "items"].map { feature.field(named: $0)?.defaultValue } == defaults)
    let assignments = feature.stateInitializer?.assignments ?? []
    #expect(!assignments.contains { $0.hasPrefix("self.count =") || $0.hasPrefix("self.label =") }, "\(assignments)")
  }

  /// With a State argument the whole initializer is `State.init`, the literals set there (not twice).
  @Test func anArgumentStillMakesStateInit() throws {
    let feature = try Self.feature(
      "count = start\n    label = \"Count\"\n    items = []", extraParameter: "start: Int")
    #expect(
      feature.stateInitializer?.assignments == ["self.count = start", "self.label = \"Count\"", "self.items = []"])
    #expect(feature.field(named: "label")?.defaultValue == nil)
  }
}
