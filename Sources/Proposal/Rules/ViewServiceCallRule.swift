import Analysis

/// A view calling a service through its view model (`viewModel.router.back()`, the coordinator pattern) sends an
/// action instead, whose case calls the service's client in an effect.
public struct ViewServiceCallRule: ProposalRule {
  /// Creates the rule.
  public init() {}

  public var name: String { "view-service-call" }
  public var guide: String { "DependencyClients.md" }
  public var decidesConversion: Bool { false }
  public var summary: String {
    "A statement of a view calling a method of a service its view model holds (`viewModel.router.showLicenses()`, "
      + "the coordinator pattern) becomes `store.send(.routerShowLicenses)`; the action carries the method's "
      + "parameters and its case calls the client's endpoint in `.run`. Only a method the client has an endpoint "
      + "for, that returns nothing, does not throw and takes no closure moves; other reads of the service keep a TODO."
  }
  public var examples: [RuleExample] {
    [
      RuleExample(
        before: """
          protocol SettingsRouting: AnyObject {
            func showLicenses()
            func showHelp(for topic: String)
          }
          final class LiveSettingsRouter: SettingsRouting {
            func showLicenses() {}
            func showHelp(for topic: String) {}
          }
          final class SettingsViewModel: ObservableObject {
            @Published var isMuted = false
            let router: SettingsRouting
            init(router: SettingsRouting = LiveSettingsRouter()) { self.router = router }
            func muteTapped() { isMuted.toggle() }
          }
          struct SettingsView: View {
            @StateObject var viewModel = SettingsViewModel()
            let topic = "Playback"
            var body: some View {
              Button("Mute") { viewModel.muteTapped() }
              Button("Licenses") { viewModel.router.showLicenses() }
              Button("Help") { viewModel.router.showHelp(for: topic) }
            }
          }
          """,
        after: """
          enum Action {
            case muteTapped
            case routerShowLicenses
            case routerShowHelp(for: String)
          }

          @Dependency(SettingsRoutingClient.self) var settingsRoutingClient

          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .muteTapped:
                state.isMuted.toggle()
                return .none
              case .routerShowLicenses:
                return .run { _ in
                  settingsRoutingClient.showLicenses()
                }
              case let .routerShowHelp(topic):
                return .run { _ in
                  settingsRoutingClient.showHelp(for: topic)
                }
              }
            }
          }

          var body: some View {
            Button("Mute") { store.send(.muteTapped) }
            Button("Licenses") { store.send(.routerShowLicenses) }
            Button("Help") { store.send(.routerShowHelp(for: topic)) }
          }
          """, usesEffectRewriter: true)
    ]
  }

  public func apply(to proposal: inout FeatureProposal, in context: ProposalContext) {
    // The view rewrite knows a call by its method's name: a method the views call with two selectors is left alone.
    var selectors: [String: Set<String>] = [:]
    for use in context.uses where use.kind == .read {
      guard let selector = use.memberCall else { continue }
      selectors[use.member + "." + Self.parts(of: selector).method, default: []].insert(selector)
    }
    var byDependency: [String: [String: String]] = [:]
    var seen: Set<String> = []
    for use in context.uses where use.kind == .read {
      guard let selector = use.memberCall, seen.insert(use.member + "." + selector).inserted,
        let dependency = context.viewModel.dependencies.first(where: { $0.name == use.member }),
        dependency.isWeakReference != true, let client = context.client(for: dependency),
        let call = Self.call(selector, in: client, service: context.lookup.services.service(for: dependency))
      else { continue }
      let method = Self.parts(of: selector).method
      let action = TCANaming.lowerCamel(dependency.name + method.prefix(1).uppercased() + method.dropFirst())
      guard selectors[dependency.name + "." + method]?.count == 1, proposal.action(named: action) == nil else {
        continue
      }
      let payload = Array(call.endpoint.parameters.prefix(call.passed))
      proposal.addAction(ActionCase(name: action, payload: payload, kind: .view))
      proposal.reducerCases.append(
        Self.reducerCase(action: action, call: call, client: client, indent: context.analysis.indentation))
      proposal.use(client)
      byDependency[dependency.name, default: [:]][method] = action
    }
    guard !byDependency.isEmpty else { return }
    proposal.viewServiceCalls = byDependency
    proposal.appliedRules.append(name)
  }

  /// `show(_:animated:)` → `show` and `[nil, "animated"]`.
  static func parts(of selector: String) -> (method: String, labels: [String?]) {
    let method = String(selector.prefix { $0 != "(" })
    let labels = selector.dropFirst(method.count + 1).dropLast().split(separator: ":")
    return (method, labels.map { $0 == "_" ? nil : String($0) })
  }

  /// The service's method a view's call with `selector` reaches, when such a call can become an action: one method of
  /// that name accepting its labels, returning nothing, not throwing and taking no closure.
  static func movableMethod(_ selector: String, of service: Service) -> Method? {
    let (method, labels) = parts(of: selector)
    let declared = service.methods.filter { $0.name == method && !$0.isStatic && $0.accepts(labels: labels) }
    guard declared.count == 1, let found = declared.first, !found.throws,
      found.returnType == nil || found.returnType == "Void" || found.returnType == "()",
      !found.parameters.contains(where: { TextScan.containsBytes($0.type, "->") })
    else { return nil }
    return found
  }

  /// A call a view makes: the endpoint it reaches, how many of its parameters the view passes, the method's parameter
  /// names, and the default values of the rest.
  struct Call {
    var endpoint: ClientEndpoint
    var passed: Int
    var names: [String]
    var defaults: [String]
  }

  /// The call with `selector` on `client`'s service, when it can move into an effect as it is: one endpoint that
  /// returns nothing, does not throw and takes no closure; parameters the call leaves out have defaults.
  static func call(_ selector: String, in client: ClientProposal, service: Service?) -> Call? {
    let (method, labels) = parts(of: selector)
    let declared = service.flatMap { movableMethod(selector, of: $0) }
    let full = declared.map { $0.parameters.map(\.label) } ?? labels
    let matching = client.endpoints.filter { endpoint in
      (endpoint.forwardsTo ?? endpoint.name) == method && endpoint.parameters.map(\.label) == full
    }
    guard matching.count == 1, let endpoint = matching.first, !endpoint.throws, endpoint.returnType == nil,
      endpoint.bridgedPublisher == nil, endpoint.writesProperty == nil, !endpoint.readsProperty,
      !endpoint.parameters.contains(where: { TextScan.containsBytes($0.type, "->") })
    else { return nil }
    let defaults = (declared?.parameters ?? []).dropFirst(labels.count).compactMap(\.defaultValue)
    guard labels.count + defaults.count == endpoint.parameters.count else { return nil }
    return Call(
      endpoint: endpoint, passed: labels.count, names: declared?.parameters.map(\.name) ?? [], defaults: defaults)
  }

  /// `case let .action(a, b): return .run { _ in client.endpoint(label: a, b) }`, the payload bound to the method's
  /// parameter names where they are known, the parameters the view left out given their defaults.
  static func reducerCase(action: String, call: Call, client: ClientProposal, indent: String) -> ReducerCaseSpec {
    let parameters = call.endpoint.parameters
    var names: [String] = []
    for (index, parameter) in parameters.prefix(call.passed).enumerated() {
      let declared = index < call.names.count && call.names[index] != "_" ? call.names[index] : nil
      let base = declared ?? parameter.label ?? "value"
      var name = TCANaming.keywords.contains(base) ? base + "Value" : base
      if names.contains(name) { name += String(index + 1) }
      names.append(name)
    }
    let values = names + call.defaults
    let arguments = zip(parameters, values).map { parameter, value in
      parameter.label.map { "\($0): \(value)" } ?? value
    }
    let awaits = call.endpoint.isAsync || call.endpoint.hopsToMainActor ? "await " : ""
    let invocation = "\(awaits)\(client.property).\(call.endpoint.name)(\(arguments.joined(separator: ", ")))"
    let pattern = names.isEmpty ? ".\(action)" : "let .\(action)(\(names.joined(separator: ", ")))"
    return ReducerCaseSpec(
      pattern: pattern, body: ["return .run { _ in", (indent.isEmpty ? "  " : indent) + invocation, "}"])
  }
}
