import Analysis
import Proposal
import Testing

/// A view's statement calling a service through its view model becomes an action whose case calls the client.
@Suite struct ViewServiceCallRuleTests {
  /// The proposal for a router-holding view model whose view runs `statement`.
  static func proposal(viewStatement statement: String) throws -> FeatureProposal {
    let source = """
      protocol ProfileRouting: AnyObject {
        func back(animated: Bool)
        func showHelp(for topic: String)
        func showEditor(onSave: @escaping () -> Void)
        func confirm() throws
        func title() -> String
      }
      extension ProfileRouting {
        func back(animated: Bool = true) {}
      }
      final class LiveProfileRouter: ProfileRouting {
        func back(animated: Bool) {}
        func showHelp(for topic: String) {}
        func showEditor(onSave: @escaping () -> Void) {}
        func confirm() throws {}
        func title() -> String { "" }
      }
      final class ProfileViewModel: ObservableObject {
        @Published var name = ""
        let router: ProfileRouting
        weak var owner: LiveProfileRouter?
        init(router: ProfileRouting = LiveProfileRouter()) { self.router = router }
        func rename() { name = "x" }
      }
      struct ProfileView: View {
        @StateObject var viewModel = ProfileViewModel()
        let topic = "Account"
        var body: some View {
          Button("Rename") { viewModel.rename() }
          Button("Go") {
            \(statement)
          }
        }
      }
      """
    let analysis = Analyzer.analyze([SourceInput(path: "Profile.swift", bytes: Array(source.utf8))])
    return try #require(FeatureProposer.propose(analysis).features.first { $0.name == "ProfileFeature" })
  }

  // Regression (openedx): 79 view lines such as `viewModel.router.back()` were left as "`viewModel.router` is not
  // State" TODOs, though the router is a client the feature already depends on.
  @Test(arguments: [
    // A default the protocol's extension gives is passed in the case; the action carries what the view passed.
    ("viewModel.router.back()", "routerBack", ".routerBack", "profileRoutingClient.back(animated: true)"),
    (
      "viewModel.router.back(animated: false)", "routerBack(animated: Bool)", "let .routerBack(animated)",
      "profileRoutingClient.back(animated: animated)"
    ),
    (
      "viewModel.router.showHelp(for: topic)", "routerShowHelp(for: String)", "let .routerShowHelp(topic)",
      "profileRoutingClient.showHelp(for: topic)"
    ),
  ])
  func aViewsServiceCallBecomesAnAction(statement: String, action: String, pattern: String, call: String) throws {
    let proposal = try Self.proposal(viewStatement: statement)
    #expect(proposal.actions.map(\.declaration).contains(action), "\(proposal.actions.map(\.declaration))")
    let spec = try #require(proposal.reducerCases.first { $0.pattern == pattern })
    #expect(spec.body.map { $0.trimmingCharacters(in: .whitespaces) } == ["return .run { _ in", call, "}"])
    let method = String(statement.dropFirst("viewModel.router.".count).prefix { $0 != "(" })
    #expect(proposal.views.first?.serviceCalls?["router"]?[method] == String(action.prefix { $0 != "(" }))
    #expect(proposal.tests.contains { $0.name == String(action.prefix { $0 != "(" }) })
  }

  @Test(arguments: [
    // A closure parameter, a throwing or value-returning method, a result the view uses, a weak reference, a call
    // inside an expression.
    "viewModel.router.showEditor(onSave: {})",
    "try? viewModel.router.confirm()",
    "let title = viewModel.router.title()",
    "viewModel.owner?.back(animated: true)",
    "print(viewModel.router.back())",
    // One method called with two selectors: the view rewrite tells calls apart by name only.
    "viewModel.router.back()\nviewModel.router.back(animated: false)",
  ])
  func otherCallsStayOnTheViewModel(statement: String) throws {
    let proposal = try Self.proposal(viewStatement: statement)
    #expect(!proposal.actions.contains { $0.name.hasPrefix("router") || $0.name.hasPrefix("owner") })
    #expect(proposal.views.first?.serviceCalls == nil)
  }
}
