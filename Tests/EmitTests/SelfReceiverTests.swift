import Analysis
import Emit
import Proposal
import Testing

/// kiwix's `SplitViewController`: in a controller's `[weak self]` closure, `self?.navigationViewModel.currentItem =
/// .downloads` became `store.send(…)`, without the `self?.` a class's closure needs, so it did not compile.
@Suite struct SelfReceiverTests {
  static func rewrite(kind: Owner.Kind, owner: String) -> ViewRewrite {
    var rewrite = ViewRewrite(
      owner: owner, file: "\(owner).swift", kind: kind, property: "viewModel", propertyLine: 2,
      feature: "TabsFeature", viewModel: "TabsViewModel", bindable: true,
      actions: ["createTab": "createTabButtonTapped"], appearActions: [])
    rewrite.members = ["current"]
    return rewrite
  }

  @Test(arguments: [
    (
      "self?.viewModel.current = 1",
      "self?.store.send(.binding(.set(\\.current, 1)))"
    ),
    ("self.viewModel.current = 2", "self.store.send(.binding(.set(\\.current, 2)))"),
    ("self?.viewModel.createTab()", "self?.store.send(.createTabButtonTapped)"),
    ("viewModel.current = 3", "store.send(.binding(.set(\\.current, 3)))"),
  ])
  func aControllerKeepsItsReceiver(statement: String, expected: String) {
    let before = """
      final class TabsController: UIViewController {
        let viewModel: TabsViewModel
        func bind() {
          button.onTap = { [weak self] in
            \(statement)
          }
        }
      }
      """
    let rewritten = ViewRewriter(indentation: "  ", protectedTypes: ["TabsViewModel"]).rewrite(
      before, with: Self.rewrite(kind: .viewController, owner: "TabsController"))
    #expect(rewritten.contains("    " + expected + "\n"), "\(rewritten)")
  }

  /// A view is a struct: its closures reach the store without `self`, which goes as before.
  @Test func aViewDropsSelf() {
    let before = """
      struct TabsView: View {
        @ObservedObject var viewModel: TabsViewModel
        var body: some View { Button("New") { self.viewModel.current = 4 } }
      }
      """
    let rewritten = ViewRewriter(indentation: "  ", protectedTypes: ["TabsViewModel"]).rewrite(
      before, with: Self.rewrite(kind: .view, owner: "TabsView"))
    #expect(rewritten.contains("Button(\"New\") { store.send(.binding(.set(\\.current, 4))) }"), "\(rewritten)")
  }
}
