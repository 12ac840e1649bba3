import Analysis
import Emit
import Proposal
import Testing

/// The `observe { }` a controller gets to fill by hand: only where a subscription to a `$field` of the model stayed.
/// WordPress's `ReaderSidebarViewController`, a hosting controller that never subscribed, got one saying "update the
/// views from `store` here" about views its SwiftUI root already updates.
@Suite struct ObservePlaceholderTests {
  static let rewrite: ViewRewrite = {
    var rewrite = ViewRewrite(
      owner: "ScoreViewController", file: "ScoreViewController.swift", kind: .viewController, property: "viewModel",
      propertyLine: 2, feature: "ScoreFeature", viewModel: "ScoreViewModel", bindable: false,
      actions: ["reset": "resetButtonTapped"], appearActions: [])
    rewrite.members = ["score"]
    return rewrite
  }()

  @Test(arguments: [
    (
      """
      final class ScoreViewController: UIViewController {
        private let viewModel: ScoreViewModel
        override func viewDidLoad() {
          super.viewDidLoad()
          label.text = "\\(viewModel.score)"
        }
      }
      """,
      false
    ),
    (
      """
      final class ScoreViewController: UIViewController {
        private let viewModel: ScoreViewModel
        override func viewDidLoad() {
          super.viewDidLoad()
          viewModel.$history.sink { [weak self] history in self?.show(history) }.store(in: &cancellables)
        }
      }
      """,
      true
    ),
  ])
  func placeholderOnlyForAStateSubscriptionLeft(before: String, placeholder: Bool) {
    let rewritten = ViewRewriter(indentation: "  ", protectedTypes: ["ScoreViewModel"]).rewrite(
      before, with: Self.rewrite)
    #expect(rewritten.contains("update the views from `store` here") == placeholder)
    #expect(rewritten.contains("let store: StoreOf<ScoreFeature>"))
  }
}
