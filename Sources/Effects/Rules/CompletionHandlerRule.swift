/// Effect rule `completion-handler`: completion-handler services.
public struct CompletionHandlerRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "completion-handler" }
  /// Short title.
  public var title: String { "Completion-handler services" }
  /// What the rule does.
  public var summary: String {
    "A call to a completion-handler endpoint (`service.load(id) { [weak self] result in … }`) becomes an effect that awaits the callback through `withCheckedContinuation` and sends its value to a response case holding the callback body (main-queue hop and `guard let self` dropped)."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func login() {
            isLoading = true
            auth.login(email: username) { [weak self] result in
              DispatchQueue.main.async {
                guard let self else { return }
                self.isLoading = false
                switch result {
                case let .success(user):
                  self.user = user
                case let .failure(error):
                  self.errorMessage = error.localizedDescription
                }
              }
            }
          }
          """#,
        after: #"""
          // Action: case loginResponse(Result<User, AuthError>)
          // Dependency: @Dependency(AuthClient.self) var authClient
          case .login:
            state.isLoading = true
            return .run { [username = state.username] send in
              let result = await withCheckedContinuation { continuation in
                authClient.login(email: username) { continuation.resume(returning: $0) }
              }
              await send(.loginResponse(result))
            }
          case let .loginResponse(result):
            state.isLoading = false
            switch result {
            case let .success(user):
              state.user = user
            case let .failure(error):
              state.errorMessage = error.localizedDescription
            }
            return .none
          """#)
    ]
  }
}
