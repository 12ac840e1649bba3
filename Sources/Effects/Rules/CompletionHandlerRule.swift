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
    "A call to a completion-handler endpoint (`service.load(id) { [weak self] result in … }`) becomes an effect that awaits the callback through `withCheckedContinuation` and sends its value to a response case holding the callback body (main-queue hop and `guard let self` dropped). Locals the callback reads travel in the response; a call stored in a task property (`task = service.call { … }`) is cancellable by that property's ID. A call whose callback is empty (`{ _ in }`) is fired and forgotten, without a response; `var` locals the call reads are captured."
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
          """#),
      EffectExample(
        before: #"""
          func findUser() {
            lookupTask?.cancel()
            let email = username.lowercased()
            lookupTask = auth.lookup(email: email) { [weak self] result in
              if case let .success(user) = result {
                self?.user = user
                self?.username = email
              }
            }
          }
          """#,
        after: #"""
          // Action: case findUserResponse(Result<User, AuthError>, String)
          // Dependency: @Dependency(AuthClient.self) var authClient
          // CancelID: lookupTask
          case .findUser:
            let email = state.username.lowercased()
            return .run { send in
              let result = await withCheckedContinuation { continuation in
                _ = authClient.lookup(email: email) { continuation.resume(returning: $0) }
              }
              await send(.findUserResponse(result, email))
            }
            .cancellable(id: CancelID.lookupTask, cancelInFlight: true)
          case let .findUserResponse(result, email):
            if case let .success(user) = result {
              state.user = user
              state.username = email
            }
            return .none
          """#),
      EffectExample(
        before: #"""
          func quickLogin() {
            var email = username
            email += "@example.com"
            auth.login(email: email) { _ in }
          }
          """#,
        after: #"""
          // Dependency: @Dependency(AuthClient.self) var authClient
          case .quickLogin:
            var email = state.username
            email += "@example.com"
            return .run { [email] _ in
              authClient.login(email: email) { _ in }
            }
          """#),
    ]
  }
}
