import Analysis

/// Proposes one `@DependencyClient` per service that some view model depends on.
public enum ClientProposer {
  /// Clients for every service used by `viewModels`, keyed by service name; endpoints are the methods any of them uses.
  public static func clients(
    for analysis: AnalysisResult, viewModels: [ViewModel], samples: SampleValues? = nil,
    featureName: @Sendable (ViewModel) -> String
  ) -> [String: ClientProposal] {
    let samples = samples ?? SampleValues(models: analysis.models)
    let services = ClientServices.all(in: analysis)
    let resolver = ServiceResolver(services)
    let sendableModels = Set(analysis.viewModels.filter { $0.isDeclaredSendable == true }.map(\.name))
    let clientModels = Dictionary(
      analysis.viewModels.filter { $0.classification == .client }.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a }
    )
    var usersByService: [String: [ViewModel]] = [:]
    for model in viewModels {
      for name in Set(model.dependencies.compactMap { resolver.service(for: $0)?.name }) {
        usersByService[name, default: []].append(model)
      }
    }
    let used = services.compactMap { service in usersByService[service.name].map { (service, $0) } }
    // Views calling a service through their view model (`viewModel.router.back()`) send an action for it instead.
    let viewCalls = Dictionary(
      analysis.owners.map { ($0.viewModel, $0.uses.filter { $0.memberCall != nil }) }, uniquingKeysWith: +)
    // Each service's client is built on its own, on every core.
    let proposals = ParallelMap.map(used) { service, users in
      proposal(
        for: service, users: users, resolver: resolver, model: clientModels[service.name], samples: samples,
        sendableModels: sendableModels, viewCalls: viewCalls, featureName: featureName)
    }
    return Dictionary(zip(used.map(\.0.name), proposals), uniquingKeysWith: { _, last in last })
  }

  /// The client of `service`, which `users` depend on; `model` is the view model it is, when it is one, and
  /// `sendableModels` names the view models declared `Sendable`.
  private static func proposal(
    for service: Service, users: [ViewModel], resolver: ServiceResolver, model: ViewModel?, samples: SampleValues,
    sendableModels: Set<String>, viewCalls: [String: [MemberUse]], featureName: (ViewModel) -> String
  ) -> ClientProposal {
    let clientName = FeatureNaming.clientName(forService: service.name)
    // A service the codebase does not declare has unknown methods: the members called on it are what its client
    // needs as endpoints, typed where the calls say their types (`OutsideServiceCalls`).
    let isOutside = service.file == nil
    var used: Set<String> = []
    // Methods the views call through the view model's property, endpoints whatever the bodies call.
    var calledByViews: Set<String> = []
    var calledOutside: Set<String> = []
    // Properties the features read (a main-actor object's through an `async` endpoint that hops there).
    var usedProperties: Set<String> = []
    // Properties the features set (`settings.isMuted = x`), each given a setter endpoint.
    var writtenProperties: Set<String> = []
    // `@Published` properties the features subscribe to (`session.$user.sink { … }`), each given a stream endpoint.
    var streamedProperties: Set<String> = []
    let settable = service.globalActor == "MainActor" ? [] : service.settableProperties ?? []
    let readableProperties = service.properties ?? []
    var liveExpression: String?
    var holders: [(model: ViewModel, properties: [String])] = []
    // Generic methods get typed endpoints of their own (GenericEndpoints), not one per overload.
    let overloadedNames = Set(
      Dictionary(grouping: service.methods.filter { !$0.isStatic && $0.genericParameters == nil }, by: \.name)
        .filter { $0.value.count > 1 }.keys)
    var overloadCalls: [String: [[String?]]] = [:]
    for model in users {
      let holding = model.dependencies.filter { resolver.service(for: $0)?.name == service.name }
      holders.append((model, holding.map(\.name)))
      let bodies = (model.methods + model.initializers).compactMap(\.body).joined(separator: "\n")
      for dependency in holding {
        for use in viewCalls[model.name] ?? [] where use.member == dependency.name {
          if let call = use.memberCall, let method = ViewServiceCallRule.movableMethod(call, of: service) {
            calledByViews.insert(method.name)
          }
        }
        for method in service.methods
        where TextScan.containsMember(bodies, receiver: dependency.name, member: method.name) {
          used.insert(method.name)
        }
        let names = overloadedNames.intersection(used)
        // Only the bodies that call one of them are lexed.
        for body in (model.methods + model.initializers).compactMap(\.body)
        where !names.isEmpty
          && names.contains(where: { TextScan.containsMember(body, receiver: dependency.name, member: $0) })
        {
          let calls = OverloadCalls(receiver: dependency.name, names: names, in: body)
          overloadCalls.merge(calls.labels) { $0 + $1 }
        }
        for property in readableProperties
        where TextScan.containsMember(bodies, receiver: dependency.name, member: property.name) {
          usedProperties.insert(property.name)
        }
        for property in settable where TextScan.assignsMember(bodies, receiver: dependency.name, member: property) {
          writtenProperties.insert(property)
        }
        for property in service.publishers ?? []
        where TextScan.containsMember(bodies, receiver: dependency.name, member: "$" + property.name) {
          streamedProperties.insert(property.name)
        }
        if isOutside {
          calledOutside.formUnion(ViewModelLookup.methodsCalled(on: dependency.name, in: Array(bodies.utf8)))
        }
        if liveExpression == nil, let value = dependency.defaultValue {
          // `= .shared` relies on the property's type; the client's `let service` has none.
          liveExpression = value.hasPrefix(".") ? service.name + value : value
        }
      }
    }
    let instanceMethods = service.methods.filter { !$0.isStatic && !$0.isPrivate }
    // Of an overloaded name, the overloads the calls' labels pick; all of them when the labels pick none.
    let picked = { (method: Method) -> Bool in
      guard let calls = overloadCalls[method.name] else { return true }
      let overloads = instanceMethods.filter { $0.name == method.name }
      guard overloads.contains(where: { overload in calls.contains(where: overload.accepts) }) else { return true }
      return calls.contains(where: method.accepts)
    }
    let endpointNames = used.union(calledByViews)
    let wanted = (used.isEmpty ? instanceMethods : instanceMethods.filter { endpointNames.contains($0.name) })
      .filter(picked)
    // A closure property cannot be generic: a generic method gets one typed endpoint per result type instead.
    let chosen = wanted.filter { $0.genericParameters == nil }
    var names = Set(chosen.map(\.name))
    let overloaded = Set(Dictionary(grouping: chosen, by: \.name).filter { $0.value.count > 1 }.keys)
    var seen: Set<String> = []
    var flags: [ProposalFlag] = []
    let generic = wanted.filter { $0.genericParameters != nil }
    let typed = GenericEndpoints(methods: generic, users: holders, samples: samples, taken: &names)
    if !generic.isEmpty {
      let list = generic.map { "`\($0.name)\($0.genericParameters ?? "")`" }.joined(separator: ", ")
      let what =
        typed.endpoints.isEmpty
        ? "\(clientName) has none for \(generic.count == 1 ? "it" : "them"): add one endpoint per result type the"
          + " features need" : typed.summary(clientName: clientName)
      flags.append(
        ProposalFlag(
          code: "generic-service-method",
          message:
            "\(list) of `\(service.name)` \(generic.count == 1 ? "is" : "are") generic; a `@DependencyClient` endpoint"
            + " cannot be, so " + what,
          line: generic[0].line))
    }
    if liveExpression == nil {
      liveExpression = model.map(ClientLiveValue.expression(for:)) ?? liveConstructor(for: service)
    }
    if let model, liveExpression == nil {
      flags.append(ClientLiveValue.unbuiltFlag(for: model))
    } else if liveExpression == nil, let (type, initializer) = Self.unbuildable(service) {
      flags.append(
        ProposalFlag(
          code: "live-service-needs-arguments",
          message:
            "`\(type)` has no initializer without arguments (`\(initializer)`); build it in `liveValue` of"
            + " \(clientName) by hand",
          line: service.line))
    } else if liveExpression == nil, !(isOutside && service.methods.isEmpty) {
      // (A client without endpoints has nothing to forward.)
      flags.append(
        ProposalFlag(
          code: "no-live-service",
          message:
            "no concrete `\(service.name)` found; fill in `liveValue` of \(clientName) by hand",
          line: service.line))
    }
    if isOutside {
      let typed = Set(service.methods.map(\.name))
      let called = calledOutside.subtracting(typed).sorted().map { "`\($0)`" }.joined(separator: ", ")
      let list = typed.sorted().map { "`\($0)`" }.joined(separator: ", ")
      let typedPart =
        typed.count == 1
        ? "the endpoint \(list) is typed from how the features call it; check it"
        : "the endpoints \(list) are typed from how the features call them; check them"
      let message =
        typed.isEmpty
        ? "`\(service.name)` is not declared in the codebase, so its methods are unknown and \(clientName) has no endpoints"
          + (called.isEmpty ? "" : "; add the ones the features call: \(called)")
        : "`\(service.name)` is not declared in the codebase: \(typedPart) against `\(service.name)`"
          + (called.isEmpty ? "" : ", and add the ones whose calls do not say their types: \(called)")
      flags.append(ProposalFlag(code: "outside-service", message: message))
    }
    // Each overload is an endpoint of its own: the first keeps the name, the others add their labels.
    var endpoints = chosen.map { method in
      var endpoint = endpoint(for: method, samples: samples)
      guard overloaded.contains(method.name) else { return endpoint }
      endpoint.overloadSelector = method.selector
      if !seen.insert(method.name).inserted, let first = chosen.first(where: { $0.name == method.name }) {
        endpoint.name = Self.overloadName(method, first: first, taken: &names)
        endpoint.forwardsTo = method.name
      }
      return endpoint
    }
    endpoints += typed.endpoints
    for index in endpoints.indices { endpoints[index].hopsToMainActor = service.globalActor == "MainActor" }
    for property in readableProperties where usedProperties.contains(property.name) {
      guard names.insert(property.name).inserted else { continue }
      var endpoint = endpoint(for: property, samples: samples)
      endpoint.readsProperty = true
      endpoint.hopsToMainActor = service.globalActor == "MainActor"
      endpoints.append(endpoint)
    }
    for property in readableProperties where writtenProperties.contains(property.name) {
      let setter = "set" + property.name.prefix(1).uppercased() + property.name.dropFirst()
      guard names.insert(setter).inserted else { continue }
      var endpoint = ClientEndpoint(
        name: setter, parameters: [PayloadItem(label: nil, type: property.returnType ?? "Void")], isAsync: false,
        throws: false, returnType: nil)
      endpoint.writesProperty = property.name
      endpoints.append(endpoint)
    }
    for property in service.publishers ?? [] where streamedProperties.contains(property.name) {
      guard let type = property.returnType, names.insert(property.name + "Stream").inserted else { continue }
      endpoints.append(streamEndpoint(for: property.name, type: type))
    }
    // Types nested in the service (`MastodonClient.Version`) are named from outside it in the client.
    let qualifier = TypeQualifier(models: samples.models, scope: service.name)
    for index in endpoints.indices {
      endpoints[index].parameters = endpoints[index].parameters.map {
        PayloadItem(label: $0.label, type: qualifier.qualified($0.type))
      }
      endpoints[index].returnType = endpoints[index].returnType.map(qualifier.qualified)
    }
    if service.globalActor == "MainActor", let live = liveExpression, !ClientLiveValue.isInstanceReference(live) {
      // A main-actor object cannot be created in the nonisolated `liveValue`; only a shared instance is reachable.
      flags.append(ClientLiveValue.isolatedConstructorFlag(service: service, expression: live))
      liveExpression = nil
    }
    var proposal = ClientProposal(
      name: clientName, service: service.name, property: TCANaming.lowerCamel(clientName), endpoints: endpoints,
      liveExpression: liveExpression,
      isPublic: service.methods.contains { $0.access == "public" || $0.access == "open" },
      usedBy: users.map(featureName).sorted(), flags: flags, serviceFile: service.file)
    proposal.isMainActor = service.globalActor == "MainActor"
    if let model, let live = liveExpression {
      // A client view model's own shared instance or initializer: Sendable when the class says so.
      proposal.liveIsSendable =
        model.isDeclaredSendable == true && ClientLiveValue.isOwnInstance(live, of: model.name)
    } else if let live = liveExpression {
      // A protocol's live object may be a view model that says it is Sendable (`DownloadManager.shared`).
      proposal.liveIsSendable =
        SendableTypes(models: samples.models).buildsSendable(live)
        || ClientLiveValue.isSendableModelInstance(live, sendable: sendableModels)
    }
    proposal.imports = service.imports
    proposal.condition = service.condition
    if isOutside, !endpoints.isEmpty {
      // The undeclared type and the ones its endpoints name come from the modules the features' files import.
      var imports: [String] = []
      for module in users.flatMap({ $0.imports ?? [] }) where !imports.contains(module) { imports.append(module) }
      proposal.imports = imports.isEmpty ? nil : imports
    }
    return proposal
  }

  /// The endpoint name of an overload after `first`: its name and its first label `first` lacks (`loginSsoToken` for
  /// `login(ssoToken:)` after `login(username:password:)`), else all its labels, else its parameter names; unique
  /// among `taken`.
  static func overloadName(_ method: Method, first: Method, taken: inout Set<String>) -> String {
    let labels = method.parameters.compactMap(\.label)
    let firstLabels = Set(first.parameters.compactMap(\.label))
    let distinct = labels.first { !firstLabels.contains($0) }
    let words = distinct.map { [$0] } ?? (labels.isEmpty ? method.parameters.map(\.name) : labels)
    let base = method.name + words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    var name = base
    var counter = 2
    while !taken.insert(name).inserted {
      name = base + String(counter)
      counter += 1
    }
    return name
  }

  /// The client endpoint for a service method.
  public static func endpoint(for method: Method, samples: SampleValues = SampleValues(models: [:])) -> ClientEndpoint {
    let parameters = method.parameters.map { PayloadItem(label: $0.label, type: $0.type) }
    if !method.isAsync, let request = RequestPublisher.parse(method.returnType) {
      return ClientEndpoint(
        name: method.name, parameters: parameters, isAsync: true, throws: true,
        returnType: request.isVoid ? nil : request.output, bridgedPublisher: method.returnType)
    }
    var defaultValue: String?
    if !method.throws, let returnType = method.returnType, returnType != "Void", returnType != "()" {
      let underscores = parameters.isEmpty ? "" : parameters.map { _ in "_" }.joined(separator: ", ") + " in "
      if let value = Self.emptyStream(returnType) ?? samples.value(for: returnType) {
        defaultValue = "{ \(underscores)\(value) }"
      } else {
        // A bare `fatalError` default makes `@DependencyClient` skip the endpoint (no labeled method is generated);
        // wrapped in a closure it keeps it, as the macro's fix-it suggests.
        defaultValue = "{ \(underscores){ fatalError(\"unimplemented: \(method.name)\") }() }"
      }
    }
    return ClientEndpoint(
      name: method.name, parameters: parameters, isAsync: method.isAsync, throws: method.throws,
      returnType: method.returnType, defaultValue: defaultValue)
  }

  /// The endpoint streaming a `@Published` property's values (`statusStream: () -> AsyncStream<Status>`); it finishes
  /// at once by default.
  static func streamEndpoint(for property: String, type: String) -> ClientEndpoint {
    let streamType = "AsyncStream<\(type)>"
    var endpoint = ClientEndpoint(
      name: property + "Stream", parameters: [], isAsync: false, throws: false, returnType: streamType,
      defaultValue: emptyStream(streamType).map { "{ \($0) }" })
    endpoint.streamsProperty = property
    return endpoint
  }

  /// A stream that finishes at once, for `AsyncStream<T>` and `AsyncThrowingStream<T, E>` endpoints.
  static func emptyStream(_ type: String) -> String? {
    for stream in ["AsyncStream<", "AsyncThrowingStream<"] where type.hasPrefix(stream) && type.hasSuffix(">") {
      return stream.dropLast() + " { $0.finish() }"
    }
    return nil
  }

  private static func liveConstructor(for service: Service) -> String? {
    // A conformer's own shared instance (`LiveConnectivity.shared`) is what the app uses; a main-actor one can only
    // be reached that way from the nonisolated `liveValue`.
    if let conformer = liveConformer(of: service), let instance = service.conformerInstances?[conformer] {
      return "\(conformer).\(instance)"
    }
    // How a type the codebase does not declare is built is not known.
    guard unbuildable(service) == nil, service.file != nil else { return nil }
    switch service.kind {
    case .class, .struct, .actor: return "\(service.name)()"
    case .protocol: return liveConformer(of: service).map { "\($0)()" }
    }
  }

  /// The live type `liveValue` would build with `Type()` (the service, or a protocol's first conformer that is no
  /// test double) and its initializer, when that type has no initializer without arguments.
  private static func unbuildable(_ service: Service) -> (type: String, initializer: String)? {
    if let initializer = service.requiredInitializer { return (service.name, initializer) }
    guard let conformer = liveConformer(of: service), let initializer = service.conformerInitializers?[conformer]
    else { return nil }
    return (conformer, initializer)
  }

  /// A protocol's first conformer that is no test double.
  private static func liveConformer(of service: Service) -> String? {
    guard service.kind == .protocol else { return nil }
    return service.conformers.first { name in
      !["Mock", "Fake", "Stub", "Preview", "Test", "Dummy", "Spy"].contains { TextScan.containsBytes(name, $0) }
    }
  }
}
