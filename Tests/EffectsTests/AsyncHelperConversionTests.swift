import Analysis
import Effects
import Proposal
import Testing

/// Async helpers a caller could not inline, through the proposal stage with the effect rewriter: which become
/// private async methods of the reducer, with what signature, and which stay for the person migrating.
@Suite struct AsyncHelperConversionTests {
  struct Case: CustomStringConvertible, Sendable {
    var description: String
    /// The helper, named `work`.
    var helper: String
    /// How the caller's `switch` calls it (a `switch` whose case breaks out early stays a TODO, so the helper is not
    /// inlined).
    var call: String
    /// The reducer method's signature, or nil when the helper stays commented out.
    var signature: String?
    var body: [String] = []
  }

  static func source(_ testCase: Case) -> String {
    """
    struct Item: Equatable, Sendable { var title: String }
    enum FeedEvent: Equatable, Sendable { case flush, clear, idle }
    protocol FeedCache {
      func save(_ items: [Item], for account: String) async
      func count(limit: Int) async throws -> Int
    }
    final class FeedViewModel: ObservableObject {
      @Published var items: [Item] = []
      @Published var accountID = ""
      @Published var total = 0
      @Published var banner = makeBanner()
      private let cache: FeedCache
      init(cache: FeedCache) {
        self.cache = cache
      }
      func handle(_ event: FeedEvent) async {
        switch event {
        case .flush: \(testCase.call)
        case .clear:
          guard !items.isEmpty else { break }
          items = []
        default: break
        }
      }
      func reset() {
        total = 0
      }
    \(testCase.helper)
    }
    struct FeedView: View {
      @StateObject var viewModel: FeedViewModel
      var body: some View {
        Button("Flush") { Task { await viewModel.handle(.flush) } }
        Button("Reset") { viewModel.reset() }
      }
    }
    """
  }

  static let cases: [Case] = [
    Case(
      description: "State it reads becomes parameters, in order of first use; services become clients",
      helper: """
          private func work() async {
            guard !accountID.isEmpty else { return }
            await cache.save(items, for: accountID)
          }
        """,
      call: "await work()",
      signature: "work(accountID: String, items: [Item]) async",
      body: ["guard !accountID.isEmpty else { return }", "await feedCacheClient.save(items, for: accountID)"]),
    Case(
      description: "Parameters, throws and the return type are kept",
      helper: """
          private func work(limit: Int) async throws -> Int {
            try await cache.count(limit: limit) + items.count
          }
        """,
      call: "_ = try? await work(limit: 3)",
      signature: "work(limit: Int, items: [Item]) async throws -> Int",
      body: ["try await feedCacheClient.count(limit: limit) + items.count"]),
    Case(
      description: "A helper writing State stays",
      helper: """
          private func work() async {
            total = try? await cache.count(limit: 1) ?? 0
          }
        """,
      call: "await work()"),
    Case(
      description: "A helper calling another view-model method stays",
      helper: """
          private func work() async {
            await cache.save(items, for: accountID)
            reset()
          }
        """,
      call: "await work()"),
    Case(
      description: "A helper reading State of unknown type stays",
      helper: """
          private func work() async {
            await cache.save(banner.items, for: accountID)
          }
        """,
      call: "await work()"),
  ]

  @Test(arguments: cases)
  func anAsyncHelperBecomesAReducerMethodOnlyWhenAllOfItRunsInAnEffect(_ testCase: Case) throws {
    let feature = try ProposedFeatureTests.feature(Self.source(testCase))
    let method = feature.reducerHelpers.first { $0.name == "work" }
    #expect(method?.signature == testCase.signature)
    #expect(feature.helpers.contains { $0.name == "work" } == (testCase.signature == nil))
    if let method {
      #expect(method.body == testCase.body)
      #expect(feature.conversions.contains { $0.method == "work" && $0.status == .full })
      #expect(feature.dependencies.contains { $0.property == "feedCacheClient" })
      #expect(feature.appliedRules.contains("async-helper-methods"))
    }
  }

  /// A feed view model whose `work(limit:)` reads `items` and calls the cache, with `members` and the view's `button`.
  static func feed(_ members: String, button: String) -> String {
    """
    struct Item: Equatable, Sendable { var title: String }
    protocol FeedCache { func count(limit: Int) async throws -> Int }
    final class FeedViewModel: ObservableObject {
      @Published var items: [Item] = []
      @Published var total = 0
      private let cache: FeedCache
      init(cache: FeedCache) { self.cache = cache }
    \(members)
      private func work(limit: Int) async throws -> Int {
        try await cache.count(limit: limit) + items.count
      }
    }
    struct FeedView: View {
      @StateObject var viewModel: FeedViewModel
      var body: some View { \(button) }
    }
    """
  }

  @Test func anEffectCallsTheReducerMethodPassingTheStateItCaptured() throws {
    let source = Self.feed(
      """
        func refresh() async {
          let count = try? await work(limit: 3)
          total = count ?? 0
        }
      """, button: #"Button("Refresh") { Task { await viewModel.refresh() } }"#)
    let feature = try ProposedFeatureTests.feature(source)
    #expect(feature.reducerHelpers.map(\.signature) == ["work(limit: Int, items: [Item]) async throws -> Int"])
    let refresh = try #require(feature.reducerCases.first { $0.pattern == ".refreshButtonTapped" })
    #expect(
      refresh.body == [
        "return .run { [items = state.items] send in",
        "  await send(.refreshButtonTappedResponse(try? await work(limit: 3, items: items)))", "}",
      ])
    #expect(
      feature.actions.contains { $0.name == "refreshButtonTappedResponse" && $0.payload.map(\.type) == ["Int?"] })
    #expect(feature.conversions.allSatisfy { $0.status == .full })
  }

  /// kiwix's `LibraryViewModel`: the session call wrapped by a formatter (`self.api\n  .fetchItems(…)`) started its
  /// line with a `.` the lexer reads as an implicit member, so the call skipped the endpoint check and the helper
  /// became a reducer method calling an endpoint the client does not have. Wrapped or not, it stays.
  @Test(arguments: ["try await self.api.fetchItems(page: 1)", "try await self.api\n      .fetchItems(page: 1)"])
  func aHelperCallingAnUndeclaredServiceStaysHoweverItIsWrapped(call: String) throws {
    let source = """
      final class FeedViewModel: ObservableObject {
        @Published var count = 0
        private let api: RemoteAPIService
        init(api: RemoteAPIService) { self.api = api }
        func load() async {
          let items = try? await fetch()
          count = items?.count ?? 0
        }
        func reload() async {
          let items = try? await fetch()
          count = (items?.count ?? 0) + 1
        }
        private func fetch() async throws -> [String] {
          \(call)
        }
      }
      struct FeedView: View {
        @StateObject var viewModel: FeedViewModel
        var body: some View { Button("Load") { Task { await viewModel.load() } } }
      }
      """
    let feature = try ProposedFeatureTests.feature(source)
    #expect(feature.reducerHelpers.isEmpty)
    #expect(!feature.conversions.contains { $0.method == "load" && $0.status == .full })
  }

  /// HeldOutApp's onboarding: the helper is called from inside a `Task` of a helper that its action inlines; it was
  /// folded away with that helper, and the case called a method the reducer did not have.
  @Test func aHelperCalledFromAnInlinedHelperStaysAReducerMethod() throws {
    let source = Self.feed(
      """
        func start() {
          finish()
        }
        private func finish() {
          Task {
            let count = try? await work(limit: 3)
            total = count ?? 0
          }
        }
      """, button: #"Button("Start") { viewModel.start() }"#)
    let feature = try ProposedFeatureTests.feature(source)
    let calls = feature.reducerCases.flatMap(\.body).filter { $0.contains("work(limit: 3, items: items)") }
    #expect(calls.count == 1)
    #expect(feature.reducerHelpers.map(\.signature) == ["work(limit: Int, items: [Item]) async throws -> Int"])
    #expect(!feature.helpers.contains { $0.name == "work" })
  }
}
