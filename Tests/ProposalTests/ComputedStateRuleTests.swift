import Analysis
import Foundation
import Proposal
import Testing

@Suite struct ComputedStateRuleTests {
  private static let model = Builders.model(
    published: [Builders.published("start", "Date"), Builders.published("end", "Date")],
    computed: [
      ComputedProperty(
        name: "nights", type: "Int", line: 8, body: "calendar.dateComponents([.day], from: start, to: end).day ?? 0",
        readsState: ["end", "start"], readsOnlyState: false, readsMembers: ["calendar", "end", "start"]),
      ComputedProperty(
        name: "quote", type: "Int", line: 9, body: "pricing.price(for: nights)", readsState: [],
        readsOnlyState: false, readsMembers: ["nights", "pricing"]),
      ComputedProperty(
        name: "canSave", type: "Bool", line: 10, body: "nights > 0 && quote > 0", readsState: [],
        readsOnlyState: true, readsMembers: ["nights", "quote"]),
      ComputedProperty(
        name: "hasRange", type: "Bool", line: 11, body: "nights > 0", readsState: [], readsOnlyState: true,
        readsMembers: ["nights"]),
    ],
    dependencies: [Dependency(name: "pricing", type: "PricingService", line: 6, injectedThroughInit: true)],
    constants: [StoredProperty(name: "calendar", type: nil, line: 7, initialValue: "Calendar.current", isLet: true)])

  @Test func aConstantWithAPureInitializerIsInlinedIntoState() {
    let nights = Builders.feature(Self.model).computed.first { $0.name == "nights" }
    #expect(nights?.body == ["Calendar.current.dateComponents([.day], from: start, to: end).day ?? 0"])
  }

  /// CodeEdit's `TaskManager.selectedTask`: a getter that, finding no selection, starts a `Task` setting
  /// `selectedTaskID` moved into State as written, where `self` is immutable (it did not compile).
  @Test(arguments: [
    ("Task { await MainActor.run { self.selected = items.first } }\nreturn items.first", false),
    ("self.selected = items.first\nreturn items.first", false),
    ("DispatchQueue.main.async { self.count += 1 }\nreturn items.first", false),
    ("items.first { $0 == self.selected }", true),
  ])
  func aGetterThatChangesTheModelStaysOut(body: String, moves: Bool) {
    let model = Builders.model(
      published: [Builders.published("items", "[String]"), Builders.published("selected", "String?")],
      computed: [
        ComputedProperty(
          name: "current", type: "String?", line: 8, body: body, readsState: ["items", "selected"],
          readsOnlyState: true, readsMembers: ["items", "selected"])
      ])
    let feature = Builders.feature(model)
    #expect(feature.computed.contains { $0.name == "current" } == moves)
    #expect(feature.flags.contains { $0.message.contains("changes the model when it is read") } == !moves)
  }

  @Test func aPropertyReadingOneThatStaysOutStaysOutToo() {
    let feature = Builders.feature(Self.model)
    #expect(feature.computed.map(\.name) == ["nights", "hasRange"])
    let flagged = feature.flags.filter { $0.code == "computed-not-state" }.map(\.line)
    #expect(flagged == [9, 10])
  }

  @Test(arguments: [
    ("NumberFormatter()", "formatter.numberStyle = .decimal", false),
    ("UserDefaults.standard.string(forKey: \"name\") ?? \"\"", "", false),
    ("Locale.current", "", true),
    ("Locale.current", "if isReady { formatter.calendar = .current }", false),
    // Regression: a closure parameter named like the constant (HeldOutApp's onboarding `categories`) is not the
    // constant, so it does not count as configuring it.
    ("Locale.current", "$count.map { (count, formatter) -> Bool in formatter.identifier.isEmpty }", true),
    // Regression (Home Assistant's calendar debug screen): `let today = systemCalendar.startOfDay(for: now)` in
    // `init` reads the constant; it configures nothing, and every method using it had become a TODO.
    ("Locale.current", "let id = formatter.identifier\ncount = id.count", true),
    ("Locale.current", "self.formatter.calendar = .current", false),
    ("Locale.current", "count = 1; formatter.calendar = .current", false),
  ])
  func constantsConfiguredInInitOrReadFromSharedStoresStayOut(value: String, initBody: String, moves: Bool) {
    let model = Builders.model(
      published: [Builders.published("count", "Int")],
      computed: [
        ComputedProperty(
          name: "label", type: "String", line: 8, body: "formatter.string(for: count) ?? \"\"",
          readsState: ["count"], readsOnlyState: false, readsMembers: ["count", "formatter"])
      ],
      initializers: [Method(name: "init", line: 4, body: initBody)],
      constants: [StoredProperty(name: "formatter", type: nil, line: 3, initialValue: value, isLet: true)])
    #expect(Builders.feature(model).computed.map(\.name) == (moves ? ["label"] : []))
  }

  @Test(arguments: [
    (
      "calendar.date(byAdding: .day, value: 1, to: start)", "Calendar.current.date(byAdding: .day, value: 1, to: start)"
    ),
    ("self.calendar.firstWeekday", "Calendar.current.firstWeekday"),
    (
      "other.calendar.firstWeekday + calendar.firstWeekday",
      "other.calendar.firstWeekday + Calendar.current.firstWeekday"
    ),
    ("\"calendar\" + name", "\"calendar\" + name"),
  ])
  func substitutionReplacesOnlyReadsOfTheMember(text: String, expected: String) {
    #expect(ConstantValue.substituting("calendar", with: "Calendar.current", in: text) == expected)
  }

  /// A constant's value wrapped over lines, as a formatter leaves a long one, inlines as the same expression.
  @Test(arguments: [
    ("Calendar.current", "Calendar.current"),
    ("Calendar\n    .current", "Calendar.current"),
    ("\n    Locale.current.identifier\n    ?? \"en\"", "(Locale.current.identifier ?? \"en\")"),
    ("Locale.current.identifier ?? \"en\"", "(Locale.current.identifier ?? \"en\")"),
    ("Formatter.style(\n    for: .short) ?? .none", "(Formatter.style(for: .short) ?? .none)"),
  ])
  func aWrappedConstantInlinesAsOneLine(value: String, inlined: String) {
    let property = StoredProperty(name: "locale", type: nil, line: 3, initialValue: value, isLet: true)
    #expect(ConstantValue.inlined(property) == inlined)
  }

  /// An initializer line wrapped by a formatter (`self.x =` with its value on the next line) is setup, not work.
  @Test(arguments: [
    ("self.draft = draft\nself.reference =\n    stop.reference ?? \"\"", 0),
    ("self.reference =\n    stop.reference\n    ?? \"\"", 0),
    ("let saved = UserDefaults.standard.string(forKey: \"k\")\nself.reference =\n    saved ?? \"\"", 3),
    ("self.reference = \"\"\nload(\n    id: 1)", 2),
  ])
  func aWrappedSetupLineIsNotWork(body: String, workLines: Int) {
    let initializer = Method(name: "init", line: 1, parameters: [], body: body)
    #expect(LifecycleRule.work(in: initializer).count == workLines)
  }

  /// Regression (Wikipedia's `WMFActivityTabViewModel`): a child built into a local and assigned
  /// (`let customize = …`, `self.customize = customize`) is built in `State.init`; it also stayed work, so `onAppear`
  /// built it again, resetting the child each time the view appeared. Configured in between, it stays work.
  @Test(arguments: [
    ("let built = Child(limit: 3)\nself.child = built\nanalytics.track(\"x\")", ["analytics.track(\"x\")"]),
    (
      "let built = Child(limit: 3)\nchild = built\nbuilt.objectWillChange.sink { _ in }",
      ["built.objectWillChange.sink { _ in }"]
    ),
    (
      "let built = Child(limit: 3)\nbuilt.limit = 4\nself.child = built",
      ["let built = Child(limit: 3)", "built.limit = 4", "self.child = built"]
    ),
    (
      "if ready {\n  let built = Child(limit: 3)\n  self.child = built\n}",
      ["if ready {", "  let built = Child(limit: 3)", "  self.child = built", "}"]
    ),
  ])
  func aChildBuiltIntoALocalIsNotWork(body: String, work: [String]) {
    let initializer = Method(name: "init", line: 1, parameters: [], body: body)
    #expect(LifecycleRule.work(in: initializer, children: ["child"]) == work)
  }

  @Test(arguments: [
    ("onFinish", "(Item) -> Void", true),
    ("onClose", "@escaping () -> ()", true),
    ("loader", "() async throws -> [Item]", false),
    ("format", "(Int) -> String", false),
  ])
  func onlyClosuresReturningVoidBecomeDelegateActions(name: String, type: String, isDelegate: Bool) {
    let model = Builders.model(
      initializers: [
        Method(name: "init", line: 3, parameters: [Parameter(label: name, name: name, type: type)], body: "")
      ],
      dependencies: [Dependency(name: name, type: type, line: 2, injectedThroughInit: true)])
    let feature = Builders.feature(model)
    #expect((feature.nestedEnum(named: "Delegate") != nil) == isDelegate)
    #expect(feature.flags.contains { $0.code == "unknown-service" } == !isDelegate)
  }
}

/// Regression (tangem): a computed property that names a child view model's type in its code kept the view-model
/// type in State (`var result: [RowViewModel] = []` beside fields of `RowFeature.State`), which does not compile; a
/// string naming it is text and stays.
@Suite struct ComputedBodyTypeTests {
  @Test func viewModelTypesInTheCodeOfAComputedPropertyBecomeStatesButNotInItsStrings() throws {
    let source = """
      final class RowViewModel: ObservableObject { @Published var isSelected = false }
      final class ListViewModel: ObservableObject {
        @Published var pinned: RowViewModel?
        @Published var rows: [RowViewModel] = []
        var allRows: [RowViewModel] {
          var result: [RowViewModel] = []
          if let pinned { result.append(pinned) }
          result.append(contentsOf: rows)
          return result
        }
        var title: String { "RowViewModel ×\\(rows.count)" }
      }
      struct ListScreen: View { @StateObject var model = ListViewModel() }
      """
    let analysis = Analyzer.analyze([SourceInput(path: "List.swift", bytes: Array(source.utf8))])
    let model = try #require(analysis.viewModels.first { $0.name == "ListViewModel" })
    let feature = FeatureProposer(options: ProposalOptions()).propose(analysis, for: model).features[0]
    let allRows = try #require(feature.computed.first { $0.name == "allRows" })
    #expect(allRows.body.first == "var result: [RowFeature.State] = []")
    let title = try #require(feature.computed.first { $0.name == "title" })
    #expect(title.body == ["\"RowViewModel ×\\(rows.count)\""])
  }

  /// Regression (the Xcode fixture's `CountriesList`): a getter handing the view model itself to another type
  /// (`LocaleReader(viewModel: self)`) moved into State, where `self` is State; the class's name
  /// (`String(describing: type(of: self))`) would have become `"State"`.
  @Test(
    arguments: [
      ("Reader(viewModel: self)", nil),
      ("String(describing: type(of: self))", "\"ShelfViewModel\""),
      ("self.title.uppercased()", "title.uppercased()"),
    ] as [(String, String?)])
  func aGetterUsingSelfAsAValueStaysOut(getter: String, inState: String?) throws {
    let source = """
      enum Shelf {
        struct Search { var text = "" }
        final class ShelfViewModel: ObservableObject {
          @Published var title = ""
          @Published var search = Search()
          var derived: String { \(getter) }
        }
      }
      """
    let analysis = Analyzer.analyze([SourceInput(path: "Shelf.swift", bytes: Array(source.utf8))])
    let feature = try #require(FeatureProposer().propose(analysis).features.first)
    let derived = feature.computed.first { $0.name == "derived" }
    #expect(derived?.body.joined().replacingOccurrences(of: "self.", with: "") == inState)
    #expect(feature.flags.contains { $0.code == "computed-not-state" } == (inState == nil))
    // The nested type State names outside its namespace is qualified in the default value, as in the type.
    #expect(feature.state.first { $0.name == "search" }?.defaultValue == "Shelf.Search()")
  }
}
