import Analysis
import Effects
import Proposal
import Testing

/// An initializer parameter named like a property it does not simply copy is still the parameter in `init`'s work.
@Suite struct ShadowingParameterTests {
  static func stateInitializer(_ body: String) throws -> StateInitializer? {
    let source = """
      enum Tab { case a, b }
      final class TabsViewModel: ObservableObject {
        @Published var selectedTab: Tab = .a
        let title: String
        init(title: String, selectedTab: Tab? = nil) {
          self.title = title
          \(body)
        }
      }
      struct TabsView: View {
        @StateObject var viewModel = TabsViewModel(title: "x")
        var body: some View { Text(viewModel.title) }
      }
      """
    let analysis = Analyzer.analyze([SourceInput(path: "Tabs.swift", bytes: Array(source.utf8))])
    let model = try #require(analysis.viewModels.first { $0.name == "TabsViewModel" })
    return ConversionOutcomeTests.proposer(for: analysis).propose(analysis, for: model).features[0].stateInitializer
  }

  // Regression (WordPress's SiteMonitoring): `if let selectedTab {` became `if let selectedTab = self.selectedTab {`,
  // which binds the non-optional property (no compile) and ignores the argument.
  @Test func anUnwrappedParameterStaysTheParameter() throws {
    let initializer = try #require(try Self.stateInitializer("if let selectedTab { self.selectedTab = selectedTab }"))
    #expect(initializer.assignments.contains { $0.hasPrefix("if let selectedTab {") }, "\(initializer.assignments)")
    #expect(!initializer.assignments.contains { $0.contains("= self.selectedTab") }, "\(initializer.assignments)")
  }
}
