import Analysis

/// A view model that already dispatches an `Action` enum of its own through one method switching over it (Swiftfin's
/// `Stateful` view models: `func respond(to action: Action) -> State`, which a protocol extension's `send(_:)` assigns
/// to `state`; a `func send(_ action: Action)`): the enum's cases are the feature's actions under their own names, each
/// case of the switch is translated as a method of its own (`ActionDispatchSplitter` in the analysis), and views send
/// the same cases through the store. The old enum is not carried; what it declares besides cases is named.
public struct ActionDispatchRule: ProposalRule {
  /// Creates the rule.
  public init() {}

  public var name: String { "action-enum-dispatch" }
  public var guide: String { "MethodsToActions.md" }
  public var summary: String {
    "A view model with its own `enum Action` (or an MVI-style `Input`, `Intent`, `ViewAction`, `UserAction` that no stored property holds) and one method whose whole body switches over it (`send(_:)`, `handle(_:)`, `trigger(_:)`, Swiftfin's `respond(to:) -> State`) keeps its cases as the feature's actions, labels and defaults included; each case's code becomes its reducer case, and views' `viewModel.send(.refresh)` becomes `store.send(.refresh)`. A `respond(to:)` returning State is split only where the codebase's `send` is seen to assign its result to `state` (then `return .loaded` becomes `state.state = .loaded`) or every case returns `state`; a `default`, a case with several patterns or a `where`, and a `return` before a case's last statement keep the method whole."
  }
  public var examples: [RuleExample] {
    [
      RuleExample(
        before: """
          final class UsersViewModel: ObservableObject {
            enum Action {
              case select(String)
              case load(hidden: Bool = false)
            }
            @Published var users: [String] = []
            @Published var selected: String?
            func send(_ action: Action) {
              switch action {
              case let .select(name):
                selected = name
              case .load(let hidden):
                users = hidden ? [] : ["me"]
              }
            }
          }
          struct UsersView: View {
            @StateObject private var viewModel = UsersViewModel()
            var body: some View {
              List(viewModel.users, id: \\.self) { name in
                Button(name) { viewModel.send(.select(name)) }
              }
              .onAppear { viewModel.send(.load()) }
            }
          }
          """,
        after: """
          enum Action {
            case select(String)
            case load(hidden: Bool = false)
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case let .select(name):
                state.selected = name
                return .none
              case let .load(hidden):
                state.users = hidden ? [] : ["me"]
                return .none
              }
            }
          }
          struct UsersView: View {
            @State private var store = Store(initialState: UsersFeature.State()) { UsersFeature() }
            var body: some View {
              List(store.users, id: \\.self) { name in
                Button(name) { store.send(.select(name)) }
              }
              .onAppear { store.send(.load()) }
            }
          }
          """, usesEffectRewriter: true)
    ]
  }

  public func apply(to proposal: inout FeatureProposal, in context: ProposalContext) {
    guard let dispatch = context.viewModel.dispatch else { return }
    if let members = dispatch.enumMembers {
      let names = members.map { "`\($0)`" }.joined(separator: ", ")
      let dispatched = dispatch.enumName ?? "Action"
      proposal.flag(
        ProposalFlag(
          code: "action-enum-members",
          message:
            "`\(dispatched)`'s cases are the feature's actions and the old enum is not carried; what it declared besides cases (\(names)) is dropped with it: move what the reducer still needs into it"
        ))
    }
    proposal.appliedRules.append(name)
  }
}
