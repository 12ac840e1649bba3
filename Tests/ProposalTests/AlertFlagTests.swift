import Analysis
import Proposal
import Testing

/// An error flag becomes the store's alert only when a view presents it as one; a flag a view reads as a plain
/// `Bool` (a custom banner) stays State.
@Suite struct AlertFlagTests {
  /// The proposal for a view model with `showError` whose view shows it through `presentation`.
  static func proposal(_ presentation: String) throws -> FeatureProposal {
    let source = """
      final class DeleteAccountViewModel: ObservableObject {
        @Published var showError = false
        @Published var errorMessage: String?
        func fail() {
          errorMessage = "Failed"
          showError = true
        }
      }
      struct DeleteAccountView: View {
        @StateObject var viewModel = DeleteAccountViewModel()
        var body: some View {
          VStack {
            \(presentation)
          }
        }
      }
      """
    let analysis = Analyzer.analyze([SourceInput(path: "DeleteAccount.swift", bytes: Array(source.utf8))])
    return try #require(FeatureProposer.propose(analysis).features.first)
  }

  // Regression (openedx): `if viewModel.showError { ErrorBanner }` lost `showError` to an alert no view presents:
  // 13 view lines were "`viewModel.showError` is not State" TODOs and the banner could no longer show.
  @Test(arguments: [
    ("if viewModel.showError { Text(viewModel.errorMessage ?? \"\") }", false),
    ("Text(\"\").alert(\"Error\", isPresented: $viewModel.showError) { Button(\"OK\") {} }", true),
    ("if viewModel.showError { Text(\"!\") }\nText(\"\").alert(\"Error\", isPresented: $viewModel.showError) {}", true),
  ])
  func theFlagBecomesAnAlertOnlyWhereAViewPresentsOne(presentation: String, isAlert: Bool) throws {
    let proposal = try Self.proposal(presentation)
    #expect(proposal.state.contains { $0.name == "alert" } == isAlert, "\(presentation)")
    #expect(proposal.state.contains { $0.name == "showError" } == !isAlert, "\(presentation)")
  }

  // Regression (15 features of the fixtures and Home Assistant): a message with no flag got
  // `@Presents var alert`, its action and `.ifLet`, which nothing set or presented.
  @Test(arguments: [
    ("@Published var errorMessage: String?", false),
    ("@Published var errorMessage: String?\n@Published var showError = false", true),
    ("@Published var showAlert = false", true),
  ])
  func aMessageAloneStaysState(members: String, isAlert: Bool) throws {
    let source = """
      final class CatalogViewModel: ObservableObject {
        \(members)
        func fail() { errorMessage = "Failed" }
      }
      """
    let analysis = Analyzer.analyze([SourceInput(path: "Catalog.swift", bytes: Array(source.utf8))])
    let proposal = try #require(FeatureProposer.propose(analysis).features.first)
    #expect(proposal.state.contains { $0.name == "alert" } == isAlert, "\(members)")
    #expect(proposal.actions.contains { $0.name == "alert" } == isAlert, "\(members)")
  }
}
