import Analysis
import Effects
import Proposal
import Testing

/// A debounce whose duration is read from the view model (`.seconds(delay)`): the effect captures it from State,
/// since `state` cannot be used inside `.run`. Regression (openedx's `SearchViewModel`): the effect read
/// `state.debounce.dueTime`, which does not compile.
@Suite struct DebounceDurationCaptureTests {
  static let source = """
    final class SearchViewModel: ObservableObject {
      @Published var query = ""
      @Published var results: [String] = []
      let delay: Double
      private var bag = Set<AnyCancellable>()
      init(delay: Double = 0.3) {
        self.delay = delay
        $query
          .debounce(for: .seconds(delay), scheduler: RunLoop.main)
          .sink { [weak self] text in self?.search(text) }
          .store(in: &bag)
      }
      func search(_ text: String) {
        results = [text]
      }
    }
    struct SearchView: View { @StateObject var model = SearchViewModel() }
    """

  @Test func theDurationIsCaptured() throws {
    let analysis = Analyzer.analyze([SourceInput(path: "Search.swift", bytes: Array(Self.source.utf8))])
    let model = try #require(analysis.viewModels.first { $0.name == "SearchViewModel" })
    let feature = try #require(
      ConversionOutcomeTests.proposer(for: analysis).propose(analysis, for: model).features.first)
    let binding = try #require(feature.reducerCases.first { $0.pattern == ".binding(\\.query)" })
    let lines = binding.body.map { String($0.drop { $0 == " " }) }
    #expect(lines.contains("return .run { [delay = state.delay] send in"), "\(lines)")
    #expect(lines.contains("try await clock.sleep(for: .seconds(delay))"), "\(lines)")
  }
}
