import Analysis

/// Query methods (synchronous, returning a value, changing nothing) leave the actions: a reducer case cannot return a
/// value. One that reads State becomes a method of `State`; one that reads no State becomes a `static func` of the
/// reducer. Either may read TCA's standard dependencies, each declared locally with `@Dependency`.
///
/// A query qualifies when it is an instance method with a body, not `async`, returning neither `Void` nor a view
/// model, and the converter translates its whole body without a TODO: the body writes no State, starts no effect and
/// sends no action, has no statement starting with a type or global's name (`Store.shared.save(x)`), calls no client
/// or service (its only dependencies are standard ones: `Date()` → `now`, `UUID()` →
/// `uuid`, an injected `calendar`), reads stored properties only when they are `let` constants that inline, does not
/// use `self` as a value, and calls only other qualifying queries. It reads no State when neither it nor a query it
/// calls reads a State field. Of overloads, only the first that qualifies moves.
public struct PureHelperRule: ProposalRule {
  /// Creates the rule.
  public init() {}

  public var name: String { "pure-helpers" }
  public var guide: String { "MethodsToActions.md" }
  public var summary: String {
    "A synchronous method that returns a value and changes nothing (no State writes, no effects, no client or service calls, no `self` as a value) does not become an action: if it reads State it becomes a method of `State` (`state.isToday(0)`, `store.state.isToday(0)` in views), else a `static func` of the reducer (`Self.streak(from:)` in cases and effects, `StatsFeature.streak(from:)` in views and State). It declares each standard dependency it reads (`Date()`, `UUID()`, an injected `Calendar`) with a local `@Dependency`, and a test of a case that calls it stubs them."
  }
  public var examples: [RuleExample] {
    [
      RuleExample(
        before: """
          final class InboxViewModel: ObservableObject {
            @Published var dates: [Date] = []
            func relativeDate(for date: Date) -> String {
              RelativeDateTimeFormatter().localizedString(for: date, relativeTo: Date())
            }
          }
          struct InboxView: View {
            @StateObject var viewModel = InboxViewModel()
            var body: some View {
              List(viewModel.dates, id: \\.self) { date in
                Text(viewModel.relativeDate(for: date))
              }
            }
          }
          """,
        after: """
          @Reducer
          struct InboxFeature {
            static func relativeDate(for date: Date) -> String {
              @Dependency(\\.date.now) var now
              return RelativeDateTimeFormatter().localizedString(for: date, relativeTo: now)
            }
          }
          struct InboxView: View {
            @State var store = Store(initialState: InboxFeature.State()) { InboxFeature() }
            var body: some View {
              List(store.dates, id: \\.self) { date in
                Text(InboxFeature.relativeDate(for: date))
              }
            }
          }
          """,
        note: "A view calls the static function on the feature type: it reads nothing from the store.",
        usesEffectRewriter: true),
      RuleExample(
        before: """
          final class StatsViewModel: ObservableObject {
            @Published var days: [Date] = []
            @Published var streakDays = 0
            private let calendar: Calendar
            init(calendar: Calendar = .current) {
              self.calendar = calendar
            }
            func refresh() {
              streakDays = streak(from: days)
            }
            func isToday(_ index: Int) -> Bool {
              calendar.isDate(days[index], inSameDayAs: Date())
            }
            private func streak(from dates: [Date]) -> Int {
              let today = calendar.startOfDay(for: Date())
              return dates.filter { calendar.startOfDay(for: $0) == today }.count
            }
          }
          struct StatsView: View {
            @StateObject var viewModel = StatsViewModel()
            var body: some View {
              Button("Refresh") { viewModel.refresh() }
              Text(viewModel.isToday(0) ? "Today" : "Earlier")
            }
          }
          """,
        after: """
          @Reducer
          struct StatsFeature {
            @ObservableState
            struct State: Equatable {
              func isToday(_ index: Int) -> Bool {
                @Dependency(\\.calendar) var calendar
                @Dependency(\\.date.now) var now
                return calendar.isDate(days[index], inSameDayAs: now)
              }
            }
            var body: some ReducerOf<Self> {
              Reduce { state, action in
                switch action {
                case .refreshButtonTapped:
                  state.streakDays = Self.streak(from: state.days)
                  return .none
                }
              }
            }
            static func streak(from dates: [Date]) -> Int {
              @Dependency(\\.calendar) var calendar
              @Dependency(\\.date.now) var now
              let today = calendar.startOfDay(for: now)
              return dates.filter { calendar.startOfDay(for: $0) == today }.count
            }
          }
          @MainActor
          struct StatsFeatureTests {
            @Test
            func refreshButtonTapped() async {
              let store = TestStore(initialState: StatsFeature.State()) {
                StatsFeature()
              } withDependencies: {
                $0.calendar = Calendar(identifier: .gregorian)
                $0.date.now = Date(timeIntervalSince1970: 0)
              }
              await store.send(.refreshButtonTapped)
            }
          }
          """,
        note:
          "`isToday` reads State, so it is a method of `State`; `streak` reads only its argument, the calendar and the date, so it is a static function. The test of `refreshButtonTapped` stubs what `streak` reads.",
        usesEffectRewriter: true),
      RuleExample(
        before: """
          final class FolderViewModel: ObservableObject {
            @Published var name = ""
            func createFolder() -> String {
              let folder = Folder(name: name)
              FolderStore.shared.save(folder)
              return folder.id
            }
          }
          """,
        after: """
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .createFolder:
                // TODO(tca-migrate): `createFolder` returns `String`; a reducer case cannot return a value to the view; move it to State or a helper
                // let folder = Folder(name: name)
                // FolderStore.shared.save(folder)
                // return folder.id
                return .none
              }
            }
          }
          """,
        note:
          "A statement that starts with a type or global's name (`FolderStore.shared.save(folder)`) is there for what it does: the method is no query and stays for a person to split into an action and a State read.",
        usesEffectRewriter: true),
    ]
  }

  public func apply(to proposal: inout FeatureProposal, in context: ProposalContext) {
    let candidates = StateQueries.candidates(of: context)
    guard !candidates.isEmpty else { return }
    var names = Set(candidates.map(\.name))
    var statics: Set<String> = []
    var proven: [String: (method: Method, conversion: QueryConversion)] = [:]
    // Queries may call each other: the set shrinks until every member only calls members, and which of them read
    // State follows from the calls, so it settles one round after the set does.
    while true {
      var conversionContext = ProposalBuilder.conversionContext(for: proposal, in: context)
      conversionContext.stateMethods = names.subtracting(statics)
      conversionContext.staticQueries = statics
      // A query the view calls is no action while it is tried as a query: a call of it is not a `send`.
      for name in names { conversionContext.actionNames[name] = nil }
      proven = [:]
      for method in candidates where names.contains(method.name) && proven[method.name] == nil {
        if let conversion = context.converter.convertQuery(method, in: conversionContext),
          LocalDependencies.areStandard(conversion.dependencies)
        {
          proven[method.name] = (method, conversion)
        }
      }
      let conversions = proven.mapValues(\.conversion)
      let provenNames = Set(proven.keys)
      let provenStatics = provenNames.subtracting(Self.stateReaders(conversions))
      if provenNames == names && provenStatics == statics { break }
      (names, statics) = (provenNames, provenStatics)
    }
    let conversions = proven.mapValues(\.conversion)
    var seen: Set<String> = []
    for candidate in candidates {
      guard let (method, conversion) = proven[candidate.name], seen.insert(method.name).inserted else { continue }
      let isStatic = statics.contains(method.name)
      proposal.stateMethods.append(
        StateMethod(
          name: method.name, signature: StateQueries.signature(of: method, in: context),
          body: Self.body(of: conversion), isStatic: isStatic,
          dependencies: Self.dependencies(of: method.name, in: conversions)))
      let action = isStatic ? "\(proposal.name).\(method.name)" : "State.\(method.name)"
      proposal.conversions.append(
        ConversionRecord(method: method.name, action: action, status: .full, line: method.line))
    }
    if !seen.isEmpty { proposal.appliedRules.append(name) }
  }

  /// The queries that read State, themselves or through a query they call.
  static func stateReaders(_ conversions: [String: QueryConversion]) -> Set<String> {
    var readers = Set(conversions.filter(\.value.readsState).keys)
    while true {
      let more = conversions.filter {
        !readers.contains($0.key) && $0.value.calledQueries.contains(where: readers.contains)
      }
      guard !more.isEmpty else { return readers }
      readers.formUnion(more.keys)
    }
  }

  /// The standard dependencies `name` reads, its own first, then those of the queries it calls.
  static func dependencies(of name: String, in conversions: [String: QueryConversion]) -> [DependencyUse] {
    var result: [DependencyUse] = []
    var visited: Set<String> = []
    var pending = [name]
    while let next = pending.popLast() {
      guard visited.insert(next).inserted, let conversion = conversions[next] else { continue }
      for dependency in conversion.dependencies where !result.contains(dependency) { result.append(dependency) }
      pending += conversion.calledQueries.reversed()
    }
    return result
  }

  /// The body with a local `@Dependency` for each dependency it reads; a lone expression gets its `return`.
  static func body(of conversion: QueryConversion) -> [String] {
    guard !conversion.dependencies.isEmpty else { return conversion.body }
    var body = conversion.body
    if conversion.isSingleExpression,
      let first = body.firstIndex(where: { !LineText.unindented($0).hasPrefix("//") })
    {
      body[first] = "return " + body[first]
    }
    return LocalDependencies.declarations(conversion.dependencies) + body
  }
}
