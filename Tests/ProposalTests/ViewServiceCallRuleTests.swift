import Analysis
import Proposal
import Testing

/// A view's statement calling a service through its view model becomes an action whose case calls the client.
@Suite struct ViewServiceCallRuleTests {
  /// The proposal for a router-holding view model whose view runs `statement`.
  static func proposal(viewStatement statement: String, renameBody: String = "name = \"x\"") throws
    -> FeatureProposal
  {
    try #require(
      proposals(viewStatement: statement, renameBody: renameBody).features.first { $0.name == "ProfileFeature" })
  }

  /// The whole proposal (features and clients) for a router-holding view model whose `rename()` runs `renameBody`.
  static func proposals(viewStatement statement: String, renameBody: String) -> MigrationProposal {
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
        func rename() { \(renameBody) }
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
    return FeatureProposer.propose(analysis)
  }

  // The client's endpoints are the methods the bodies call; one only a view calls must be among them too.
  @Test func aMethodOnlyTheViewCallsIsAnEndpointBesideTheBodysOnes() throws {
    let set = Self.proposals(
      viewStatement: "viewModel.router.back()", renameBody: "router.showHelp(for: name)")
    let client = try #require(set.clients.first { $0.name == "ProfileRoutingClient" })
    #expect(client.endpoints.map(\.name).sorted() == ["back", "showHelp"])
    let feature = try #require(set.features.first { $0.name == "ProfileFeature" })
    #expect(feature.actions.contains { $0.name == "routerBack" })
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
