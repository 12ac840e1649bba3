import Analysis

/// `$viewModel.x` bindings become `BindableAction`, `case binding(BindingAction<State>)` and `BindingReducer()`.
public struct BindingRule: ProposalRule {
  /// Creates the rule.
  public init() {}

  public var name: String { "bindings" }
  public var guide: String { "ViewsToStore.md" }
  public var summary: String {
    "When a view binds `$viewModel.x` (or assigns `viewModel.x = …`), Action conforms to `BindableAction` with `case binding(BindingAction<State>)`, `BindingReducer()` comes first in `body`, and the view binds `$store.x`."
  }
  public var examples: [RuleExample] {
    [
      RuleExample(
        before: """
          final class SearchViewModel: ObservableObject {
            @Published var query = ""
          }
          struct SearchView: View {
            @StateObject var viewModel = SearchViewModel()
            var body: some View { TextField("Search", text: $viewModel.query) }
          }
          """,
        after: """
          @Reducer
          struct SearchFeature {
            @ObservableState
            struct State: Equatable {
              var query = ""
            }
            enum Action: BindableAction {
              case binding(BindingAction<State>)
            }
            var body: some ReducerOf<Self> {
              BindingReducer()
              Reduce { state, action in
                switch action {
                case .binding:
                  return .none
                }
              }
            }
          }
          struct SearchView: View {
            @State var store = Store(initialState: SearchFeature.State()) { SearchFeature() }
            var body: some View { TextField("Search", text: $store.query) }
          }
          """)
    ]
  }

  /// Whether `name` is a State field or a settable computed State property (its key path is writable).
  static func isBindable(_ name: String, in proposal: FeatureProposal) -> Bool {
    proposal.field(named: name) != nil || proposal.computed.contains { $0.name == name && $0.isSettable }
  }

  /// State fields the owners bind or assign.
  public static func boundFields(in proposal: FeatureProposal, context: ProposalContext) -> [String] {
    var result: [String] = []
    for use in context.uses where use.kind == .binding || use.kind == .write {
      // A `@Shared` field is bound through `Binding(store.$x)`, which needs no binding action.
      guard Self.isBindable(use.member, in: proposal), proposal.field(named: use.member)?.isShared != true,
        !result.contains(use.member)
      else { continue }
      result.append(use.member)
    }
    return result
  }

  public func apply(to proposal: inout FeatureProposal, in context: ProposalContext) {
    let alertFlag = AlertStateRule.target(for: context.viewModel, inDestination: false, owners: context.owners)?.flag
    // `viewModel.delegate = self` is answered by the delegate actions' own flag.
    let delegates = CoordinatorDelegateRule.coordinators(of: context.viewModel, in: context)
    for owner in context.owners {
      for use in owner.uses where use.kind == .binding || use.kind == .write {
        guard !Self.isBindable(use.member, in: proposal), delegates[use.member] == nil else { continue }
        // `.alert("…", isPresented: $model.showAlert)`: the view rewrite presents the store's alert there.
        if use.member == alertFlag, use.context == "alert" { continue }
        // `.sheet(item: $model.route)` over an enum that became `destination`: the view rewrite presents its cases.
        if Self.presentsRoute(use, of: context.viewModel, destination: proposal.destination) { continue }
        let message =
          use.member == alertFlag
          ? "`\(owner.name)` binds `\(use.member)`; present the alert with `.alert($store.scope(state: \\.alert, action: \\.alert))`"
          : "`\(owner.name)` binds `\(use.member)`, which is not State; bind a State field or send an action"
        proposal.flag(ProposalFlag(code: "binding-not-state", message: message, line: use.line, file: owner.file))
      }
    }
    guard !Self.boundFields(in: proposal, context: context).isEmpty else { return }
    Self.makeBindable(&proposal)
    proposal.appliedRules.append(name)
  }

  /// Whether `use` binds a navigation enum of child view models that became `destination` in a presentation
  /// modifier (`.sheet(item: $model.route)`).
  static func presentsRoute(_ use: MemberUse, of viewModel: ViewModel, destination: [ReducerEnumCase]) -> Bool {
    guard use.kind == .binding, let context = use.context, NavigationEnumRule.presentationModifiers.contains(context)
    else { return false }
    return NavigationEnumRule.routeProperties(of: viewModel, destination: destination).contains(use.member)
  }

  /// Makes Action `BindableAction` with `case binding(BindingAction<State>)` first (the body then starts with
  /// `BindingReducer()`); does nothing when it already is.
  public static func makeBindable(_ proposal: inout FeatureProposal) {
    proposal.isBindable = true
    guard proposal.action(named: "binding") == nil else { return }
    proposal.actions.insert(
      ActionCase(name: "binding", payload: [PayloadItem(type: "BindingAction<State>")], kind: .binding), at: 0)
  }

  /// Whether a reducer case pattern handles one bound field only (`.binding(\.query)`), so that other bindings still
  /// need a generic `case .binding:` after it.
  public static func isKeyPathBinding(_ pattern: String) -> Bool {
    pattern.hasPrefix(".binding(\\") || pattern.hasPrefix("let .binding(\\")
  }
}
