import Analysis
import Proposal
import Testing

@Suite struct ObserveSubscriptionRuleTests {
  /// The feature for a controller subscribing to `subscriptions` (statements inside `viewDidLoad`).
  static func proposal(_ subscriptions: String) throws -> FeatureProposal {
    let source = """
      final class ScoreViewModel: ObservableObject {
        @Published var score = 0
        let celebrations = PassthroughSubject<Int, Never>()
      }
      final class ScoreViewController: UIViewController {
        private let viewModel: ScoreViewModel
        private var cancellables: Set<AnyCancellable> = []
        override func viewDidLoad() {
          super.viewDidLoad()
      \(subscriptions)
        }
      }
      """
    let analysis = Analyzer.analyze([SourceInput(path: "Score.swift", bytes: Array(source.utf8))])
    return try #require(FeatureProposer().propose(analysis).features.first)
  }

  static let observed = "viewModel.$score.sink { [weak self] score in self?.show(score) }.store(in: &cancellables)"

  struct Case: Sendable, CustomStringConvertible {
    let subscriptions: String
    let flagged: Bool
    var description: String { subscriptions }
  }

  static let cases: [Case] = [
    Case(subscriptions: observed, flagged: false),
    // An event subject is not State, a debounce has no `observe` form, and a controller that never subscribes
    // still has to move its view updates into the block.
    Case(
      subscriptions: observed
        + "\nviewModel.celebrations.sink { [weak self] n in self?.cheer(n) }.store(in: &cancellables)",
      flagged: true),
    Case(
      subscriptions:
        "viewModel.$score.debounce(for: 1, scheduler: RunLoop.main).sink { s in print(s) }.store(in: &cancellables)",
      flagged: true),
    Case(subscriptions: "print(viewModel.score)", flagged: true),
  ]

  @Test(arguments: cases)
  func flagsTheControllerOnlyWhenASubscriptionStays(_ item: Case) throws {
    let feature = try Self.proposal(item.subscriptions)
    #expect(feature.flags.contains { $0.code == "uikit-observe" } == item.flagged)
  }
}
