import Analysis
import Testing

/// A service the codebase does not declare gets the methods whose calls say their types; the others stay unknown.
@Suite struct OutsideServiceCallTests {
  /// The one view model every case calls `dataController` (a `WMFDataController` no file declares) from.
  static func service(calling body: String) -> Service? {
    let source = """
      final class TimelineViewModel: ObservableObject {
        @Published var timeline: [Date: [Item]] = [:]
        @Published var editCount: Int?
        @Published var count = 0
        private let dataController: WMFDataController
        init(dataController: WMFDataController) { self.dataController = dataController }
        func run(item: Item, name: String) async {
      \(body)
        }
      }
      struct TimelineView: View { @StateObject var model: TimelineViewModel }
      """
    let analysis = Analyzer.analyze([SourceInput(path: "Timeline.swift", bytes: Array(source.utf8))])
    return analysis.services.first { $0.name == "WMFDataController" }
  }

  /// Each method as `name(label: Type) async throws -> Result`.
  static func signatures(_ service: Service?) -> [String] {
    (service?.methods ?? []).map { method in
      let parameters = method.parameters.map { ($0.label ?? "_") + ": " + $0.type }.joined(separator: ", ")
      return method.name + "(" + parameters + ")" + (method.isAsync ? " async" : "")
        + (method.throws ? " throws" : "") + (method.returnType.map { " -> " + $0 } ?? "")
    }
  }

  // Regression (Wikipedia): every call on `WMFActivityTabDataController`, which lives in another module, was "has no
  // endpoints yet; add one", and the methods calling it stayed commented out.
  @Test(arguments: [
    // Discarded: the result is `Void`; arguments typed by the method's parameters and the properties.
    ("try await dataController.deletePageView(for: item)", ["deletePageView(for: Item) async throws"]),
    ("dataController.track(name, count)", ["track(_: String, _: Int)"]),
    ("try? await self.dataController.refresh(count: self.count)", ["refresh(count: Int) async throws"]),
    (
      "Task { [weak self] in\n  await self?.load()\n}\nTask { try await dataController.sync() }",
      ["sync() async throws"]
    ),
    // `true` and `false` are `Bool` (no other literal says its type).
    ("dataController.setSyncing(true, item: item)", ["setSyncing(_: Bool, item: Item)"]),
    // A statement after a `case` label.
    ("switch count {\ncase 0:\n  try await dataController.sync()\ndefault:\n  break\n}", ["sync() async throws"]),
    // Stored in a property, directly or through a local the property is then set to, or typed by its `let`.
    ("self.timeline = try await dataController.items()", ["items() async throws -> [Date: [Item]]"]),
    (
      "let result = try await dataController.items()\nself.timeline = result",
      ["items() async throws -> [Date: [Item]]"]
    ),
    ("let fetched = try await dataController.editCount()\neditCount = fetched", ["editCount() async throws -> Int?"]),
    ("let names: [String] = await dataController.names()\nprint(names)", ["names() async -> [String]"]),
    // Calls of one method add up: async or throwing where one is, the result one of them says.
    (
      "dataController.items()\nself.timeline = try await dataController.items()",
      ["items() async throws -> [Date: [Item]]"]
    ),
  ])
  func typedCalls(body: String, expected: [String]) {
    #expect(Self.signatures(Self.service(calling: body)) == expected, "\(body)")
  }

  @Test(arguments: [
    // An argument that is an expression or a literal (`"…"` may be an `OSLogMessage`), a result read further or
    // tested, a trailing closure, a chained call, another object's property of that name.
    "let summary = try await dataController.fetchSummary(for: item.page)",
    "dataController.log(\"saved\")",
    "if let data = await dataController.saved() { count = data.count }",
    "let fetched = try await dataController.editCount()\neditCount = fetched\ncount = fetched ?? 0",
    "dataController.observe(name) { _ in }",
    "count = dataController.items().count",
    "other.dataController.sync()",
    // Calls of one selector that say different result types.
    "self.timeline = try await dataController.load()\nself.count = try await dataController.load()",
  ])
  func untypedCallsAddNothing(body: String) {
    #expect(Self.signatures(Self.service(calling: body)) == [], "\(body)")
  }

  // Regression (openedx): an injected `AuthorizationAnalytics` from another module was no service, so its calls were
  // "neither state nor a known client" and a `CoreAnalytics` became a State field tests could not build.
  @Test func anUndeclaredAnalyticsTypeIsAService() throws {
    let source = """
      final class SignInViewModel: ObservableObject {
        @Published var email = ""
        private let analytics: AuthorizationAnalytics
        init(analytics: AuthorizationAnalytics) { self.analytics = analytics }
        func signInTapped() { analytics.userSignInClicked() }
      }
      struct SignInView: View { @StateObject var model: SignInViewModel }
      """
    let analysis = Analyzer.analyze([SourceInput(path: "SignIn.swift", bytes: Array(source.utf8))])
    let service = try #require(analysis.services.first { $0.name == "AuthorizationAnalytics" })
    #expect(Self.signatures(service) == ["userSignInClicked()"])
  }
}
