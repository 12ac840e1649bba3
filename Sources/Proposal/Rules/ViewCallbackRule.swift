import Analysis

/// A view calling a callback closure its view model holds for the parent (`viewModel.onTap?()`) sends an action of
/// that name instead, whose case sends the delegate action the closure became.
public struct ViewCallbackRule: ProposalRule {
  /// Creates the rule.
  public init() {}

  public var name: String { "view-callback" }
  public var guide: String { "Navigation.md" }
  public var decidesConversion: Bool { false }
  public var summary: String {
    "A statement of a view calling a callback closure of its view model (`viewModel.onTap?()`, "
      + "`viewModel.onSelect(item)`), which became a `Delegate` case, sends an action of the closure's name "
      + "(`store.send(.onTap)`), whose case returns `.send(.delegate(.onTap))`: delegate actions go out from the "
      + "reducer, not from the view. A call whose value the view uses, or a closure that is no delegate case, keeps "
      + "its TODO."
  }
  public var examples: [RuleExample] {
    [
      RuleExample(
        before: """
          final class YearInReviewCardModel: ObservableObject {
            @Published var title = ""
            var onTap: (() -> Void)?
            var onShare: ((String) -> Void)?
          }
          struct YearInReviewCard: View {
            @ObservedObject var viewModel: YearInReviewCardModel
            var body: some View {
              Button(viewModel.title) { viewModel.onTap?() }
              Button("Share") { viewModel.onShare?(viewModel.title) }
            }
          }
          """,
        after: """
          enum Action {
            case delegate(Delegate)
            case onTap
            case onShare(String)
          }

          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .delegate:
                return .none
              case .onTap:
                return .send(.delegate(.onTap))
              case let .onShare(value):
                return .send(.delegate(.onShare(value)))
              }
            }
          }

          var body: some View {
            Button(store.title) { store.send(.onTap) }
            Button("Share") { store.send(.onShare(store.title)) }
          }
          """)
    ]
  }

  public func apply(to proposal: inout FeatureProposal, in context: ProposalContext) {
    guard let delegates = proposal.nestedEnum(named: "Delegate") else { return }
    var callbacks: Set<String> = []
    for use in context.uses where use.invokesMember == true && !callbacks.contains(use.member) {
      guard let delegate = delegates.cases.first(where: { $0.name == use.member }),
        proposal.action(named: use.member) == nil
      else { continue }
      proposal.addAction(ActionCase(name: use.member, payload: delegate.payload, kind: .view))
      let names = delegate.payload.indices.map { delegate.payload.count == 1 ? "value" : "value\($0 + 1)" }
      let bound = names.isEmpty ? "" : "(" + names.joined(separator: ", ") + ")"
      proposal.reducerCases.append(
        ReducerCaseSpec(
          pattern: (names.isEmpty ? "." : "let .") + use.member + bound,
          body: ["return .send(.delegate(.\(use.member)\(bound)))"]))
      callbacks.insert(use.member)
    }
    guard !callbacks.isEmpty else { return }
    proposal.viewCallbacks = callbacks
    proposal.appliedRules.append(name)
  }
}
