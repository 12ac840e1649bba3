import Analysis

/// Injected services become `@DependencyClient` clients declared with `@Dependency(XClient.self)`.
public struct ServiceClientRule: ProposalRule {
  /// Creates the rule.
  public init() {}

  public var name: String { "service-client" }
  public var guide: String { "DependencyClients.md" }
  public var summary: String {
    "Each injected service becomes a `@DependencyClient` struct with one `@Sendable` closure per method a feature uses, a `DependencyKey` whose `liveValue` wraps the existing service, `testValue`, `previewValue` and a `DependencyValues` accessor; a client shared by features is generated once. A service container handed in whole (a struct or class that only holds services) is dissolved: each service reached through it is a client of its own."
  }
  public var examples: [RuleExample] {
    [
      RuleExample(
        before: """
          protocol GameService {
            func fetchGames() async throws -> [Game]
          }
          final class LiveGameService: GameService {
            func fetchGames() async throws -> [Game] { [] }
          }
          final class GamesViewModel: ObservableObject {
            private let service: GameService
            init(service: GameService = LiveGameService()) { self.service = service }
            func load() async { _ = try? await service.fetchGames() }
          }
          """,
        after: """
          @DependencyClient
          struct GameClient: Sendable {
            var fetchGames: @Sendable () async throws -> [Game]
          }

          extension GameClient: DependencyKey {
            static let liveValue: GameClient = {
              // TODO(tca-migrate): `nonisolated(unsafe)` until `GameService` is Sendable.
              nonisolated(unsafe) let service = LiveGameService()
              return GameClient(
                fetchGames: { try await service.fetchGames() }
              )
            }()
            static let testValue = GameClient()
            static let previewValue: GameClient = {
              var client = GameClient()
              client.fetchGames = { [] }
              return client
            }()
          }

          extension DependencyValues {
            var gameClient: GameClient {
              get { self[GameClient.self] }
              set { self[GameClient.self] = newValue }
            }
          }
          """),
      RuleExample(
        before: """
          protocol WeatherService {
            func forecast(for city: String) async throws -> String
          }
          struct LiveWeatherService: WeatherService {
            func forecast(for city: String) async throws -> String { "" }
          }
          struct AppServices {
            let weather: WeatherService
          }
          final class ForecastViewModel: ObservableObject {
            @Published var city = "Oslo"
            @Published var forecast = ""
            private let services: AppServices
            init(services: AppServices) { self.services = services }
            func load() async {
              forecast = (try? await services.weather.forecast(for: city)) ?? ""
            }
          }
          """,
        after: """
          @Reducer
          struct ForecastFeature {
            @ObservableState
            struct State: Equatable {
              var city = "Oslo"
              var forecast = ""
            }

            enum Action {
              case load
              case loadResponse(String?)
            }

            @Dependency(WeatherClient.self) var weatherClient

            var body: some ReducerOf<Self> {
              Reduce { state, action in
                switch action {
                case .load:
                  return .run { [city = state.city] send in
                    await send(.loadResponse(try? await weatherClient.forecast(for: city)))
                  }
                case let .loadResponse(response):
                  state.forecast = response ?? ""
                  return .none
                }
              }
            }
          }
          """,
        note:
          "`AppServices` only holds services: each one the view model reaches through it (`services.weather`) is a "
          + "client of its own, and the container is neither State nor a client.",
        usesEffectRewriter: true),
    ]
  }

  public func apply(to proposal: inout FeatureProposal, in context: ProposalContext) {
    let children = Set(context.viewModel.childReferences.map(\.property))
    let delegates = Set(context.facts.delegateClosures.map(\.name))
    let shared = SharedObjects.dependencies(of: context.viewModel, in: context.lookup)
    for dependency in context.viewModel.dependencies {
      // Shared state only handed on (to a child, which reaches it by itself) needs nothing; read, it needs `@Shared`,
      // which `SharedObjectStateRule` declared when the object's state can be a value.
      if shared.contains(dependency.name) {
        if proposal.field(named: dependency.name) == nil, SharedObjects.isRead(dependency.name, in: context) {
          proposal.flag(
            ProposalFlag(
              code: "shared-object",
              message:
                "`\(dependency.name)` is `\(TypeText.stripExistential(dependency.type))`, state shared by several "
                + "features; phase 0 of the plan moves it to `@Shared`: declare it in State with its key and read it there",
              line: dependency.line))
        }
        continue
      }
      // A service container's services are dependencies of their own; the container itself is none.
      if dependency.containerServices != nil { continue }
      // A callback the parent injects (returning nothing) becomes a delegate action, not a client.
      if delegates.contains(dependency.name), Self.isCallback(dependency.type) { continue }
      let type = TypeText.stripExistential(dependency.type)
      let isViewModel = context.lookup.viewModelName(type) != nil && context.client(for: dependency) == nil
      if children.contains(dependency.name) || isViewModel {
        if !children.contains(dependency.name) {
          proposal.flag(
            ProposalFlag(
              code: "view-model-dependency",
              message: "`\(dependency.name)` is another view model; share its state through the parent or a delegate",
              line: dependency.line))
        }
        continue
      }
      if Self.isCoordinator(dependency, in: context) {
        guard CoordinatorDelegateRule.coordinators(of: context.viewModel, in: context)[dependency.name] == nil else {
          continue
        }
        proposal.flag(
          ProposalFlag(
            code: "coordinator-protocol",
            message:
              "`\(dependency.name): \(dependency.type)` is implemented by a view model (a coordinator) and has methods that return a value or are async; turn its calls into delegate actions the parent handles",
            line: dependency.line))
        continue
      }
      guard let client = context.client(for: dependency) else {
        // Foundation types (`UserDefaults`, `Calendar`, observer tokens) are no services; the rewriter maps their uses.
        if SystemType.named(dependency.type) != nil { continue }
        if dependency.isWeakReference == true {
          proposal.flag(
            ProposalFlag(
              code: "weak-reference",
              message:
                "`\(dependency.name): \(dependency.type)` is a weak reference to an object the codebase does not declare"
                + " (a delegate or its owner); a feature tells its parent through `.delegate` actions: turn its calls"
                + " into them",
              line: dependency.line))
          continue
        }
        proposal.flag(
          ProposalFlag(
            code: "unknown-service",
            message:
              "dependency `\(dependency.name): \(dependency.type)` is not a service declared in the codebase; wrap it in a client by hand",
            line: dependency.line))
        continue
      }
      proposal.use(client)
    }
    if !proposal.clients.isEmpty { proposal.appliedRules.append(name) }
  }

  /// Whether `type` is a closure type that returns nothing: `(Order) -> Void`, `@escaping () -> ()`, `(() -> Void)?`.
  static func isCallback(_ type: String) -> Bool {
    let tokens = TokenText(type)
    guard DelegateClosureRule.closureParameters(type) != nil, let arrow = tokens.last(.arrow) else { return false }
    var result = tokens.text(from: tokens.start(arrow + 1)).trimmingCharacters(in: .whitespaces)
    if result.hasSuffix(")?") { result = String(result.dropLast(2)).trimmingCharacters(in: .whitespaces) }
    return result == "Void" || result == "()"
  }

  /// Whether `dependency` is a protocol a view model implements (`weak var coordinator: LibraryCoordinating?`): the
  /// parent, not a service, so no client is generated and its calls stay TODOs.
  static func isCoordinator(_ dependency: Dependency, in context: ProposalContext) -> Bool {
    guard let service = context.lookup.services.service(for: dependency) else { return false }
    // A mock or a shared singleton implementing it is a service's test or live implementation, not a coordinator.
    return service.conformers.contains(where: context.lookup.mayCoordinate)
      || CoordinatorDelegateRule.isDelegate(dependency, service)
  }

  /// The converter's view of each dependency: property name → client binding.
  public static func bindings(in context: ProposalContext) -> [String: ClientBinding] {
    var result: [String: ClientBinding] = [:]
    for dependency in context.viewModel.dependencies where !isCoordinator(dependency, in: context) {
      guard let client = context.client(for: dependency) else { continue }
      var endpoints: [String: String] = [:]
      var setters: [String: String] = [:]
      var typed: [String: [String: String]] = [:]
      var overloads: [String: String] = [:]
      var streams: [String: String] = [:]
      // A property read becomes a call of its endpoint: `authService.currentUser` → `authClient.currentUser()`.
      for endpoint in client.endpoints {
        if let selector = endpoint.overloadSelector {
          overloads[selector] = endpoint.name
          if endpoint.forwardsTo == nil { endpoints[endpoint.name] = endpoint.name }
        } else if let property = endpoint.writesProperty {
          setters[property] = endpoint.name
        } else if let property = endpoint.streamsProperty {
          streams[property] = endpoint.name
        } else if let method = endpoint.forwardsTo {
          typed[method, default: [:]][endpoint.returnType ?? "Void"] = endpoint.name
        } else {
          endpoints[endpoint.name] = endpoint.name + (endpoint.readsProperty ? "()" : "")
        }
      }
      result[dependency.name] = ClientBinding(
        clientType: client.name, property: client.property, endpoints: endpoints, endpointsAreComplete: true)
      result[dependency.name]?.typedEndpoints = typed
      result[dependency.name]?.setters = setters
      result[dependency.name]?.overloads = overloads
      result[dependency.name]?.streams = streams
    }
    for dependency in context.viewModel.libraryDependencies ?? [] {
      result[dependency.name] = LibraryDependencyRule.binding(for: dependency)
    }
    return result
  }
}
