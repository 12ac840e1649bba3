import Testing

@testable import Effects

/// Mlem's community list: `mainQueue.schedule { [weak self] in self?.communities = sorted }` on the model's
/// `@Dependency(\.mainQueue)` scheduler was a "completion-handler call on `mainQueue`" TODO, the State write lost
/// to it. A reducer runs on the main actor: the hop goes, its body stays, as `DispatchQueue.main.async`'s does.
@Suite struct SchedulerHopTests {
  @Test(arguments: [
    ("mainQueue.schedule { [weak self] in\n      self?.count += 1\n    }", true),
    ("DispatchQueue.main.schedule {\n      self.count += 1\n    }", true),
    // Another scheduler is not the main queue's hop.
    ("backgroundQueue.schedule { [weak self] in\n      self?.count += 1\n    }", false),
  ])
  func theMainQueuesHopKeepsItsBody(call: String, unwrapped: Bool) throws {
    let source = """
      import Dependencies
      import SwiftUI

      final class CounterViewModel: ObservableObject {
          @Dependency(\\.mainQueue) var mainQueue
          @Dependency(\\.backgroundQueue) var backgroundQueue
          @Published var count = 0

          func bump() {
              \(call)
          }
      }

      struct CounterView: View {
          @StateObject var viewModel = CounterViewModel()
          var body: some View { Button("\\(viewModel.count)") { viewModel.bump() } }
      }
      """
    let feature = try ProposedFeatureTests.feature(source)
    let bump = try #require(feature.reducerCases.first { $0.pattern.hasPrefix(".bump") })
    #expect((bump.body == ["state.count += 1", "return .none"]) == unwrapped, "\(bump.body)")
    #expect((feature.conversions.first { $0.method == "bump" }?.status == .full) == unwrapped)
  }
}
