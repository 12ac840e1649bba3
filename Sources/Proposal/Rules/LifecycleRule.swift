import Analysis

/// Work an initializer starts (loading, `Task { … }`, subscriptions) moves to an `onAppear` or `task` action.
public struct LifecycleRule: ProposalRule {
  /// Creates the rule.
  public init() {}

  public var name: String { "lifecycle-actions" }
  public var guide: String { "MethodsToActions.md" }
  public var summary: String {
    "Work started in `init` moves to `case task` (async work, or work that runs for the model's lifetime such as an observer or a timer, sent from `.task { await store.send(.task).finish() }` so it ends with the view) or `case onAppear`; methods the view calls from `.task`/`.onAppear` keep their names and are awaited with `.finish()`. An `init` that only computes State from its arguments (locals, loops, early `return`s, `Calendar.current`/`Date()` as local `@Dependency`s) becomes the whole `State.init` instead."
  }
  public var examples: [RuleExample] {
    [
      RuleExample(
        before: """
          final class FeedViewModel: ObservableObject {
            @Published var posts: [String] = []
            init() {
              Task { await load() }
            }
            func load() async {}
          }
          struct FeedView: View {
            @StateObject private var viewModel = FeedViewModel()
            var body: some View {
              List(viewModel.posts, id: \\.self) { Text($0) }
                .refreshable { await viewModel.load() }
            }
          }
          """,
        after: """
          enum Action {
            case load
            case task
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .load:
                return .none
              case .task:
                return .send(.load)
              }
            }
          }
          struct FeedView: View {
            @State private var store = Store(initialState: FeedFeature.State()) { FeedFeature() }
            var body: some View {
              List(store.posts, id: \\.self) { Text($0) }
                .refreshable { await store.send(.load).finish() }
                .task { await store.send(.task).finish() }
            }
          }
          """, usesEffectRewriter: true),
      RuleExample(
        before: """
          final class ShelfViewModel: ObservableObject {
            @Published var books: [String] = []
            @Published var isLoading = false
            init(shelfID: String?) {
              isLoading = true
              guard let shelfID else { return }
              books = [shelfID]
            }
          }
          struct ShelfView: View {
            @StateObject private var viewModel = ShelfViewModel(shelfID: nil)
            var body: some View {
              List(viewModel.books, id: \\.self) { Text($0) }
            }
          }
          """,
        after: """
          struct State: Equatable {
            var books: [String] = []
            var isLoading = false

            init(shelfID: String?) {
              self.isLoading = true
              guard let shelfID else { return }
              self.books = [shelfID]
            }
          }
          """,
        note:
          "Work that only computes State from the initializer's arguments, early `return`s included, is the whole `State.init`: a parent builds the child's State with the arguments it gave the view model.",
        usesEffectRewriter: true),
      RuleExample(
        before: """
          final class WeekViewModel: ObservableObject {
            let total: Int
            @Published var isExpanded = false
            init?(counts: [Int]) {
              let total = counts.reduce(0, +)
              guard total > 0 else { return nil }
              self.total = total
            }
            func toggle() { isExpanded.toggle() }
          }
          struct WeekView: View {
            @StateObject var viewModel: WeekViewModel
            var body: some View { Button("\\(viewModel.total)") { viewModel.toggle() } }
          }
          """,
        after: """
          struct State: Equatable {
            var isExpanded = false
            // A constant the view model's `init` sets; State keeps it so reducer cases and views can read it.
            var total: Int = 0

            // The memberwise initializer, which tests build State with.
            init(total: Int = 0) {
              self.total = total
            }

            init?(counts: [Int]) {
              let total = counts.reduce(0, +)
              guard total > 0 else { return nil }
              self.total = total
            }
          }

          let store = TestStore(initialState: WeekFeature.State()) {
            WeekFeature()
          }
          """,
        note:
          "A failable `init` stays failable, `return nil` included. Declaring it hides State's memberwise initializer, so State declares that too: tests build State with it, since which arguments the failable one accepts is not known.",
        usesEffectRewriter: true),
      RuleExample(
        before: """
          protocol LibraryService {
            func markOpened(_ id: String)
          }
          final class ShelfViewModel: ObservableObject {
            @Published var books: [String] = []
            private let library: LibraryService
            init(shelfID: String, library: LibraryService) {
              self.library = library
              library.markOpened(shelfID)
            }
          }
          struct ShelfView: View {
            @StateObject private var viewModel = ShelfViewModel(shelfID: "a", library: LiveLibrary())
            var body: some View {
              List(viewModel.books, id: \\.self) { Text($0) }
            }
          }
          """,
        after: """
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .onAppear:
                // TODO(tca-migrate): uses `shelfID`, a parameter of `init`, which the action its work moved to does not have; keep it in State
                // library.markOpened(shelfID)
                return .none
              }
            }
          }
          """,
        note:
          "Work that does more than set up State moves to the action, where the initializer's parameters are out of reach: statements reading them stay under a TODO.",
        usesEffectRewriter: true),
    ]
  }

  /// The initializer's parameters that are gone once `init` has run: all but those a property shares a name with and
  /// is set from (`self.api = api`), whose name then reads the property. A parameter that only shares the name
  /// (`selectedTab: Tab?` feeding `@Published var selectedTab: Tab`) is still the parameter in `init`'s work.
  static func parametersOnlyInInit(_ initializer: Method, of viewModel: ViewModel) -> Set<String> {
    var members = Set(viewModel.published.map(\.name))
    members.formUnion(viewModel.computed.map(\.name))
    members.formUnion(viewModel.dependencies.map(\.name))
    members.formUnion(viewModel.constants.map(\.name))
    members.formUnion(viewModel.combine.map(\.name))
    members.formUnion(viewModel.childReferences.map(\.property))
    // Copies that always run (top level): one inside a branch (`if let x { self.x = x }`) may not have.
    let assignments = StateInitializerRule.assignments(in: initializer.body ?? "", fields: members)
    let copied = members.filter { assignments[$0] == $0 }
    return Set(initializer.parameters.map(\.name)).subtracting(copied)
  }

  /// The properties of `model` holding one child view model, which its initializer may build as State setup.
  static func childProperties(of model: ViewModel) -> Set<String> {
    Set(model.childReferences.filter { $0.cardinality == .single }.map(\.property))
  }

  /// The initializer work lines (everything but plain `self.x = x` assignments and `super.init`); none when only
  /// comments are left. A value field of State set from a service (`self.isOn = settings.isOn`) is work: the value
  /// exists only at run time.
  public static func work(
    in initializer: Method, seeds: ServiceSeeds = ServiceSeeds(), children: Set<String> = []
  ) -> [String] {
    let all = TextScan.dedentedLines(initializer.body)
    let lines = zip(all, InitializerWorkScan.verdicts(all, seeds: seeds, children: children)).filter(\.1).map(\.0)
    return lines.allSatisfy { LineText.trimmed($0).hasPrefix("//") } ? [] : lines
  }

  /// The initializer's body with every line that is not work blanked, so each work line keeps its place and the
  /// body still starts at `bodyLine` (TODO line numbers stay right).
  public static func workBody(
    of initializer: Method, seeds: ServiceSeeds = ServiceSeeds(), children: Set<String> = []
  ) -> String {
    let lines = (initializer.body ?? "").unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    return zip(lines, InitializerWorkScan.verdicts(lines, seeds: seeds, children: children)).map { $1 ? $0 : "" }
      .joined(separator: "\n")
  }

  /// Whether a conversion starts an effect that loops until cancelled (`for await … in` inside a `.run`).
  static func runsForever(_ conversion: MethodConversion) -> Bool {
    conversion.body.contains { LineText.unindented($0).hasPrefix("for await ") }
  }

  public func apply(to proposal: inout FeatureProposal, in context: ProposalContext) {
    let seeds = ServiceSeeds(context.viewModel)
    let children = Self.childProperties(of: context.viewModel)
    guard
      let (initializer, work) = context.viewModel.initializers.lazy
        .map({ ($0, Self.work(in: $0, seeds: seeds, children: children)) })
        .first(where: { !$0.1.isEmpty })
    else { return }
    let text = work.joined(separator: "\n")
    let asyncNames = Set(context.viewModel.methods.filter(\.isAsync).map(\.name))
    // Words: `CustomTask()` starts no task.
    let isAsync =
      TextScan.containsWord(text, "Task") || TextScan.containsWord(text, "await")
      || !asyncNames.isDisjoint(with: TextScan.calledFunctions(text))
    var caseName = isAsync ? "task" : "onAppear"
    guard proposal.action(named: caseName) == nil else {
      proposal.flag(
        ProposalFlag(
          code: "lifecycle-name-taken",
          message: "`\(caseName)` is already an action; initializer work was not moved", line: initializer.line))
      return
    }
    proposal.addAction(ActionCase(name: caseName, kind: .lifecycle, method: "init"))
    var method = initializer
    method.name = "init"
    method.parameters = []
    method.body = Self.workBody(of: initializer, seeds: seeds, children: children)
    var conversionContext = ProposalBuilder.conversionContext(for: proposal, in: context)
    conversionContext.initializerParameters = Self.parametersOnlyInInit(initializer, of: context.viewModel)
    var conversion = context.converter.convert(method, in: conversionContext)
    // Work that runs for the model's lifetime (an observer, a timer, a stream) is the view's `.task`: cancelled when
    // it disappears, started once per appearance; from `.onAppear` each appearance would add another loop.
    if caseName == "onAppear", Self.runsForever(conversion), proposal.action(named: "task") == nil {
      proposal.actions.removeAll { $0.name == caseName && $0.kind == .lifecycle }
      caseName = "task"
      proposal.addAction(ActionCase(name: caseName, kind: .lifecycle, method: "init"))
      conversionContext = ProposalBuilder.conversionContext(for: proposal, in: context)
      conversionContext.initializerParameters = Self.parametersOnlyInInit(initializer, of: context.viewModel)
      conversion = context.converter.convert(method, in: conversionContext)
    }
    if StateSetup.lines(for: conversion) == nil,
      let whole = StateSetup.wholeInitializer(initializer, in: conversionContext, context: context)
    {
      proposal.actions.removeAll { $0.name == caseName && $0.kind == .lifecycle }
      proposal.stateInitializer = whole.initializer
      StateSetup.settle(&proposal, assignedBy: whole.initializer)
      proposal.conversions.append(
        ConversionRecord(
          method: "init", action: "State.init", status: .full, inlinedHelpers: whole.conversion.inlinedHelpers))
      proposal.appliedRules.append(name)
      return
    }
    if let setup = StateSetup.lines(for: conversion),
      let initializer = proposal.stateInitializer ?? StateSetup.memberwise(for: proposal, in: context)
    {
      proposal.actions.removeAll { $0.name == caseName && $0.kind == .lifecycle }
      proposal.stateInitializer = initializer
      proposal.stateInitializer?.assignments += setup
      if !conversion.dependencies.isEmpty { proposal.stateInitializer?.dependencies = conversion.dependencies }
      proposal.conversions.append(
        ConversionRecord(method: "init", action: "State.init", status: .full, inlinedHelpers: conversion.inlinedHelpers)
      )
      proposal.appliedRules.append(name)
      return
    }
    ProposalBuilder.fold(
      conversion, pattern: ".\(caseName)", method: "init", action: caseName, into: &proposal, line: initializer.line,
      file: initializer.file)
    // Only closures stored on children (each now a delegate case), or subscriptions that became binding cases:
    // nothing is left for the view to send.
    if let index = proposal.reducerCases.firstIndex(where: { $0.pattern == ".\(caseName)" }),
      NoOpBody.isNoOp(proposal.reducerCases[index].body) || NoOpBody.onlyReturns(proposal.reducerCases[index].body)
    {
      proposal.reducerCases.remove(at: index)
      proposal.actions.removeAll { $0.name == caseName && $0.kind == .lifecycle }
      proposal.appliedRules.append(name)
      return
    }
    // A SwiftUI view holding the view model (not reading it from the environment) gets
    // `.onAppear { store.send(.onAppear) }` (or `.task`) from the view rewrite, a view controller the send after
    // `super.viewDidLoad()` (or a TODO where it has none): nothing is left to do by hand here.
    let sendsOnAppear = context.owners.contains {
      ($0.kind == .view || $0.kind == .viewController) && !ViewRewriteRule.sharedWrappers.contains($0.wrapper)
    }
    if !sendsOnAppear {
      proposal.flag(
        ProposalFlag(
          code: "init-work-moved",
          message: "work from `init` moved to `.\(caseName)`; the view must send it when it appears",
          line: initializer.line))
    }
    proposal.appliedRules.append(name)
  }
}
