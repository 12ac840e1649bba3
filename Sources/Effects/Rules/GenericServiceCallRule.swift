import Analysis
import Lexer
import Proposal

/// Effect rule `generic-service-call`: calls of generic service methods.
public struct GenericServiceCallRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "generic-service-call" }
  /// Short title.
  public var title: String { "Generic service methods" }
  /// What the rule does.
  public var summary: String {
    "A `@DependencyClient` endpoint is a closure property and cannot be generic, so a generic service method (`get<Value: Decodable>(_ path:)`) gets one endpoint per result type the features' calls write: the annotation of `let x: [Item] = try await api.get(…)` or the type of the State field it is assigned to picks `getItems`, whose live value calls the generic method with that type. A call whose statement writes no result type, or one passing the type as an argument (`decode(User.self, …)`), stays a TODO."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func loadFeatured() async {
            do {
              let featured: [Item] = try await api.get("featured")
              results = featured
            } catch {
              errorMessage = error.localizedDescription
            }
          }
          """#,
        after: #"""
          // Action: case loadFeaturedResponse(Result<[Item], any Error>)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case .loadFeatured:
            return .run { send in
              await send(.loadFeaturedResponse(Result { try await itemsClient.getItems("featured") }))
            }
          case let .loadFeaturedResponse(.success(featured)):
            state.results = featured
            return .none
          case let .loadFeaturedResponse(.failure(error)):
            state.errorMessage = error.localizedDescription
            return .none
          """#),
      EffectExample(
        before: #"""
          func refreshUser() async {
            user = try? await api.get("me")
          }
          """#,
        after: #"""
          // Action: case refreshUserResponse(User?)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case .refreshUser:
            return .run { send in
              await send(.refreshUserResponse(try? await itemsClient.getUser("me")))
            }
          case let .refreshUserResponse(user):
            state.user = user
            return .none
          """#),
      EffectExample(
        before: #"""
          func loadCount() async {
            let body = try await api.get("count")
            count = body.count
          }
          """#,
        after: #"""
          case .loadCount:
            // TODO(tca-migrate): awaits, but the effect for it and the work after it could not be written; calls `get<Value: Decodable>` of `api` without writing its result type (`let value: Type = …`); `ItemsClient` has one endpoint per result type
            // let body = try await api.get("count")
            // TODO(tca-migrate): runs after an `await` that was not translated; move it into that work's effect
            // count = body.count
            return .none
          """#, status: .manual),
    ]
  }
}

extension GenericServiceCallRule {
  /// `client.get(…)` of a generic service method: its typed endpoint, picked by the result type the statement
  /// writes (`let statuses: [Status] = try await client.get(…)` → `getStatuses`); the method's own name, with an
  /// issue, when the statement writes none or the client has no endpoint for it.
  static func callsTypedEndpoint(
    _ s: inout ConversionSession, _ site: MemberSite, scope: Scope, into writer: inout LineWriter
  ) -> MemberOutcome {
    let (source, name, next, end) = (site.source, site.name, site.next, site.end)
    guard let binding = s.client(name), next < end, source.kind(next) == .period else { return .declined }
    let member = source.nextSignificant(next + 1, before: end)
    guard member < end, let method = s.serviceMethod(dependency: name, name: source.text(member)),
      GenericCall.typedParameter(of: method) != nil,
      scope.mode == .effect || !s.hopsToMainActor(dependency: name)
    else { return .declined }
    s.use(DependencyUse(property: binding.property, key: binding.dependencyKey))
    writer.write(binding.property + "." + endpoint(&s, site, binding: binding, method: method, scope: scope))
    s.defaultArguments.note(call: source.nextSignificant(member + 1, before: end), in: source, end: end, method: method)
    return .rendered(resume: member + 1)
  }

  private static func endpoint(
    _ s: inout ConversionSession, _ site: MemberSite, binding: ClientBinding, method: Method, scope: Scope
  ) -> String {
    let session = s
    let type = GenericCall.resultType(in: site.source, receiver: site.index) { field in
      scope.locals.contains(field) ? nil : session.stateType(field)
    }
    let signature = "`\(method.name)\(method.genericParameters ?? "")` of `\(site.name)`"
    guard let type else {
      s.placement.issue(
        "calls \(signature) without writing its result type (`let value: Type = …`); `\(binding.clientType)` has one"
          + " endpoint per result type")
      return method.name
    }
    if let typed = binding.typedEndpoints[method.name]?[type] { return typed }
    if !binding.endpointsAreComplete, let bound = GenericCall.binding(of: method, resultType: type) {
      return GenericCall.endpointName(method: method.name, binding: bound)
    }
    s.placement.issue("calls \(signature) for `\(type)`, which `\(binding.clientType)` has no endpoint for; add one")
    return method.name
  }
}
