import Analysis
import Effects
import Proposal
import Testing

/// A `switch` whose cases await is split per case, each case continuing with the rest of the method; the shapes
/// whose rest would read a local the split leaves behind stay a TODO.
@Suite struct SwitchSplitTests {
  struct Case: CustomStringConvertible, Sendable {
    var description: String
    /// The body of `handle(_:)`.
    var body: String
    /// Whether the `switch` is split (else it stays under a TODO).
    var splits: Bool
  }

  static func source(_ body: String) -> String {
    """
    enum FeedEvent: Equatable, Sendable { case flush, clear, idle }
    protocol FeedCache {
      func count() async -> Int
    }
    final class FeedViewModel: ObservableObject {
      @Published var items: [String] = []
      @Published var total = 0
      private let cache: FeedCache
      init(cache: FeedCache) {
        self.cache = cache
      }
      func handle(_ event: FeedEvent) async {
    \(body)
      }
    }
    struct FeedView: View {
      @StateObject var viewModel: FeedViewModel
      var body: some View {
        Button("Flush") { Task { await viewModel.handle(.flush) } }
      }
    }
    """
  }

  static let cases: [Case] = [
    Case(
      description: "A case that awaits and one that only breaks",
      body: """
          switch event {
          case .flush: total = await cache.count()
          case .clear: items = []
          default: break
          }
          items.append("done")
        """,
      splits: true),
    Case(
      description: "A case that breaks out early",
      body: """
          switch event {
          case .flush: total = await cache.count()
          case .clear:
            guard !items.isEmpty else { break }
            items = []
          default: break
          }
        """,
      splits: false),
    Case(
      description: "A case that falls through",
      body: """
          switch event {
          case .flush: total = await cache.count()
          case .clear: fallthrough
          default: items = []
          }
        """,
      splits: false),
    Case(
      description: "A case declaring a local it sets later",
      body: """
          switch event {
          case .flush:
            let count: Int
            count = await cache.count()
            total = count
          default: break
          }
        """,
      splits: false),
    Case(
      description: "A case setting a local declared before the switch",
      body: """
          var count = 0
          switch event {
          case .flush: count = await cache.count()
          default: count = 1
          }
          total = count
        """,
      splits: false),
  ]

  @Test(arguments: cases)
  func aSwitchIsSplitOnlyWhenEachCaseCanCarryTheRest(_ testCase: Case) throws {
    let feature = try ProposedFeatureTests.feature(Self.source(testCase.body))
    let handle = try #require(
      feature.reducerCases.first { $0.pattern.hasPrefix("let .handle") }, "\(feature.reducerCases.map(\.pattern))")
    let refused = handle.body.contains { $0.contains("TODO(tca-migrate): awaits inside `switch`") }
    #expect(refused == !testCase.splits, "\(handle.body.joined(separator: "\n"))")
    if testCase.splits {
      #expect(handle.body.first == "switch event {")
      #expect(handle.body.filter { $0.contains("state.items.append(\"done\")") }.count == 2)
    }
  }

  /// `Shared.withLock` runs its closure before it returns, so State read inside it is no escaping capture.
  @Test func stateReadInsideWithLockIsNoEscape() throws {
    let feature = try ProposedFeatureTests.feature(
      """
      @Observable final class CounterModel {
        @ObservationIgnored @Shared(.appStorage("total")) var total = 0
        var step = 1
        func add() { $total.withLock { $0 += step } }
      }
      struct CounterView: View {
        @State var model: CounterModel
        var body: some View { Button("Add") { model.add() } }
      }
      """)
    let add = try #require(feature.reducerCases.first { $0.pattern == ".add" || $0.pattern == ".addButtonTapped" })
    #expect(add.body == ["state.$total.withLock { $0 += state.step }", "return .none"])
  }
}
