import Analysis
import Effects
import Proposal
import Testing

/// A main-actor service's property read: its client endpoint is `async` and hops there, so a read that can be
/// awaited becomes an effect and its value a response; one behind an operator stays under a TODO saying why.
@Suite struct MainActorPropertyTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let description: String
    let statement: String
    /// A line the converted cases must hold, or nil when the statement stays under a TODO.
    let converted: String?
    var testDescription: String { description }
  }

  static let cases: [Case] = [
    // Regression (openedx's `connectivity.isInternetAvaliable`): the client had no endpoint and the TODO said the
    // codebase did not declare the protocol.
    Case(
      description: "bound to a local", statement: "let online = connectivity.isOnline\n    offline = !online",
      converted: "await send(.checkResponse(await connectivityClient.isOnline()))"),
    Case(
      description: "assigned to State", statement: "offline = connectivity.isOnline",
      converted: "state.offline = offline"),
    Case(description: "behind an operator", statement: "offline = !connectivity.isOnline", converted: nil),
  ]

  static func source(_ statement: String) -> String {
    """
    @MainActor protocol Connectivity: Sendable { var isOnline: Bool { get } }
    @MainActor final class LiveConnectivity: Connectivity {
      static let shared = LiveConnectivity()
      var isOnline: Bool { true }
    }
    @MainActor final class StatusViewModel: ObservableObject {
      @Published var offline = false
      let connectivity: Connectivity
      init(connectivity: Connectivity) { self.connectivity = connectivity }
      func check() {
        \(statement)
      }
    }
    struct StatusView: View {
      @StateObject var model = StatusViewModel(connectivity: LiveConnectivity.shared)
      var body: some View { Text("").onAppear { model.check() } }
    }
    """
  }

  @Test(arguments: cases)
  func reads(_ example: Case) throws {
    let source = Self.source(example.statement)
    let analysis = Analyzer.analyze([SourceInput(path: "Status.swift", bytes: Array(source.utf8))])
    let model = try #require(analysis.viewModels.first { $0.name == "StatusViewModel" })
    let proposal = ConversionOutcomeTests.proposer(for: analysis).propose(analysis, for: model)
    let client = try #require(proposal.clients.first)
    #expect(client.endpoints.map(\.name) == ["isOnline"])
    let lines = proposal.features[0].reducerCases.flatMap(\.body).map { String($0.drop { $0 == " " }) }
    if let line = example.converted {
      #expect(lines.contains(line), "\(lines)")
      #expect(!lines.contains { $0.contains("TODO") }, "\(lines)")
    } else {
      #expect(lines.contains { $0.contains("reads `isOnline` of `connectivity` on the main actor") }, "\(lines)")
    }
  }
}
