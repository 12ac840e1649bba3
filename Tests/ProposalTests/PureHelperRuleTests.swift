import Analysis
import Proposal
import TestSupport
import Testing

/// Answers `convertQuery` from a table by method name (what the effect rewriter would find), and keeps other bodies.
struct ScriptedQueryConverter: MethodConverting {
  var queries: [String: QueryConversion]

  func convert(_ method: Method, in context: ConversionContext) -> MethodConversion {
    MethodConversion(status: .manual, body: ["return .none"])
  }

  func convertQuery(_ method: Method, in context: ConversionContext) -> QueryConversion? { queries[method.name] }
}

@Suite struct PureHelperRuleTests {
  static let now = DependencyUse(property: "now", key: "\\.date.now")
  static let calendar = DependencyUse(property: "calendar", key: "\\.calendar")

  static let source = """
    final class InboxViewModel: ObservableObject {
      @Published var days: [Date] = []
      func relativeDate(for date: Date) -> String { "" }
      func isToday(_ index: Int) -> Bool { false }
      func label(_ index: Int) -> String { "" }
      func format(_ count: Int) -> String { "" }
      func fetchName() -> String { "" }
    }
    struct InboxView: View {
      @StateObject var viewModel = InboxViewModel()
      var body: some View {
        Text(viewModel.fetchName())
      }
    }
    """

  static let queries: [String: QueryConversion] = [
    "relativeDate": QueryConversion(
      body: ["formatter.localizedString(for: date, relativeTo: now)"], dependencies: [now], readsState: false,
      isSingleExpression: true),
    "isToday": QueryConversion(
      body: ["calendar.isDate(days[index], inSameDayAs: now)"], dependencies: [calendar, now], readsState: true,
      isSingleExpression: true),
    "label": QueryConversion(
      body: ["isToday(index) ? \"Today\" : \"Earlier\""], readsState: false, calledQueries: ["isToday"],
      isSingleExpression: true),
    "format": QueryConversion(body: ["\"\\(count)\""], readsState: false, isSingleExpression: true),
    "fetchName": QueryConversion(
      body: ["inboxClient.name()"], dependencies: [DependencyUse(property: "inboxClient", key: "InboxClient.self")],
      readsState: false, isSingleExpression: true),
  ]

  static func proposal() throws -> FeatureProposal {
    let analysis = Analyzer.analyze([SourceInput(path: "Inbox.swift", bytes: Array(source.utf8))])
    let proposal = FeatureProposer(converter: ScriptedQueryConverter(queries: queries)).propose(analysis)
    return try #require(proposal.features.first)
  }

  struct Case: Sendable, CustomStringConvertible {
    let method: String
    let isStatic: Bool
    let body: [String]
    let dependencies: [DependencyUse]
    var description: String { method }
  }

  static let cases = [
    Case(
      method: "relativeDate", isStatic: true,
      body: ["@Dependency(\\.date.now) var now", "return formatter.localizedString(for: date, relativeTo: now)"],
      dependencies: [now]),
    Case(
      method: "isToday", isStatic: false,
      body: [
        "@Dependency(\\.calendar) var calendar", "@Dependency(\\.date.now) var now",
        "return calendar.isDate(days[index], inSameDayAs: now)",
      ], dependencies: [calendar, now]),
    // Reads State through `isToday`, whose dependencies its callers' tests stub; it declares none itself.
    Case(
      method: "label", isStatic: false, body: ["isToday(index) ? \"Today\" : \"Earlier\""],
      dependencies: [calendar, now]),
    Case(method: "format", isStatic: true, body: ["\"\\(count)\""], dependencies: []),
  ]

  @Test(arguments: cases)
  func aQueryBecomesAStateMethodOrAStaticFunction(_ item: Case) throws {
    let feature = try Self.proposal()
    let method = try #require(feature.stateMethods.first { $0.name == item.method })
    #expect(method.isStatic == item.isStatic)
    #expect(method.body == item.body)
    #expect(method.dependencies == item.dependencies)
    #expect(!feature.actions.contains { $0.method == item.method })
    let action = item.isStatic ? "\(feature.name).\(item.method)" : "State.\(item.method)"
    #expect(feature.conversions.contains { $0.method == item.method && $0.action == action && $0.status == .full })
  }

  @Test func aQueryCallingAClientStaysAnAction() throws {
    let feature = try Self.proposal()
    #expect(!feature.stateMethods.contains { $0.name == "fetchName" })
    #expect(feature.actions.contains { $0.method == "fetchName" })
  }

  @Test func theViewCallsStaticFunctionsOnTheFeatureAndStateMethodsOnTheStore() throws {
    let feature = try Self.proposal()
    let view = try #require(feature.views.first)
    #expect(view.staticQueries == ["relativeDate", "format"])
    #expect(view.queries == ["isToday", "label"])
  }
}
