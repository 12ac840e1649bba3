import Analysis
import Proposal
import Testing

/// A pipeline on the view model's own `@Published` property written with `self.` (ACHNBrowserUI's
/// `self.itemCancellable = self.$item.receive(on:).sink { … }` in `init`) is the same pipeline as without it: the
/// binding case. Before, the `self.` forms stayed under "uses `itemCancellable`, which is neither state nor a known
/// client; uses `self` directly".
@Suite struct SelfQualifiedPipelineTests {
  static func source(_ subscription: String) -> String {
    """
    import Combine
    import SwiftUI

    final class DetailViewModel: ObservableObject {
      @Published var item: String
      @Published var similar: [String] = []
      var itemCancellable: AnyCancellable?
      private var cancellables = Set<AnyCancellable>()

      init(item: String) {
        self.item = item
        \(subscription)
      }
    }
    """
  }

  @Test(arguments: [
    "self.itemCancellable = self.$item.receive(on: DispatchQueue.main).sink { [weak self] in self?.similar = [$0] }",
    "itemCancellable = self.$item.sink { [weak self] in self?.similar = [$0] }",
    "self.itemCancellable = $item.sink { [weak self] in self?.similar = [$0] }",
    "self.$item.sink { [weak self] in self?.similar = [$0] }.store(in: &cancellables)",
  ])
  func theSelfQualifiedPipelineIsTheBindingCase(subscription: String) throws {
    let feature = try ProposedFeatureTests.feature(Self.source(subscription))
    let binding = try #require(
      feature.reducerCases.first { $0.pattern == ".binding(\\.item)" }, "\(feature.reducerCases.map(\.pattern))")
    #expect(binding.body.contains("state.similar = [state.item]"), "\(binding.body)")
    #expect(!feature.reducerCases.flatMap(\.body).contains { $0.contains("TODO(tca-migrate)") })
  }
}
