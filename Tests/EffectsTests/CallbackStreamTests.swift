import Analysis
import Effects
import Proposal
import Testing

/// Only an action method handed to a call as one of its arguments becomes a callback stream; a name in a tuple
/// pattern, a declaration or a second callback argument is not one.
@Suite struct CallbackStreamTests {
  struct Case: CustomStringConvertible, Sendable {
    var description: String
    /// The body of `watch()`.
    var body: String
    /// Whether `watch` becomes an effect bridging the callback through an `AsyncStream`.
    var streams: Bool
  }

  static func source(_ body: String) -> String {
    """
    protocol PriceFeed {
      func observe(symbol: String, handler: @escaping (String, Double) -> Void)
      func observeBoth(onPrice: @escaping (String, Double) -> Void, onError: @escaping (String, Double) -> Void)
    }
    final class TickerViewModel: ObservableObject {
      @Published var symbol = "AAPL"
      @Published var price = 0.0
      private let feed: PriceFeed
      init(feed: PriceFeed) {
        self.feed = feed
      }
      func watch() {
    \(body)
      }
      func priced(_ symbol: String, value: Double) {
        price = value
      }
    }
    struct TickerView: View {
      @StateObject var viewModel: TickerViewModel
      var body: some View {
        Button("Watch") { viewModel.watch() }
      }
    }
    """
  }

  static let cases: [Case] = [
    Case(
      description: "A labeled argument", body: "    feed.observe(symbol: symbol, handler: priced)", streams: true),
    Case(
      description: "self.method as the argument", body: "    feed.observe(symbol: symbol, handler: self.priced)",
      streams: true),
    Case(
      description: "The same method twice",
      body: "    feed.observeBoth(onPrice: priced, onError: priced)", streams: false),
    Case(
      description: "A name in a tuple pattern",
      body: "    let (priced, _) = (symbol, price)\n    symbol = priced", streams: false),
    Case(
      description: "Called, not handed over",
      body: "    feed.observe(symbol: symbol, handler: { priced($0, value: $1) })",
      streams: false),
  ]

  @Test(arguments: cases)
  func onlyAnActionMethodHandedToACallIsStreamed(_ testCase: Case) throws {
    let feature = try ProposedFeatureTests.feature(Self.source(testCase.body))
    let watch = try #require(
      feature.reducerCases.first { $0.pattern == ".watch" || $0.pattern == ".watchButtonTapped" },
      "\(feature.reducerCases.map(\.pattern))")
    let text = watch.body.joined(separator: "\n")
    #expect(text.contains("AsyncStream<(String, Double)>") == testCase.streams, "\(text)")
    if testCase.streams {
      #expect(text.contains("await send(.priced(symbol, value: value))"), "\(text)")
    }
  }
}
