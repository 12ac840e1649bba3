import Analysis

/// The owning view holds a `Store` instead of the view model; reads, calls and bindings go through it.
public struct ViewRewriteRule: ProposalRule {
  /// Creates the rule.
  public init() {}

  public var name: String { "view-store" }
  public var guide: String { "ViewsToStore.md" }
  public var decidesConversion: Bool { false }
  public var summary: String {
    "The owning SwiftUI view declares `@Bindable var store: StoreOf<XFeature>` (or `let store` without bindings), handed in as the view model was; a view that built its own view model under `@StateObject`/`@State` keeps the store it builds in `@State` (`@State private var store = Store(initialState: …) { XFeature() }`), so its callers do not change and a redrawn parent does not reset it; `viewModel.x` → `store.x`, `viewModel.f(a)` → `store.send(.f(a))`, `$viewModel.x` → `$store.x`, `await viewModel.load()` in `.task` → `await store.send(.load).finish()`; UIKit controllers hold `let store` and update their views in `observe { }`."
  }
  public var examples: [RuleExample] {
    [
      RuleExample(
        before: """
          final class QuizViewModel: ObservableObject {
            @Published var question = ""
            @Published var answer = ""
            func next() {}
            func load() async {}
          }
          struct QuizView: View {
            @StateObject private var viewModel = QuizViewModel()
            var body: some View {
              VStack {
                Text(viewModel.question)
                TextField("Answer", text: $viewModel.answer)
                Button("Next") { viewModel.next() }
              }
              .task { await viewModel.load() }
            }
          }
          """,
        after: """
          struct QuizView: View {
            @State private var store = Store(initialState: QuizFeature.State()) { QuizFeature() }
            var body: some View {
              VStack {
                Text(store.question)
                TextField("Answer", text: $store.answer)
                Button("Next") { store.send(.nextButtonTapped) }
              }
              .task { await store.send(.load).finish() }
            }
          }
          """),
      RuleExample(
        before: """
          final class QuizViewModel: ObservableObject {
            @Published var answer = ""
            func next() {}
          }
          struct QuizView: View {
            @ObservedObject var viewModel: QuizViewModel
            var body: some View {
              TextField("Answer", text: $viewModel.answer)
              Button("Next") { viewModel.next() }
            }
          }
          """,
        after: """
          struct QuizView: View {
            @Bindable var store: StoreOf<QuizFeature>
            var body: some View {
              TextField("Answer", text: $store.answer)
              Button("Next") { store.send(.nextButtonTapped) }
            }
          }
          """),
      RuleExample(
        before: """
          final class ScoreViewModel: ObservableObject {
            @Published var score = 0
            let celebrations = PassthroughSubject<Int, Never>()
            func reset() {}
          }
          final class ScoreViewController: UIViewController {
            private let viewModel: ScoreViewModel
            private var cancellables: Set<AnyCancellable> = []
            override func viewDidLoad() {
              super.viewDidLoad()
              resetButton.addAction(UIAction { [weak self] _ in self?.viewModel.reset() }, for: .touchUpInside)
              viewModel.celebrations.sink { [weak self] score in self?.celebrate(score) }.store(in: &cancellables)
            }
          }
          """,
        after: """
          final class ScoreViewController: UIViewController {
            let store: StoreOf<ScoreFeature>
            private var cancellables: Set<AnyCancellable> = []
            override func viewDidLoad() {
              super.viewDidLoad()
              resetButton.addAction(UIAction { [weak self] _ in self?.store.send(.resetButtonTapped) }, for: .touchUpInside)
              // TODO(tca-migrate): `viewModel.celebrations` is not State; read the store inside `observe { }` or send an action.
              viewModel.celebrations.sink { [weak self] score in self?.celebrate(score) }.store(in: &cancellables)
            }
          }
          """,
        note:
          "A subscription to something that is not State (here an event subject) stays for the person migrating; subscriptions to State fields become `observe { }` blocks (rule `uikit-observe`)."
      ),
      RuleExample(
        before: """
          final class SettingsViewModel: ObservableObject {
            @Published var name = ""
          }
          final class AppViewModel: ObservableObject {
            enum Route {
              case settings(SettingsViewModel)
            }
            @Published var route: Route?
            func showSettings() { route = .settings(SettingsViewModel()) }
          }
          struct AppView: View {
            @ObservedObject var viewModel: AppViewModel
            var body: some View {
              Button("Settings") { viewModel.showSettings() }
                .sheet(isPresented: .constant(isShowingSettings)) {
                  if case let .settings(settings) = viewModel.route { SettingsView(viewModel: settings) }
                }
            }
            private var isShowingSettings: Bool {
              if case .settings = viewModel.route { return true }
              return false
            }
          }
          struct SettingsView: View {
            @ObservedObject var viewModel: SettingsViewModel
            var body: some View { Text(viewModel.name) }
          }
          """,
        after: """
          struct AppView: View {
            @Bindable var store: StoreOf<AppFeature>
            var body: some View {
              Button("Settings") { store.send(.showSettingsButtonTapped) }
                .sheet(item: $store.scope(state: \\.destination?.settings, action: \\.destination.settings)) { settings in
                  SettingsView(store: settings)
                }
            }
            private var isShowingSettings: Bool {
              if case .settings = store.destination { return true }
              return false
            }
          }
          """,
        note:
          "A `route` enum of child view models becomes `@Presents var destination` (rule `navigation-enum`); a presentation of one of its cases is driven by the store scoped to that case, and a test of which case is shown reads `store.destination`. A read that binds a child outside a presentation keeps its TODO."
      ),
      RuleExample(
        before: """
          final class EpisodeViewModel: ObservableObject {
            @Published var title = ""
          }
          final class PodcastViewModel: ObservableObject {
            enum Sheet: Identifiable {
              case episode(EpisodeViewModel)
              case share(URL)
              var id: String { "sheet" }
            }
            @Published var sheet: Sheet?
            @Published var errorMessage: String?
            @Published var showAlert = false
            func open() { sheet = .episode(EpisodeViewModel()) }
            func fail() {
              errorMessage = "Offline"
              showAlert = true
            }
          }
          struct PodcastView: View {
            @ObservedObject var viewModel: PodcastViewModel
            var body: some View {
              Button("Open") { viewModel.open() }
                .sheet(item: $viewModel.sheet) { sheet in
                  switch sheet {
                  case .episode(let episode): EpisodeView(viewModel: episode)
                  case .share(let url): ShareLink(item: url)
                  }
                }
                .alert(viewModel.errorMessage ?? "Error", isPresented: $viewModel.showAlert) {
                  Button("OK", role: .cancel) {}
                }
            }
          }
          struct EpisodeView: View {
            @ObservedObject var viewModel: EpisodeViewModel
            var body: some View { Text(viewModel.title) }
          }
          """,
        after: """
          struct PodcastView: View {
            @Bindable var store: StoreOf<PodcastFeature>
            var body: some View {
              Button("Open") { store.send(.openButtonTapped) }
                .sheet(item: $store.scope(state: \\.destination?.episode, action: \\.destination.episode)) { episode in
                  EpisodeView(store: episode)
                }
                .sheet(isPresented: Binding(get: { store.destination?.share != nil }, set: { if !$0 { store.send(.destination(.dismiss)) } })) {
                  if let url = store.destination?.share {
                    ShareLink(item: url)
                  }
                }
                .alert($store.scope(state: \\.destination?.alert, action: \\.destination.alert))
            }
          }
          """,
        note:
          "A `switch` over the route inside one `.sheet(item:)` becomes one presentation per case, as TCA presents a destination, when `Destination` has cases the sheet must not present (here the alert); a case of plain data (which has no action to scope a store with) is presented while State holds it. When the switch presents every case, the one sheet stays and switches on `store.case`. With other arguments (`onDismiss:`) and such extra cases, the binding keeps its TODO."
      ),
      RuleExample(
        before: """
          @Observable final class DraftModel: Identifiable {
            let id = UUID()
            var text = ""
            init(text: String) { self.text = text }
          }
          struct DraftsView: View {
            let texts: [String]
            @State private var drafts: [DraftModel] = []
            var body: some View {
              List {
                ForEach(drafts) { draft in
                  DraftRow(model: draft)
                }
              }
              .onAppear { drafts = texts.map { DraftModel(text: $0) } }
            }
          }
          struct DraftRow: View {
            let model: DraftModel
            var body: some View { Text(model.text) }
          }
          """,
        after: """
          struct DraftsView: View {
            let texts: [String]
            @State private var drafts: [StoreOf<DraftFeature>] = []
            var body: some View {
              List {
                ForEach(drafts) { draft in
                  DraftRow(store: draft)
                }
              }
              .onAppear { drafts = texts.map { Store(initialState: DraftFeature.State(text: $0)) { DraftFeature() } } }
            }
          }
          """,
        note:
          "A view holding a collection of view models (`[DraftModel]`) holds a collection of stores under the same name, under a TODO: the collection's own uses (`ForEach`, `append`, `count`) and what callers pass for it stay, models built in the view become stores, and each element is handed to a view taking a store. Calls of the model's methods on an element must become `element.send(.action)` by hand; a parent feature would hold `IdentifiedArrayOf<DraftFeature.State>` and scope each element's store."
      ),
    ]
  }

  /// Wrappers that read a view model someone else owns; those owners do not start its work.
  static let sharedWrappers: Set<String> = ["EnvironmentObject", "Environment"]

  public func apply(to proposal: inout FeatureProposal, in context: ProposalContext) {
    let queries = Set(proposal.stateMethods.filter { !$0.isStatic }.map(\.name))
    let staticQueries = Set(proposal.stateMethods.filter(\.isStatic).map(\.name))
    var names = MethodActionRule.actionNames(in: context, excluding: queries.union(staticQueries))
    // A factory's result was the child view model: its call sites need the new action plus a scoped child store,
    // which the view rewrite cannot write, so they keep their TODO.
    var factoryHints: [String: String] = [:]
    for factory in context.childFactories where factory.subject == nil {
      names[factory.method] = nil
      let scope =
        factory.placement == .presented
        ? "show the child from `store.scope(state: \\.\(factory.property), action: \\.\(factory.property))`"
        : "the pushed child lives in `store.scope(state: \\.path, action: \\.path)`"
      factoryHints[factory.method] = "built the child view model; send `.\(factory.action)` and \(scope)."
    }
    let appear = proposal.actions.filter { $0.kind == .lifecycle }.map(\.name)
    var scopes: [String: ChildScope.Kind] = [:]
    for child in proposal.children { scopes[child.property] = child.kind }
    if !proposal.path.isEmpty { scopes["path"] = .stack }
    var childActions: [String: [String: String]] = [:]
    var childMembers: [String: Set<String>] = [:]
    for child in proposal.children where child.kind == .scope {
      guard let model = context.lookup.viewModel(named: child.viewModel), model.name != context.viewModel.name else {
        continue
      }
      var childContext = context
      childContext.viewModel = model
      childActions[child.property] = MethodActionRule.actionNames(in: childContext)
      // What a superclass declares is not in the record.
      guard model.superclass == nil else { continue }
      let factories = model.methods.filter { $0.returnType.flatMap(context.lookup.viewModelName) != nil }.map(\.name)
      childMembers[child.property] = Set(
        model.published.map(\.name) + model.computed.map(\.name) + model.constants.map(\.name)
          + model.childReferences.map(\.property) + model.methods.map(\.name)
      ).subtracting(factories)
    }
    if !proposal.destination.isEmpty, scopes["destination"] == nil { scopes["destination"] = .presented }
    let alert = AlertStateRule.target(
      for: context.viewModel, inDestination: !proposal.destination.isEmpty, owners: context.owners)
    let alertScope =
      alert?.inDestination == true
      ? "state: \\.destination?.alert, action: \\.destination.alert" : "state: \\.alert, action: \\.alert"
    let inputs = context.facts.subjectInputs
    let delegates = Set(CoordinatorDelegateRule.coordinators(of: context.viewModel, in: context).keys)
    let dismissing = Set(proposal.dismissingMethods ?? [])
    var returning: [String: String] = [:]
    for method in context.viewModel.methods where names[method.name] != nil && !dismissing.contains(method.name) {
      if let type = method.returnType, context.lookup.viewModelName(type) == nil { returning[method.name] = type }
    }
    let defaulted = Set(
      proposal.actions.filter { !$0.payload.isEmpty && $0.payload.allSatisfy { $0.defaultValue != nil } }.map(\.name))
    var labels: [String: [String]] = [:]
    for action in proposal.actions where !action.payload.isEmpty {
      labels[action.name] = action.payload.map { $0.label ?? "" }
    }
    let featureCases = Set(proposal.destination.filter { $0.feature != nil }.map(\.name))
    var routes: [String: Set<String>] = [:]
    for property in NavigationEnumRule.routeProperties(of: context.viewModel, destination: proposal.destination) {
      routes[property] = featureCases
    }
    for owner in context.owners {
      let binds = owner.uses.contains { $0.kind == .binding || $0.kind == .write }
      // `$store.scope(…)` for an alert or a presented child needs `@Bindable` even without `BindableAction`.
      let presents = owner.uses.contains {
        $0.kind == .binding && (($0.member == alert?.flag && $0.context == "alert") || scopes[$0.member] != nil)
      }
      let primary =
        context.lookup.ownerCount(name: owner.name, file: owner.file) == 1
        || ["viewModel", "model", "vm", "store"].contains(owner.property)
      // A collection of models becomes a collection of stores under its own name (`[StoreOf<RowFeature>]`).
      let collection = owner.holdsCollection == true
      let storeName = collection ? owner.property : primary ? "store" : owner.property + "Store"
      proposal.views.append(
        ViewRewrite(
          owner: owner.name, file: owner.file, kind: owner.kind, property: owner.property,
          propertyLine: owner.propertyLine, feature: proposal.name, viewModel: context.viewModel.name,
          bindable: (binds && proposal.isBindable) || presents,
          actions: names, appearActions: Self.sharedWrappers.contains(owner.wrapper) || collection ? [] : appear,
          scopes: scopes,
          alertFlag: alert?.flag, alertScope: alertScope,
          storeName: storeName, members: Set(proposal.state.map(\.name) + proposal.computed.map(\.name)),
          subjects: Set(
            context.facts.subjects.filter { $0.kind == .currentValue }.map(\.name)
              .filter { proposal.field(named: $0) != nil }), queries: queries,
          inputSubjects: inputs.isEmpty ? nil : inputs))
      proposal.views[proposal.views.count - 1].carried = proposal.carriedNames
      let shared = Set(proposal.state.filter(\.isShared).map(\.name))
      if !shared.isEmpty { proposal.views[proposal.views.count - 1].sharedFields = shared }
      if context.viewModel.genericParameters != nil { proposal.views[proposal.views.count - 1].genericFeature = true }
      let pathCases = Dictionary(
        proposal.path.compactMap { item in
          item.feature.flatMap { feature in proposal.children.first { $0.feature == feature } }
            .map { ($0.viewModel.split(separator: ".").last.map(String.init) ?? $0.viewModel, item.name) }
        }, uniquingKeysWith: { first, _ in first })
      if !pathCases.isEmpty, pathCases.count == proposal.path.count {
        proposal.views[proposal.views.count - 1].pathCases = pathCases
      }
      let messages = ErrorStateField.messageFields(of: proposal)
      if !messages.isEmpty { proposal.views[proposal.views.count - 1].errorMessages = messages }
      proposal.views[proposal.views.count - 1].factories = factoryHints
      proposal.views[proposal.views.count - 1].serviceCalls = proposal.viewServiceCalls
      proposal.views[proposal.views.count - 1].callbacks = proposal.viewCallbacks
      if !delegates.isEmpty { proposal.views[proposal.views.count - 1].delegates = delegates }
      proposal.views[proposal.views.count - 1].staticQueries = staticQueries
      if !returning.isEmpty { proposal.views[proposal.views.count - 1].valueReturning = returning }
      if !dismissing.isEmpty { proposal.views[proposal.views.count - 1].dismissing = dismissing }
      if !defaulted.isEmpty { proposal.views[proposal.views.count - 1].defaultedCases = defaulted }
      if !labels.isEmpty { proposal.views[proposal.views.count - 1].caseLabels = labels }
      if !childActions.isEmpty { proposal.views[proposal.views.count - 1].childActions = childActions }
      if !childMembers.isEmpty { proposal.views[proposal.views.count - 1].childMembers = childMembers }
      if !routes.isEmpty {
        proposal.views[proposal.views.count - 1].routes = routes
        proposal.views[proposal.views.count - 1].destinationCases = Set(proposal.destination.map(\.name))
      }
      if collection { proposal.views[proposal.views.count - 1].holdsCollection = true }
      proposal.views[proposal.views.count - 1].dispatchEntries = context.viewModel.dispatch?.entries
      if Self.sharedWrappers.contains(owner.wrapper) && !collection {
        proposal.views[proposal.views.count - 1].environment = true
      }
      if (owner.wrapper == "EnvironmentObject" || owner.wrapper == "Environment") && !collection {
        proposal.flag(
          ProposalFlag(
            code: "environment-store",
            message:
              "`\(owner.name)` read the view model from the environment; it takes the store as a property now, "
              + "handed down by each view between it and the one holding the store: review those new parameters",
            line: owner.propertyLine, file: owner.file))
      }
    }
    if !proposal.views.isEmpty { proposal.appliedRules.append(name) }
  }
}
