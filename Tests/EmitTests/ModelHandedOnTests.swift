import Analysis
import Emit
import Proposal
import Testing

/// The view model's name where it is not the property (WordPress's `PostSettingsSocialSharingRow`): a helper's
/// parameter labelled `viewModel` but of another type keeps its label, which its callers pass; the model handed on as
/// a `delegate:` gets a TODO, since the store conforms to none of its protocols. Before, the label became `store`
/// while its caller still passed `viewModel:`, and the delegate hand-off changed with nothing said.
@Suite struct ModelHandedOnTests {
  @Test func labelOfAnotherTypeStaysAndADelegateHandOffIsSaid() {
    var rewrite = ViewRewrite(
      owner: "SharingRow", file: "SharingRow.swift", kind: .view, property: "viewModel", propertyLine: 2,
      feature: "SharingFeature", viewModel: "SharingViewModel", bindable: false, actions: [:], appearActions: [])
    rewrite.members = ["blogID", "sharing"]
    let before = """
      struct SharingRow: View {
        @ObservedObject var viewModel: SharingViewModel
        var body: some View { accounts(viewModel: viewModel.sharing) }
        private func accounts(viewModel model: SharingModel) -> some View {
          AccountsView(blogID: viewModel.blogID, model: model, delegate: viewModel)
        }
      }
      """
    let after = """
      import ComposableArchitecture
      struct SharingRow: View {
        let store: StoreOf<SharingFeature>
        var body: some View { accounts(viewModel: store.sharing) }
        private func accounts(viewModel model: SharingModel) -> some View {
          // TODO(tca-migrate): `viewModel` was handed on as `delegate:`; the store conforms to none of the view model's protocols: answer those calls with actions, or keep the old object until its callee migrates.
          AccountsView(blogID: store.blogID, model: model, delegate: store)
        }
      }
      """
    let rewriter = ViewRewriter(indentation: "  ", protectedTypes: ["SharingViewModel"])
    #expect(rewriter.rewrite(before, with: rewrite) == after)
  }
}

/// The model handed whole to another object's method (Swiftfin's `router.route(to: \.userPermissions, viewModel)`):
/// the callee took the view model and gets the store now, which was done with nothing said.
@Suite struct ModelHandedToCallTests {
  struct Case: Sendable, CustomStringConvertible {
    let statement: String
    let flagged: String?
    var description: String { statement }
  }

  static let cases: [Case] = [
    Case(statement: "router.route(to: \\.permissions, viewModel)", flagged: "router.route(…)"),
    Case(statement: "path.append(viewModel)", flagged: "path.append(…)"),
    Case(statement: "coordinator.show(detail: self.viewModel)", flagged: "coordinator.show(…)"),
    Case(statement: "let title = format(viewModel.title)", flagged: nil),
    Case(statement: "helper(viewModel)", flagged: nil),
    Case(statement: "DetailView(viewModel: viewModel)", flagged: nil),
    Case(statement: "self.show(viewModel)", flagged: nil),
    // LargeCodebaseApp's `SettingsView`: another view model's method, which becomes an action sent with the store.
    Case(statement: "account.reload(from: viewModel)", flagged: nil),
    // Swiftfin's `ServerUserDetailsView`: a router read from the environment is no view model.
    Case(statement: "router.route(to: \\.devices, viewModel)", flagged: "router.route(…)"),
  ]

  @Test(arguments: cases)
  func aHandOffToAnotherObjectIsSaid(_ item: Case) {
    var rewrite = ViewRewrite(
      owner: "ListView", file: "ListView.swift", kind: .view, property: "viewModel", propertyLine: 2,
      feature: "ListFeature", viewModel: "ListViewModel", bindable: false, actions: [:], appearActions: [])
    rewrite.members = ["title"]
    let before = """
      struct ListView: View {
        @ObservedObject var viewModel: ListViewModel
        @EnvironmentObject var account: AccountViewModel
        @EnvironmentObject private var router: AppCoordinator.Router
        var body: some View { Button("Open") { \(item.statement) } }
      }
      """
    let after = ViewRewriter(indentation: "  ", protectedTypes: ["ListViewModel", "Accounts.AccountViewModel"]).rewrite(
      before, with: rewrite)
    if let flagged = item.flagged {
      #expect(
        after.contains(
          "`viewModel` was handed to `\(flagged)`, which took the view model and gets the store now: make it take "
            + "`StoreOf<ListFeature>`, or keep the old object until it migrates."), "\(after)")
    } else {
      #expect(!after.contains("was handed to"), "\(after)")
    }
  }
}
