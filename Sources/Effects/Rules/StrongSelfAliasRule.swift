import Lexer
import Proposal

/// Effect rule `strong-self-alias`: `guard let strongSelf = self` in callbacks.
public struct StrongSelfAliasRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "strong-self-alias" }
  /// Short title.
  public var title: String { "strongSelf in callbacks" }
  /// What the rule does.
  public var summary: String {
    "In older callback code `guard let strongSelf = self else { return }` (or `guard let `self` = self`) is followed by `strongSelf.x = …`; a reducer case has no `self` to keep alive, so the guard is dropped and every `strongSelf.x` is read as `self.x` (state, clients, delegate closures). `if let strongSelf = self { … }` is left under a TODO."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func signIn() {
            isLoading = true
            auth.login(email: username) { [weak self] result in
              DispatchQueue.main.async {
                guard let strongSelf = self else { return }
                strongSelf.isLoading = false
                if case let .success(user) = result {
                  strongSelf.user = user
                  strongSelf.showBanner = true
                  DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                    strongSelf.showBanner = false
                  }
                }
              }
            }
          }
          """#,
        after: #"""
          // Action: case signInResponse(Result<User, AuthError>)
          // Action: case signInDelayed
          // Dependency: @Dependency(AuthClient.self) var authClient
          // Dependency: @Dependency(\.continuousClock) var clock
          case .signIn:
            state.isLoading = true
            return .run { [username = state.username] send in
              let result = await withCheckedContinuation { continuation in
                authClient.login(email: username) { continuation.resume(returning: $0) }
              }
              await send(.signInResponse(result))
            }
          case let .signInResponse(result):
            var effects: [Effect<Action>] = []
            state.isLoading = false
            if case let .success(user) = result {
              state.user = user
              state.showBanner = true
              effects.append(.run { send in
                try await clock.sleep(for: .seconds(2))
                await send(.signInDelayed)
              })
            }
            return .merge(effects)
          case .signInDelayed:
            state.showBanner = false
            return .none
          """#),
      EffectExample(
        before: #"""
          func refresh() {
            auth.refreshToken { [weak self] ok in
              if let strongSelf = self {
                strongSelf.isRunning = ok
              }
            }
          }
          """#,
        after: #"""
          // Action: case refreshResponse(Bool)
          // Dependency: @Dependency(AuthClient.self) var authClient
          case .refresh:
            return .run { send in
              let ok = await withCheckedContinuation { continuation in
                authClient.refreshToken { continuation.resume(returning: $0) }
              }
              await send(.refreshResponse(ok))
            }
          case let .refreshResponse(ok):
            // TODO(tca-migrate): uses `self` directly
            // if let strongSelf = self {
            //   strongSelf.isRunning = ok
            // }
            return .none
          """#, status: .partial),
    ]
  }
}

extension StrongSelfAliasRule {
  /// The name `guard let strongSelf = self else { return }` binds `self` to, if `statement` is such a guard.
  static func selfAlias(_ statement: Statement) -> String? {
    let source = statement.source
    let header = statement.headerIndices
    guard header.count > 4, source.text(header[0]) == "guard", source.text(header[1]) == "let",
      source.kind(header[2]) == .identifier, source.kind(header[3]) == .equal, source.text(header[4]) == "self"
    else { return nil }
    return source.text(header[2])
  }

  /// `statements` (a `guard let alias = self` first) re-parsed with every `alias` that is not a member written as
  /// `self`, so the guard is a plain `guard let self = self` and `alias.x = …` reads as state; nil when re-parsing
  /// does not give back as many statements.
  static func replacingSelfAlias(_ alias: String, in statements: [Statement]) -> [Statement]? {
    guard let first = statements.first, let last = statements.last else { return nil }
    let source = first.source
    let start = first.range.lowerBound
    let column = source.file.location(of: source.file.tokens[start]).column
    var text = String(repeating: " ", count: max(0, column - 1))
    var previous: TokenKind?
    for index in start..<last.range.upperBound {
      let kind = source.kind(index)
      let word = source.text(index)
      let isMember = previous == .period || previous == .prefixPeriod
      text += kind == .identifier && word == alias && !isMember ? "self" : word
      if !kind.isTrivia { previous = kind }
    }
    let parsed = ParsedBody(text: text, firstLine: source.line(start))
    return parsed.statements.filter { !$0.isComment }.count == statements.filter { !$0.isComment }.count
      ? parsed.statements : nil
  }
}
