import Analysis
import Effects
import Proposal
import Testing

/// A subscription set up in `init` to a shared object's `@Published` property (ACHNBrowserUI's
/// `cancellable = userCollection.$chores.receive(on: DispatchQueue.main).sink { … }`) streams it through the object's
/// client in the lifecycle case, as the same pipeline in a method does. Before, every such pipeline in an initializer
/// was "Combine pipeline the rewriter does not translate".
@Suite struct InitializerStreamTests {
  static func source(subscription: String, storage: String) -> String {
    """
    import Combine
    import SwiftUI

    struct Chore: Equatable { var isFinished: Bool }

    final class UserCollection: ObservableObject {
      static let shared = UserCollection()
      @Published var chores: [Chore] = []
      func resetChores() { chores = [] }
    }

    final class ChoreListViewModel: ObservableObject {
      @Published var chores: [Chore] = []
      private let userCollection: UserCollection
      \(storage)

      init(userCollection: UserCollection = .shared) {
        self.userCollection = userCollection
        \(subscription)
      }

      func resetChores() { userCollection.resetChores() }
    }

    struct ChoreListView: View {
      @StateObject var viewModel = ChoreListViewModel()
      var body: some View { Button("Reset") { viewModel.resetChores() } }
    }
    """
  }

  @Test(arguments: [
    (
      "cancellable = userCollection.$chores.receive(on: DispatchQueue.main).sink { [weak self] in self?.chores = $0 }",
      "private var cancellable: AnyCancellable?"
    ),
    (
      "userCollection.$chores.sink { [weak self] chores in self?.chores = chores }.store(in: &cancellables)",
      "private var cancellables = Set<AnyCancellable>()"
    ),
  ])
  func aSharedObjectsPublishedPropertyIsStreamedFromTheLifecycleCase(subscription: String, storage: String) throws {
    let source = Self.source(subscription: subscription, storage: storage)
    let analysis = Analyzer.analyze([SourceInput(path: "Model.swift", bytes: Array(source.utf8))])
    // As `generate --all` does: the shared object is a client whose endpoints the rewriter knows, not a feature.
    let rewriter = EffectRewriter(services: ClientServices.endpointSignatures(in: analysis)) {
      FeatureNaming.featureName(forViewModel: $0)
    }
    let screens = analysis.viewModels.filter { $0.classification == .feature }
    let features = FeatureProposer.propose(analysis, for: screens, converter: rewriter).features
    let feature = try #require(features.first { $0.name == "ChoreListFeature" })
    let lifecycle = try #require(feature.reducerCases.first { $0.pattern == ".onAppear" || $0.pattern == ".task" })
    let body = lifecycle.body.joined(separator: "\n")
    #expect(body.contains("for await element in userCollectionClient.choresStream()"), "\(body)")
    #expect(!body.contains("TODO(tca-migrate)"), "\(body)")
    let response = try #require(feature.reducerCases.first { $0.pattern.contains("Response(") })
    #expect(response.body.contains("state.chores = chores") || response.body.contains("state.chores = value"))
  }
}
