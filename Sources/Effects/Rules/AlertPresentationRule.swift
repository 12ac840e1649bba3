/// Effect rule `alert-presentation`: error flags become alert presentation.
public struct AlertPresentationRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "alert-presentation" }
  /// Short title.
  public var title: String { "Error flags become alert presentation" }
  /// What the rule does.
  public var summary: String {
    "When the proposal replaced an error flag (`showError`) with `@Presents var alert`, `showError = true` presents `AlertState` with the message, `showError = false` dismisses it, and reads become `state.alert != nil`."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func loadFailed() {
            errorMessage = "Could not load"
            showError = true
          }
          """#,
        after: #"""
          case .loadFailed:
            state.errorMessage = "Could not load"
            state.alert = AlertState {
              TextState(state.errorMessage ?? "")
            } actions: {
              ButtonState(action: .dismissButtonTapped) { TextState("OK") }
            }
            return .none
          """#),
      EffectExample(
        before: #"""
          func dismissError() {
            if showError {
              showError = false
            }
          }
          """#,
        after: #"""
          case .dismissError:
            if state.alert != nil {
              state.alert = nil
            }
            return .none
          """#),
    ]
  }
}
