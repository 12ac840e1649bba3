/// The `@DependencyClient` proposed for one service; generated once and shared by every feature using it.
public struct ClientProposal: Sendable, Equatable, Codable {
  /// Client type name, e.g. `GameClient`.
  public var name: String
  /// The service type it replaces, e.g. `GameService`.
  public var service: String
  /// The `DependencyValues` accessor, e.g. `gameClient`.
  public var property: String
  /// One closure per service method some feature uses, in the service's order.
  public var endpoints: [ClientEndpoint]
  /// Expression creating the existing concrete service for `liveValue`, e.g. `LiveGameService()`; nil when unknown.
  public var liveExpression: String?
  /// Whether the client is `public`.
  public var isPublic: Bool
  /// Features using the client, sorted.
  public var usedBy: [String]
  /// Limitations found while proposing the client.
  public var flags: [ProposalFlag]
  /// The file declaring the service, relative to the analyzed root, if it is in the codebase.
  public var serviceFile: String?
  /// Whether the service is isolated to the main actor: every endpoint is `async` and its live closure runs there.
  public var isMainActor: Bool = false
  /// Whether the live value's type is one the compiler takes to be `Sendable`, so it needs no `nonisolated(unsafe)`.
  public var liveIsSendable: Bool = false
  /// Imports of the service's files the client file keeps; nil when there are none.
  public var imports: [String]?
  /// The `#if` condition the wrapped service sits under, which the client file repeats; nil when none.
  public var condition: String?

  /// Creates a client proposal.
  public init(
    name: String, service: String, property: String, endpoints: [ClientEndpoint], liveExpression: String?,
    isPublic: Bool = false, usedBy: [String] = [], flags: [ProposalFlag] = [], serviceFile: String? = nil
  ) {
    self.name = name
    self.service = service
    self.property = property
    self.endpoints = endpoints
    self.liveExpression = liveExpression
    self.isPublic = isPublic
    self.usedBy = usedBy
    self.flags = flags
    self.serviceFile = serviceFile
  }

  /// Whether a flag already says why `liveValue` cannot reach the old object (a client view model's instance, a
  /// service built only with arguments).
  public var explainsMissingLiveValue: Bool {
    flags.contains {
      ["no-live-instance", "main-actor-live-instance", "live-service-needs-arguments"].contains($0.code)
    }
  }
}

/// One `@Sendable` closure of a client.
public struct ClientEndpoint: Sendable, Equatable, Codable {
  /// Closure property name (the service method's base name).
  public var name: String
  /// Parameters: the label becomes the closure's `_ label:` name; nil label means unlabeled.
  public var parameters: [PayloadItem]
  /// Whether the wrapped method is `async` (the closure also is when it hops to the main actor).
  public var isAsync: Bool
  /// Whether the closure `throws`.
  public var `throws`: Bool
  /// Result type text; nil for `Void`.
  public var returnType: String?
  /// A default closure body for non-throwing endpoints returning a value (`@DependencyClient` requires one).
  public var defaultValue: String?
  /// The service's return type when the endpoint awaits a request publisher it returns (`AnyPublisher<T, Error>`).
  public var bridgedPublisher: String?
  /// The wrapped method is isolated to the main actor: the endpoint is `async` even when the method is not.
  public var hopsToMainActor: Bool = false
  /// The endpoint reads a property of the service (`{ service.currentUser }`) rather than calling a method.
  public var readsProperty: Bool = false
  /// The service property the endpoint sets (`{ service.isMuted = $0 }`); nil when it calls a method or reads.
  public var writesProperty: String?
  /// The service `@Published` property whose values the endpoint streams (`$status`), as an `AsyncStream`; nil when
  /// it calls a method, reads or sets.
  public var streamsProperty: String?
  /// The generic service method a typed endpoint calls (`get` for `getStatuses`); nil when it calls `name`.
  public var forwardsTo: String?
  /// The selector of the service method it calls when that method shares its name with others (`login(ssoToken:)`):
  /// each overload is an endpoint of its own, and a call's argument labels pick it.
  public var overloadSelector: String?

  /// Creates an endpoint.
  public init(
    name: String, parameters: [PayloadItem], isAsync: Bool, throws: Bool, returnType: String?,
    defaultValue: String? = nil, bridgedPublisher: String? = nil
  ) {
    self.name = name
    self.parameters = parameters
    self.isAsync = isAsync
    self.throws = `throws`
    self.returnType = returnType
    self.defaultValue = defaultValue
    self.bridgedPublisher = bridgedPublisher
  }

  /// The closure type, e.g. `@Sendable (_ id: Game.ID) async throws -> Game`.
  public var closureType: String {
    let parameterList = parameters.map { item in
      item.label.map { "_ \(TCANaming.identifier($0)): \(item.type)" } ?? item.type
    }.joined(separator: ", ")
    var text = "@Sendable (\(parameterList))"
    if isAsync || hopsToMainActor { text += " async" }
    if `throws` { text += " throws" }
    text += " -> " + (returnType ?? "Void")
    return text
  }
}
