import Analysis
import Emit
import Proposal
import Testing

/// An old view model's delegate protocol names the model in a requirement, and the model still calls it with
/// `self`: the protocol and a conformer's implementation keep the old type (UIKitCombineApp's
/// `OrderDetailViewModelDelegate`, which the view suite found not compiling).
@Suite struct KeptProtocolsTests {
  static let modelFile = """
    import Foundation

    protocol DetailViewModelDelegate: AnyObject {
      func detailDidFinish()
      func detail(_ viewModel: DetailViewModel, didShare id: String)
    }

    final class DetailViewModel {
      weak var delegate: DetailViewModelDelegate?
      func shareTapped() { delegate?.detail(self, didShare: "1") }
    }

    """

  static let controller = """
    import UIKit

    final class DetailViewController: UIViewController {
      private var viewModel: DetailViewModel

      init(viewModel: DetailViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
      }

      @objc private func share() {
        viewModel.shareTapped()
      }
    }

    extension DetailViewController: DetailViewModelDelegate {
      func detailDidFinish() {}

      func detail(_ viewModel: DetailViewModel, didShare id: String) {
        print(viewModel, id)
      }
    }

    """

  static let rewrite: ViewRewrite = {
    var rewrite = ViewRewrite(
      owner: "DetailViewController", file: "DetailViewController.swift", kind: .viewController,
      property: "viewModel", propertyLine: 4, feature: "DetailFeature", viewModel: "DetailViewModel",
      bindable: false, actions: ["shareTapped": "shareTapped"], appearActions: [])
    rewrite.members = []
    return rewrite
  }()

  static let kept = KeptProtocols(
    sources: ["DetailViewModel.swift": modelFile, "DetailViewController.swift": controller],
    viewModels: ["DetailViewModel"], modelFiles: ["DetailViewModel.swift"])

  @Test func findsTheDelegateProtocolAndItsRequirements() {
    #expect(Self.kept.names == ["DetailViewModelDelegate"])
    #expect(Self.kept.requirements == ["detailDidFinish", "detail"])
    let unrelated = KeptProtocols(
      sources: ["P.swift": "protocol Loading { func load() }\n"], viewModels: ["DetailViewModel"],
      modelFiles: ["DetailViewModel.swift"])
    #expect(unrelated.names.isEmpty)
    // openedx's `ProfileRouter.showVideoQualityView(viewModel: SettingsViewModel)`: nothing hands it the model.
    let router = KeptProtocols(
      sources: [
        "Router.swift": "protocol DetailRouter { func showDetail(viewModel: DetailViewModel) }\n",
        "DetailViewModel.swift":
          "final class DetailViewModel { func open() { router.showDetail(viewModel: other) } }\n",
      ], viewModels: ["DetailViewModel"], modelFiles: ["DetailViewModel.swift"])
    #expect(router.names.isEmpty)
  }

  @Test func theModelsFileKeepsItsDelegateProtocol() {
    let rewriter = ViewRewriter(indentation: "  ", protectedTypes: ["DetailViewModel"], keptProtocols: Self.kept)
    let rewritten = rewriter.rewriteCallSites(Self.modelFile, with: Self.rewrite, path: "DetailViewModel.swift")
    // Nothing in it changes: the model's own declaration and its protocol are kept.
    #expect(rewritten == nil)
  }

  @Test func theConformersImplementationKeepsTheOldType() {
    let rewriter = ViewRewriter(indentation: "  ", protectedTypes: ["DetailViewModel"], keptProtocols: Self.kept)
    let rewritten = rewriter.rewrite(Self.controller, with: Self.rewrite)
    #expect(rewritten.contains("let store: StoreOf<DetailFeature>"))
    #expect(rewritten.contains("store.send(.shareTapped)"))
    #expect(
      rewritten.contains(
        """
          func detail(_ viewModel: DetailViewModel, didShare id: String) {
            print(viewModel, id)
          }
        """))
  }
}
