import Analysis
import Proposal

/// Effect rule `published-property-stream`: a subscription to a service's `@Published` property.
public struct PublishedPropertyStreamRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "published-property-stream" }
  /// Short title.
  public var title: String { "A service's @Published property consumed with sink" }
  /// What the rule does.
  public var summary: String {
    "`service.$property[.receive(on:)].sink { value in … }.store(in: &cancellables)` (or `.assign(to:)`), where the"
      + " service is a shared `ObservableObject` that became a dependency client, gives the client a"
      + " `propertyStream: () -> AsyncStream<T>` endpoint (its `liveValue` iterates the old object's `$property.values`,"
      + " on the main actor when the object is isolated there) and becomes a `.run` that sends a case per value, whose"
      + " body is the `sink` closure's; the stored set of cancellables (or the `AnyCancellable` property it is assigned"
      + " to) is its cancel ID. In `init` it moves to the lifecycle case like the rest of the initializer's work. As"
      + " with Combine, the current"
      + " value arrives first. Other operators (`removeDuplicates`, `map`, `dropFirst`, …) are left under a TODO, as is"
      + " a subscription to a child view model's property (its State is the parent's to read)."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func observeSession() {
            session.$currentUser
              .receive(on: DispatchQueue.main)
              .sink { [weak self] user in
                self?.user = user
                self?.isLoading = false
              }
              .store(in: &cancellables)
          }
          """#,
        after: #"""
          // Action: case observeSessionResponse(User?)
          // Dependency: @Dependency(SessionStoreClient.self) var sessionStoreClient
          // CancelID: cancellables
          case .observeSession:
            return .run { send in
              for await element in sessionStoreClient.currentUserStream() {
                await send(.observeSessionResponse(element))
              }
            }
            .cancellable(id: CancelID.cancellables)
          case let .observeSessionResponse(user):
            state.user = user
            state.isLoading = false
            return .none
          """#),
      EffectExample(
        before: #"""
          func mirrorSession() {
            session.$currentUser
              .assign(to: &$user)
          }
          """#,
        after: #"""
          // Action: case mirrorSessionResponse(User?)
          // Dependency: @Dependency(SessionStoreClient.self) var sessionStoreClient
          case .mirrorSession:
            return .run { send in
              for await element in sessionStoreClient.currentUserStream() {
                await send(.mirrorSessionResponse(element))
              }
            }
          case let .mirrorSessionResponse(value):
            state.user = value
            return .none
          """#),
      EffectExample(
        before: #"""
          func watchSession() {
            session.$currentUser
              .removeDuplicates()
              .sink { [weak self] user in self?.user = user }
              .store(in: &cancellables)
          }
          """#,
        after: #"""
          case .watchSession:
            // TODO(tca-migrate): publisher operator `removeDuplicates` the rewriter does not translate; apply it to the value in the effect or the response case
            // session.$currentUser
            //   .removeDuplicates()
            //   .sink { [weak self] user in self?.user = user }
            //   .store(in: &cancellables)
            return .none
          """#, status: .manual),
    ]
  }
}

extension PublishedPropertyStreamRule {
  /// Whether an initializer's pipeline starts from `service.$property` that the service's client streams.
  static func isStreamed(_ s: ConversionSession, _ site: PipelineSite) -> Bool {
    guard let first = site.links.first?.name, first.hasPrefix("$"), let client = s.client(site.root) else {
      return false
    }
    return client.streams[String(first.dropFirst())] != nil
  }

  /// `service.$property` at `words[i]`, when the client of `service` has an endpoint streaming that `@Published`
  /// property: the property (as a method returning the stream), its values as a publisher that cannot fail, the tokens of
  /// `service.$property`, the index of the word after it, and the client call.
  static func start(
    _ s: ConversionSession, _ words: [String], _ header: [Int], at i: Int
  ) -> (method: Method, request: RequestPublisher, call: Range<Int>, next: Int, stream: PropertyStreamCall?)? {
    guard i + 2 < words.count, words[i + 1] == ".", words[i + 2].hasPrefix("$"), let client = s.client(words[i]),
      case let property = String(words[i + 2].dropFirst()), let endpoint = client.streams[property],
      let type = s.service(dependency: words[i])?.publishers?.first(where: { $0.name == property })?.returnType
    else { return nil }
    // Named after the property, so a second stream's response is `loadCurrentUserResponse`.
    let method = Method(name: property, line: 0, returnType: "AsyncStream<\(type)>")
    let request = RequestPublisher(output: type, failure: "Never")
    let stream = PropertyStreamCall(
      call: "\(client.property).\(endpoint)()",
      dependency: DependencyUse(property: client.property, key: client.dependencyKey))
    return (method, request, header[i]..<(header[i + 2] + 1), i + 3, stream)
  }
}

/// The client call streaming a service's `@Published` property (`sessionClient.userStream()`) and the dependency it
/// reads.
struct PropertyStreamCall {
  /// The call, e.g. `sessionClient.userStream()`.
  var call: String
  /// The client's `@Dependency`.
  var dependency: DependencyUse
}
