import Analysis

/// Methods the views call become Action cases whose reducer cases the method converter writes.
public struct MethodActionRule: ProposalRule {
  /// Creates the rule.
  public init() {}

  public var name: String { "methods-to-actions" }
  public var guide: String { "MethodsToActions.md" }
  public var summary: String {
    "Each method a view (or a parent view model, through its child property) calls becomes an Action case (parameters → associated values), named after the user event (`nextButtonTapped`) when only buttons call it, else after the method; its body becomes the reducer case, translated by the effect rewriter or kept under a TODO. A `Bool` the views only dismissed on (`if await viewModel.save() { dismiss() }`) becomes the case dismissing itself with `@Dependency(\\.dismiss)`. A framework's delegate or observer callback (`locationManager(_:didUpdateLocations:)`) is no action: one with a body stays by hand under a TODO, empty ones are dropped."
  }
  public var examples: [RuleExample] {
    [
      RuleExample(
        before: """
          final class QuizViewModel: ObservableObject {
            @Published var index = 0
            func next() { index += 1 }
            func select(answer: Int) { index = answer }
          }
          struct QuizView: View {
            @StateObject var viewModel = QuizViewModel()
            var body: some View {
              Button("Next") { viewModel.next() }
              TextField("Answer", text: .constant("")).onSubmit { viewModel.select(answer: 0) }
            }
          }
          """,
        after: """
          enum Action {
            case nextButtonTapped
            case select(answer: Int)
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .nextButtonTapped:
                state.index += 1
                return .none
              case let .select(answer):
                state.index = answer
                return .none
              }
            }
          }
          """, usesEffectRewriter: true),
      RuleExample(
        before: """
          final class LocationViewModel: NSObject, ObservableObject {
            @Published var lastLocation: CLLocation?
            private let manager = CLLocationManager()
            func start() { manager.startUpdatingLocation() }
          }
          extension LocationViewModel: CLLocationManagerDelegate {
            func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
              lastLocation = locations.last
            }
            func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager) {}
          }
          struct LocationView: View {
            @StateObject private var viewModel = LocationViewModel()
            var body: some View {
              Button("Start") { viewModel.start() }
            }
          }
          """,
        after: """
          enum Action {
            case startButtonTapped
          }
          // TODO(tca-migrate): `locationManager` (line 7) did not become an action: `CLLocationManagerDelegate` callback: the framework calls it, and nothing does once the store replaces the view model; give the client an endpoint streaming these callbacks (an `AsyncStream` of events a delegate object in its live value yields), run it in an effect where the model registered itself, and handle each event in a case.
          // Original body:
          // lastLocation = locations.last
          """,
        note:
          "Methods of a framework's delegate or observer protocol (the extension adopting it, or the class when the first parameter is the delegating object) are called by the framework, not a view: none becomes an action its tests would send as if a view did. A callback with a body is left by hand, and requirements with empty bodies are not carried over (flag `empty-callbacks`).",
        usesEffectRewriter: true),
      RuleExample(
        before: """
          final class EditViewModel: ObservableObject {
            @Published var name = ""
            func save() -> Bool {
              guard !name.isEmpty else { return false }
              name = name.trimmingCharacters(in: .whitespaces)
              return true
            }
          }
          struct EditView: View {
            @StateObject private var viewModel = EditViewModel()
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
              Button("Save") { if viewModel.save() { dismiss() } }
            }
          }
          """,
        after: """
          @Dependency(\\.dismiss) var dismiss
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .saveButtonTapped:
                guard !state.name.isEmpty else { return .none }
                state.name = state.name.trimmingCharacters(in: .whitespaces)
                return .run { _ in await dismiss() }
              }
            }
          }
          struct EditView: View {
            @State private var store = Store(initialState: EditFeature.State()) { EditFeature() }
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
              Button("Save") { store.send(.saveButtonTapped) }
            }
          }
          """,
        note:
          "A method returning `Bool` that every view calls as `if viewModel.save() { dismiss() }` dismisses itself: `return true` becomes `.run { _ in await dismiss() }` on `@Dependency(\\.dismiss)`, and the view only sends. A value used any other way keeps a TODO at the call.",
        usesEffectRewriter: true),
      RuleExample(
        before: """
          @MainActor
          final class SessionStore: ObservableObject {
            static let shared = SessionStore()
            @Published var userID: String?
          }
          final class InboxViewModel: ObservableObject {
            @Published var owner: String?
            func reload(from session: SessionStore) { owner = session.userID }
          }
          struct InboxView: View {
            @StateObject private var viewModel = InboxViewModel()
            @EnvironmentObject private var session: SessionStore
            var body: some View {
              Button("Reload") { viewModel.reload(from: session) }
            }
          }
          """,
        after: """
          enum Action {
            case reloadButtonTapped(from: SessionStore)
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .reloadButtonTapped:
                // TODO(tca-migrate): reads `session`, a `SessionStore`: a main-actor object that becomes a dependency client, not State, and a reducer cannot read it; send the values the case needs in the action instead
                // owner = session.userID
                return .none
              }
            }
          }
          """,
        note:
          "A shared main-actor object (a client, not a feature) handed to a method keeps its own type in the action, and the case stays under a TODO: the reducer is not on the main actor and cannot read it.",
        usesEffectRewriter: true),
    ]
  }

  /// Methods that become actions: those the owners or a parent view model call, and non-private ones no other method
  /// calls (the view model's API for its parent). Methods only called from inside the view model stay helpers the
  /// converter inlines.
  public static func actionMethods(of context: ProposalContext, excluding queries: Set<String> = []) -> [Method] {
    actionMethodIndices(of: context, excluding: queries).map { context.viewModel.methods[$0] }
  }

  /// Positions in the view model's `methods` of its action methods (see `actionMethods`), in order.
  static func actionMethodIndices(of context: ProposalContext, excluding queries: Set<String>) -> [Int] {
    context.actionCandidates.indices(of: context.viewModel, excluding: queries)
  }

  /// Methods a parent view model calls on this one through its child property (`player.pause()`): the child's
  /// intents, so its feature needs their actions even when its own methods call them too.
  static func methodsCalledByParents(of context: ProposalContext) -> Set<String> {
    context.lookup.calledByParents[context.viewModel.name] ?? []
  }

  /// `hash(into:)` and `encode(to:)`: a view model's conformance plumbing; `State` synthesizes `Hashable`/`Codable`.
  public static func isSynthesizedConformance(_ method: Method) -> Bool {
    let labels = method.parameters.map { $0.label ?? "_" }
    return (method.name == "hash" && labels == ["into"]) || (method.name == "encode" && labels == ["to"])
  }

  /// Method name → action case name.
  public static func actionNames(in context: ProposalContext, excluding queries: Set<String> = []) -> [String: String] {
    var result: [String: String] = [:]
    for factory in context.childFactories where factory.subject == nil {
      result[factory.method] = factory.action
    }
    let candidates = context.actionCandidates
    for position in candidates.indices(of: context.viewModel, excluding: queries) {
      let name = context.viewModel.methods[position].name
      if result[name] == nil { result[name] = candidates.caseNames[name] ?? name }
    }
    return result
  }

  /// Methods returning `Bool` whose every call from a view is `if await model.f() { dismiss() }`.
  private static func dismissingMethods(in context: ProposalContext) -> Set<String> {
    let calls = Dictionary(grouping: context.uses.filter { $0.kind == .call }, by: \.member)
    return Set(
      context.viewModel.methods.filter { method in
        guard method.returnType == "Bool", let uses = calls[method.name], !uses.isEmpty else { return false }
        return uses.allSatisfy { $0.dismissesOnTrue == true }
      }.map(\.name))
  }

  public func apply(to proposal: inout FeatureProposal, in context: ProposalContext) {
    let queries = Set(proposal.stateMethods.map(\.name))
    let actionIndices = Self.actionMethodIndices(of: context, excluding: queries)
    let methods = actionIndices.map { context.viewModel.methods[$0] }
    let names = Self.actionNames(in: context, excluding: queries)
    var conversionContext = ProposalBuilder.conversionContext(for: proposal, in: context)
    conversionContext.dismissingMethods = Self.dismissingMethods(in: context)
    conversionContext.restartedActions = RestartedActions.find(
      in: context.viewModel, taskProperties: conversionContext.properties.taskLike, caseNames: names)
    let actions = Set(actionIndices)
    let helpers = context.viewModel.methods.indices.filter { !actions.contains($0) }.map {
      context.viewModel.methods[$0]
    }
    proposal.asyncHelperCandidates = AsyncHelperRule.candidates(
      among: helpers, in: proposal, context: context, conversionContext: conversionContext)
    for candidate in proposal.asyncHelperCandidates {
      conversionContext.asyncHelpers[candidate.method.name] = candidate.conversion.stateReads
    }
    var converted: Set<String> = []
    var index = FoldIndex(proposal)
    for method in methods {
      guard let caseName = names[method.name], converted.insert(caseName).inserted else {
        proposal.flag(
          ProposalFlag(
            code: "overloaded-method",
            message: "`\(method.name)` is overloaded; only the first overload became an action", line: method.line))
        continue
      }
      let payload = method.parameters.map {
        PayloadItem(
          label: $0.label, type: context.replacingViewModelTypes(in: TypeText.payloadType($0.type)),
          defaultValue: Self.caseDefault($0.defaultValue))
      }
      index.addAction(ActionCase(name: caseName, payload: payload, kind: .view, method: method.name), to: &proposal)
      let conversion = context.converter.convert(method, in: conversionContext)
      let bindings = method.parameters.map { TCANaming.identifier($0.name) }
      let pattern = bindings.isEmpty ? ".\(caseName)" : "let .\(caseName)(\(bindings.joined(separator: ", ")))"
      ProposalBuilder.fold(
        conversion, pattern: pattern, method: method.name, action: caseName, into: &proposal, index: &index,
        line: method.line, file: method.file)
      // A value the view only dismissed on is answered by the case dismissing itself.
      let dismisses =
        conversionContext.dismissingMethods.contains(method.name)
        && conversion.dependencies.contains { $0.key == "\\.dismiss" }
      if dismisses { proposal.dismissingMethods = (proposal.dismissingMethods ?? []) + [method.name] }
      if let returnType = method.returnType, context.lookup.viewModelName(returnType) == nil, !dismisses {
        proposal.flag(
          ProposalFlag(
            code: "method-returns-value",
            message: "`\(method.name)` returns `\(returnType)`; actions return nothing, so move the result into State",
            line: method.line))
      }
    }
    let factories = Set(context.viewModel.childReferences.filter { $0.cardinality == .created }.map(\.property))
    for method in context.viewModel.methods where Self.isSynthesizedConformance(method) {
      proposal.flag(
        ProposalFlag(
          code: "synthesized-conformance",
          message:
            "`\(method.name)(\(method.parameters.map { ($0.label ?? "_") + ":" }.joined()))` is not carried over: State is a value and synthesizes its conformances; add `Hashable`/`Codable` to State if a parent needs them",
          line: method.line))
    }
    // By position, not by value: comparing each method with every action method was quadratic in the methods.
    let isAction = Set(actionIndices)
    let callbacks = CallbackMethods(context)
    for (position, method) in context.viewModel.methods.enumerated()
    where !isAction.contains(position) && !method.isStatic && !queries.contains(method.name)
      && !Self.isSynthesizedConformance(method) && !callbacks.empty.contains(method.name)
    {
      let isFactory =
        factories.contains(method.name) || context.lookup.viewModelName(method.returnType ?? "") != nil
      let reason =
        isFactory
        ? "creates a child view model; build its child State instead (e.g. `state.path.append(…)`)"
        : callbacks.reason(for: method) ?? HelperMethod.calledReason
      proposal.helpers.append(
        HelperMethod(name: method.name, line: method.line, body: TextScan.dedentedLines(method.body), reason: reason))
      proposal.helpers[proposal.helpers.count - 1].file = method.file
    }
    callbacks.flagEmpty(into: &proposal)
    if !methods.isEmpty { proposal.appliedRules.append(name) }
  }

  /// A parameter's default as the action case's default: kept unless it reads the view model (`self`) or the call
  /// site (`#file`, `#line`), which an enum case cannot.
  static func caseDefault(_ value: String?) -> String? {
    guard let value, !value.isEmpty, !value.utf8.contains(UInt8(ascii: "#")), !TextScan.containsWord(value, "self")
    else { return nil }
    return value
  }
}
