/// Effect rule `await-sequence`: several awaits.
public struct AwaitSequenceRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "await-sequence" }
  /// Short title.
  public var title: String { "Several awaits" }
  /// What the rule does.
  public var summary: String {
    "Awaits in sequence with no state change between them become one effect returning a tuple; an await after a state change becomes a further effect started from the first response case (intermediate action)."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func loadProfile() async {
            do {
              let user = try await api.fetchUser()
              let posts = try await api.fetchPosts(userID: user.id)
              self.user = user
              self.posts = posts
            } catch {
              errorMessage = error.localizedDescription
            }
          }
          """#,
        after: #"""
          // Action: case loadProfileResponse(Result<(User, [Post]), any Error>)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case .loadProfile:
            return .run { send in
              await send(.loadProfileResponse(Result {
                let user = try await itemsClient.fetchUser()
                let posts = try await itemsClient.fetchPosts(userID: user.id)
                return (user, posts)
              }))
            }
          case let .loadProfileResponse(.success((user, posts))):
            state.user = user
            state.posts = posts
            return .none
          case let .loadProfileResponse(.failure(error)):
            state.errorMessage = error.localizedDescription
            return .none
          """#),
      EffectExample(
        before: #"""
          func loadProfileStepwise() async {
            do {
              let user = try await api.fetchUser()
              self.user = user
              posts = try await api.fetchPosts(userID: user.id)
            } catch {
              errorMessage = error.localizedDescription
            }
          }
          """#,
        after: #"""
          // Action: case loadProfileStepwiseResponse(Result<User, any Error>)
          // Action: case loadProfileStepwiseFetchPostsResponse(Result<[Post], any Error>)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case .loadProfileStepwise:
            return .run { send in
              await send(.loadProfileStepwiseResponse(Result { try await itemsClient.fetchUser() }))
            }
          case let .loadProfileStepwiseResponse(.success(user)):
            state.user = user
            return .run { send in
              await send(.loadProfileStepwiseFetchPostsResponse(Result { try await itemsClient.fetchPosts(userID: user.id) }))
            }
          case let .loadProfileStepwiseResponse(.failure(error)):
            state.errorMessage = error.localizedDescription
            return .none
          case let .loadProfileStepwiseFetchPostsResponse(.success(posts)):
            state.posts = posts
            return .none
          case let .loadProfileStepwiseFetchPostsResponse(.failure(error)):
            state.errorMessage = error.localizedDescription
            return .none
          """#),
    ]
  }
}
