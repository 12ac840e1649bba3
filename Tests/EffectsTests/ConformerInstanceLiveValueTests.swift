import Analysis
import Effects
import Proposal
import Testing

/// A protocol's live conformer that declares a shared instance of itself: the client's `liveValue` uses that instance,
/// as the app does, rather than building another. Regression (openedx's `ConnectivityProtocol`): a main-actor
/// conformer with `static let shared` got an empty `liveValue` and a TODO asking for a shared instance.
@Suite struct ConformerInstanceLiveValueTests {
  @Test func theSharedInstanceIsTheLiveValue() throws {
    let source = """
      @MainActor protocol Connectivity: Sendable {
        func refresh() async
      }
      @MainActor final class LiveConnectivity: Connectivity {
        static let shared = LiveConnectivity()
        func refresh() async {}
      }
      @MainActor final class StatusViewModel: ObservableObject {
        @Published var checked = false
        let connectivity: Connectivity
        init(connectivity: Connectivity) { self.connectivity = connectivity }
        func check() async {
          await connectivity.refresh()
          checked = true
        }
      }
      struct StatusView: View {
        @StateObject var model = StatusViewModel(connectivity: LiveConnectivity.shared)
      }
      """
    let analysis = Analyzer.analyze([SourceInput(path: "Status.swift", bytes: Array(source.utf8))])
    let model = try #require(analysis.viewModels.first { $0.name == "StatusViewModel" })
    let client = try #require(
      ConversionOutcomeTests.proposer(for: analysis).propose(analysis, for: model).clients.first)
    #expect(client.liveExpression == "LiveConnectivity.shared")
    #expect(client.flags.isEmpty, "\(client.flags)")
  }
}
