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
