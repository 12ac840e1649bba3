import Analysis
import Effects
import Proposal
import Testing

/// State holding a carried alias (`typealias Sections = [Section]`) needs `Equatable` on the types the alias names
/// and on the types those store, never on the alias. Regression (WordPress's `BooleanUserDefaultsDebugViewModel`):
/// the feature wrote `extension Feature.Sections: Equatable {}`, which extends `Array`, and left `Section` and
/// `Row` without it.
@Suite struct CarriedAliasEquatableTests {
  @Test func theNamedTypesConformNotTheAlias() throws {
    let source = """
      final class DebugViewModel: ObservableObject {
        struct Section {
          let key: String
          let rows: [Row]
        }
        struct Row {
          let title: String
        }
        struct Unused {
          let closure: () -> Void
        }
        typealias Sections = [Section]
        @Published var sections: Sections = []
        func load() { sections = [Section(key: "a", rows: [Row(title: "b")])] }
      }
      struct DebugView: View { @StateObject var model = DebugViewModel() }
      """
    let analysis = Analyzer.analyze([SourceInput(path: "Debug.swift", bytes: Array(source.utf8))])
    let model = try #require(analysis.viewModels.first { $0.name == "DebugViewModel" })
    let feature = try #require(
      ConversionOutcomeTests.proposer(for: analysis).propose(analysis, for: model).features.first)
    #expect(feature.equatableExtensions == ["Section", "Row"])
  }
}
