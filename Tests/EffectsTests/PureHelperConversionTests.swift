import Analysis
import Effects
import Proposal
import Testing

/// Pure helpers through the proposal stage with the effect rewriter: static functions of the reducer and State
/// methods reading standard dependencies, and where their calls land.
@Suite struct PureHelperConversionTests {
  static let stats = """
    final class StatsViewModel: ObservableObject {
      @Published var streakDays = 0
      @Published var names: [String] = []
      private let history: HistoryService
      private let calendar: Calendar
      init(history: HistoryService, calendar: Calendar = .current) {
        self.history = history
        self.calendar = calendar
      }
      func load() async {
        let log = await history.entries(limit: limit(for: 3))
        var perName: [String: Double] = [:]
        for entry in log { perName[entry.name, default: 0] += entry.seconds }
        let top = perName.sorted { $0.value > $1.value }.prefix(2)
        let ranked = perName.sorted { $0.value > $1.value }
        let more = await history.entries(limit: 1)
        names = top.map(\\.key) + ranked.map(\\.key) + more.map(\\.name)
        streakDays = streak(from: log.map(\\.date))
      }
      private func limit(for pages: Int) -> Int { pages * 10 }
      private func streak(from dates: [Date]) -> Int {
        let today = calendar.startOfDay(for: Date())
        return dates.filter { calendar.startOfDay(for: $0) == today }.count
      }
    }
    struct HistoryEntry { var name: String; var seconds: Double; var date: Date }
    protocol HistoryService { func entries(limit: Int) async -> [HistoryEntry] }
    struct StatsView: View {
      @StateObject var viewModel: StatsViewModel
      var body: some View { Button("Load") { Task { await viewModel.load() } } }
    }
    """

  @Test func aHelperReadingNoStateIsAStaticFunctionWithItsDependenciesDeclaredLocally() throws {
    let feature = try ProposedFeatureTests.feature(Self.stats)
    let streak = try #require(feature.stateMethods.first { $0.name == "streak" })
    #expect(streak.isStatic)
    #expect(
      streak.body == [
        "@Dependency(\\.calendar) var calendar", "@Dependency(\\.date.now) var now",
        "let today = calendar.startOfDay(for: now)",
        "return dates.filter { calendar.startOfDay(for: $0) == today }.count",
      ])
    #expect(!feature.helpers.contains { $0.name == "streak" || $0.name == "limit" })
    let bodies = feature.reducerCases.flatMap(\.body)
    #expect(bodies.contains { $0.contains("state.streakDays = Self.streak(from: log.map(\\.date))") })
    // Inside the `.run` closure too: a static function needs no State.
    #expect(bodies.contains { $0.contains("historyClient.entries(limit: Self.limit(for: 3))") })
    #expect(feature.todos.isEmpty, "\(feature.todos.map(\.reason))")
  }

  @Test func aTestOfACaseCallingAStaticFunctionStubsWhatItReads() throws {
    let feature = try ProposedFeatureTests.feature(Self.stats)
    let test = try #require(feature.tests.first { $0.name == "loadButtonTapped" })
    #expect(test.dependencies.contains("$0.calendar = Calendar(identifier: .gregorian)"))
    #expect(test.dependencies.contains("$0.date.now = Date(timeIntervalSince1970: 0)"))
  }

  @Test func localsTypedFromEarlierLocalsTypeTheResponse() throws {
    let feature = try ProposedFeatureTests.feature(Self.stats)
    let response = try #require(feature.actions.first { $0.name.hasSuffix("Response") })
    let payload = response.payload.map(\.type).joined(separator: ", ")
    #expect(payload.contains("ArraySlice<(key: String, value: Double)>"), "\(payload)")
    #expect(payload.contains("[(key: String, value: Double)]"), "\(payload)")
    #expect(!payload.contains("Any,"), "\(payload)")
  }

  @Test func aQueryCallingAQueryTheViewCallsStaysAQuery() throws {
    let source = """
      final class CounterViewModel: ObservableObject {
        @Published var items: [String] = []
        func twice(_ x: Int) -> Int { double(x) }
        private func double(_ x: Int) -> Int { x * 2 }
        func firstTwice() -> Int { twice(items.count) }
      }
      struct CounterView: View {
        @StateObject var viewModel: CounterViewModel
        var body: some View { Text("\\(viewModel.twice(2)) \\(viewModel.firstTwice())") }
      }
      """
    let feature = try ProposedFeatureTests.feature(source)
    let first = try #require(feature.stateMethods.first { $0.name == "firstTwice" })
    #expect(!first.isStatic)
    #expect(first.body == ["CounterFeature.twice(items.count)"])
    #expect(feature.stateMethods.first { $0.name == "twice" }?.body == ["Self.double(x)"])
    #expect(feature.actions.isEmpty)
  }
}
