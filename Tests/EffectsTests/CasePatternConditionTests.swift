import Analysis
import Effects
import Proposal
import Testing

/// A `case` pattern whose binding sits inside parentheses ends there: the State field it matches is read as State.
@Suite struct CasePatternConditionTests {
  // Regression (WordPress's ReaderSidebar): `case .main(let screen)? = selection,` became
  // `case .main(let screen)? = selection = state.selection,`, taken for an `if let selection` shorthand.
  @Test func theMatchedFieldIsState() throws {
    let source = """
      enum Screen: Equatable { case recent, discover }
      enum Selection: Equatable { case main(Screen), tag(String) }
      final class SidebarViewModel: ObservableObject {
        @Published var selection: Selection?
        @Published var saved: Screen?
        func persist() {
          if case .main(let screen)? = selection, screen == .recent {
            saved = screen
          }
        }
      }
      struct SidebarView: View {
        @StateObject var viewModel = SidebarViewModel()
        var body: some View { Text("").onAppear { viewModel.persist() } }
      }
      """
    let analysis = Analyzer.analyze([SourceInput(path: "Sidebar.swift", bytes: Array(source.utf8))])
    let model = try #require(analysis.viewModels.first { $0.name == "SidebarViewModel" })
    let feature = ConversionOutcomeTests.proposer(for: analysis).propose(analysis, for: model).features[0]
    let lines = feature.reducerCases.flatMap(\.body).map { String($0.drop { $0 == " " }) }
    #expect(lines.contains("if case .main(let screen)? = state.selection, screen == .recent {"), "\(lines)")
  }
}
