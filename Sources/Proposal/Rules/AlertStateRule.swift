import Analysis

/// `errorMessage` / `showError` pairs become `@Presents var alert: AlertState<Action.Alert>?`.
public struct AlertStateRule: ProposalRule {
  /// Bool flags that present an error or alert.
  static let flagNames: Set<String> = [
    "showError", "showAlert", "showingError", "showingAlert", "isShowingError", "isShowingAlert", "isErrorPresented",
    "isAlertPresented", "presentError", "presentAlert", "hasError", "showErrorAlert", "isPresentingAlert",
    "isPresentingError",
  ]
  /// Optional strings holding the message.
  static let messageNames: Set<String> = ["errorMessage", "alertMessage", "errorText", "alertText", "errorDescription"]

  /// Creates the rule.
  public init() {}

  public var name: String { "alert-state" }
  public var guide: String { "AlertState.md" }
  public var summary: String {
    "An error flag (`showError`) with its message (`errorMessage`) becomes `@Presents var alert: AlertState<Action.Alert>?`, `case alert(PresentationAction<Alert>)` and `.ifLet(\\.$alert, action: \\.alert)`; inside a `Destination` the alert case is `@ReducerCaseIgnored`."
  }
  public var examples: [RuleExample] {
    [
      RuleExample(
        before: """
          final class LoginViewModel: ObservableObject {
            @Published var errorMessage: String?
            @Published var showError = false
          }
          """,
        after: """
          @ObservableState
          struct State: Equatable {
            var errorMessage: String?
            @Presents var alert: AlertState<Action.Alert>?
          }
          enum Action {
            case alert(PresentationAction<Alert>)
            @CasePathable
            enum Alert: Equatable {
              case dismissButtonTapped
            }
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .alert:
                return .none
              }
            }
            .ifLet(\\.$alert, action: \\.alert)
          }
          """)
    ]
  }

  /// The alert target for a view model, if it has an error flag or message.
  public static func target(for viewModel: ViewModel, inDestination: Bool) -> AlertTarget? {
    let flag = viewModel.published.first { flagNames.contains($0.name) && ($0.type ?? "Bool") == "Bool" }?.name
    let message = viewModel.published.first { messageNames.contains($0.name) }?.name
    guard flag != nil || message != nil else { return nil }
    return AlertTarget(flag: flag, message: message, inDestination: inDestination)
  }

  public func apply(to proposal: inout FeatureProposal, in context: ProposalContext) {
    guard let target = Self.target(for: context.viewModel, inDestination: !proposal.destination.isEmpty) else { return }
    if let flag = target.flag { proposal.state.removeAll { $0.name == flag } }
    let dismiss = ActionCase(name: "dismissButtonTapped", kind: .alert)
    if target.inDestination {
      proposal.destination.append(ReducerEnumCase(name: "alert", feature: nil))
    } else {
      proposal.state.append(StateField(name: "alert", type: "AlertState<Action.Alert>?", wrapper: .presents))
      proposal.addAction(
        ActionCase(name: "alert", payload: [PayloadItem(type: "PresentationAction<Alert>")], kind: .alert))
      proposal.addNestedCase(dismiss, to: "Alert")
    }
    proposal.appliedRules.append(name)
  }
}
