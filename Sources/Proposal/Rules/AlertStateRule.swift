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
    "An error flag (`showError`) with its message (`errorMessage`) becomes `@Presents var alert: AlertState<Action.Alert>?`, `case alert(PresentationAction<Alert>)` and `.ifLet(\\.$alert, action: \\.alert)`; inside a `Destination` the alert case is `@ReducerCaseIgnored`. The view's `.alert(\"Title\", isPresented: $model.showError) { Button(\"OK\", role: .cancel) {} } message: { Text(model.errorMessage) }` gives the AlertState its title, button labels and roles, and message; a button whose closure did work is flagged, since the store's alert only dismisses. A flag the views only read as a plain `Bool` (`if model.showError { ErrorBanner() }`) and never present as an alert stays a State field, and so does a message with no flag, since nothing would set or present the alert."
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
          """),
      RuleExample(
        before: """
          final class LoginViewModel: ObservableObject {
            @Published var errorMessage: String?
            @Published var showError = false
            func fail() {
              errorMessage = "Wrong password"
              showError = true
            }
          }
          struct LoginView: View {
            @StateObject private var viewModel = LoginViewModel()
            var body: some View {
              Button("Sign in") { viewModel.fail() }
                .alert("Sign in failed", isPresented: $viewModel.showError) {
                  Button("Try again", role: .cancel) {}
                } message: {
                  Text(viewModel.errorMessage ?? "")
                }
            }
          }
          """,
        after: """
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .failButtonTapped:
                state.errorMessage = "Wrong password"
                state.alert = AlertState {
                  TextState("Sign in failed")
                } actions: {
                  ButtonState(role: .cancel, action: .dismissButtonTapped) { TextState("Try again") }
                } message: { [errorMessage = state.errorMessage] in TextState(errorMessage ?? "") }
                return .none
              case .alert:
                return .none
              }
            }
            .ifLet(\\.$alert, action: \\.alert)
          }
          struct LoginView: View {
            @State private var store = Store(initialState: LoginFeature.State()) { LoginFeature() }
            var body: some View {
              Button("Sign in") { store.send(.failButtonTapped) }
                .alert($store.scope(state: \\.alert, action: \\.alert))
            }
          }
          """,
        note:
          "`message:` is an escaping closure, so it reads a copy of the message from its capture list rather than `inout state`.",
        usesEffectRewriter: true),
    ]
  }

  /// The alert target for a view model, if it has an error flag or message.
  /// `owners` give the view's `.alert("Title", isPresented: $model.flag) { … }` the alert replaces; a flag they read
  /// as a plain `Bool` (`if model.showError { ErrorBanner() }`) and never present as an alert stays State.
  public static func target(for viewModel: ViewModel, inDestination: Bool, owners: [Owner]) -> AlertTarget? {
    // A message alone stays a State field: without a flag nothing would set the alert or present it.
    let flags = viewModel.published.filter { flagNames.contains($0.name) && ($0.type ?? "Bool") == "Bool" }
    guard let flag = flags.first?.name else { return nil }
    let message = viewModel.published.first { messageNames.contains($0.name) }?.name
    if !Self.presentsAlert(flag, owners: owners),
      owners.contains(where: { $0.uses.contains { $0.member == flag && $0.kind == .read } })
    {
      return nil
    }
    let presentation = owners.lazy.compactMap { $0.alerts?.first { $0.flag == flag } }.first
    return AlertTarget(flag: flag, message: message, inDestination: inDestination, presentation: presentation)
  }

  /// Whether an owner presents `flag` as an alert: an `.alert(…, isPresented: $model.flag)` it declares, or a binding
  /// of the flag inside one.
  static func presentsAlert(_ flag: String, owners: [Owner]) -> Bool {
    owners.contains { owner in
      owner.alerts?.contains { $0.flag == flag } == true
        || owner.uses.contains { $0.member == flag && $0.kind == .binding && $0.context == "alert" }
    }
  }

  /// A button whose closure did work: the store's alert only dismisses, so that work must move to the reducer.
  private func flagAction(of button: AlertButton, in owner: Owner, line: Int, on proposal: inout FeatureProposal) {
    guard let action = button.action else { return }
    proposal.flag(
      ProposalFlag(
        code: "alert-button-action",
        message:
          "the alert's button \(button.label) in `\(owner.name)` ran `\(action)`; the store's alert only dismisses "
          + "(`.alert(.dismiss)`), so do that work in the reducer's `case .alert(.dismiss)`",
        line: line, file: owner.file))
  }

  public func apply(to proposal: inout FeatureProposal, in context: ProposalContext) {
    guard
      let target = Self.target(
        for: context.viewModel, inDestination: !proposal.destination.isEmpty, owners: context.owners)
    else { return }
    proposal.state.removeAll { $0.name == target.flag }
    for owner in context.owners {
      for alert in owner.alerts ?? [] where alert.flag == target.flag {
        for button in alert.buttons { flagAction(of: button, in: owner, line: alert.line, on: &proposal) }
      }
    }
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
