import Analysis

/// The `withDependencies` lines of a generated test: stubs for the client endpoints and TCA dependencies it reaches.
enum TestStubs {
  /// The stubs a test of `subject` needs for what `bodies` reach, or the "no-test" flag when an endpoint has no sample
  /// value to stub: such a test fails as unimplemented (or stops, for a non-throwing endpoint) by construction, so the
  /// action is named for a hand-written test instead.
  static func stubsOrNoTest(
    for bodies: [String], subject: String, proposal: FeatureProposal, samples: SampleValues,
    clients: [ClientProposal]
  ) -> (stubs: [String], noTest: ProposalFlag?) {
    let (stubs, unstubbable) = dependencyStubs(in: bodies, proposal: proposal, samples: samples, clients: clients)
    guard let endpoint = unstubbable.first else { return (stubs, nil) }
    let message = "no test for \(subject): it calls an endpoint with no sample value to stub (\(endpoint))"
    return (stubs, ProposalFlag(code: "no-test", message: message))
  }

  /// `$0.client.endpoint = { … }` lines for the endpoints a case body calls, and those it cannot stub.
  static func dependencyStubs(
    in body: [String], proposal: FeatureProposal, samples: SampleValues, clients: [ClientProposal]
  ) -> ([String], [String]) {
    let text = reached(from: body, helpers: proposal.reducerHelpers).joined(separator: "\n")
    var lines: [String] = []
    var unstubbable: [String] = []
    let generated = Set(clients.map(\.name))
    for dependency in proposal.dependencies where TextScan.containsWord(text, dependency.property) {
      if let value = StandardTestValues.byKey[dependency.key] {
        lines.append(value)
      } else if dependency.key == "\\.urlSession" {
        // TCA's test session reports every request as unimplemented; only the person migrating knows the answers.
        unstubbable.append(
          "stub `$0.urlSession` with a session whose configuration's `protocolClasses` answer its requests")
      } else if dependency.key.hasSuffix(".self"), !generated.contains(String(dependency.key.dropLast(".self".count))) {
        // The view model's own `@Dependency(SomeClient.self)`: its endpoints are not known here.
        unstubbable.append("stub `\(dependency.key)`, a client the view model already declared")
      }
    }
    // A State method or static function the body calls reads its standard dependencies itself.
    for method in proposal.stateMethods where TextScan.containsWord(text, method.name) {
      for stub in LocalDependencies.stubs(method.dependencies) where !lines.contains(stub) { lines.append(stub) }
    }
    // `client.endpoint` as a word has `client` as a word: text without the client skips all of its endpoints.
    for client in clients where client.property.isEmpty || TextScan.containsWord(text, client.property) {
      for endpoint in client.endpoints
      where TextScan.containsMember(text, receiver: client.property, member: endpoint.name) {
        let arguments =
          endpoint.parameters.isEmpty ? "" : endpoint.parameters.map { _ in "_" }.joined(separator: ", ") + " in "
        if let (_, sample) = streamSample(of: endpoint, samples: samples) {
          lines.append("$0.\(client.property).\(endpoint.name) = \(streamStub(yielding: sample))")
        } else if let returnType = endpoint.returnType, returnType != "Void" {
          if let value = ClientProposer.emptyStream(returnType) ?? samples.value(for: returnType) {
            lines.append("$0.\(client.property).\(endpoint.name) = { \(arguments)\(value) }")
          } else {
            unstubbable.append("stub `$0.\(client.property).\(endpoint.name)` returning `\(returnType)`")
          }
        } else {
          lines.append("$0.\(client.property).\(endpoint.name) = { \(arguments)}")
        }
      }
    }
    return (lines, unstubbable)
  }

  /// What the stubs of `clients`' synchronous endpoints (not throwing, not hopping to the main actor) do in a test,
  /// by `client.endpoint`: those returning nothing do nothing (`inert`); those returning a value return their sample,
  /// as `dependencyStubs` writes it, where the evaluation knows that value (`results`; streams left out).
  static func synchronousStubs(
    of clients: [ClientProposal], samples: SampleValues, structures: KnownStructures
  ) -> (inert: Set<String>, results: [String: KnownValue]) {
    var inert: Set<String> = []
    var results: [String: KnownValue] = [:]
    for client in clients {
      for endpoint in client.endpoints where !endpoint.isAsync && !endpoint.throws && !endpoint.hopsToMainActor {
        let key = client.property + "." + endpoint.name
        guard let type = endpoint.returnType else {
          inert.insert(key)
          continue
        }
        guard !client.property.isEmpty, type != "Void", streamSample(of: endpoint, samples: samples) == nil,
          ClientProposer.emptyStream(type) == nil, let sample = samples.value(for: type),
          let value = KnownInitialState.value(of: sample, as: type, structures: structures)
        else { continue }
        results[key] = value
      }
    }
    return (inert, results)
  }

  /// The element type of an endpoint streaming a `@Published` property, and the sample value its test stub yields;
  /// nil for other endpoints and element types without a sample.
  static func streamSample(of endpoint: ClientEndpoint, samples: SampleValues) -> (element: String, sample: String)? {
    guard endpoint.streamsProperty != nil, let type = endpoint.returnType, type.hasPrefix("AsyncStream<"),
      type.hasSuffix(">")
    else { return nil }
    let element = String(type.dropFirst("AsyncStream<".count).dropLast())
    // A value, not `nil`, so the received case has something to do.
    let wrapped = element.hasSuffix("?") ? String(element.dropLast()) : element
    let sample = TypeText.sampleValue(for: element) ?? samples.value(for: wrapped) ?? samples.value(for: element)
    return sample.map { (element, $0) }
  }

  /// A stub closure whose stream yields `sample` once and finishes.
  static func streamStub(yielding sample: String) -> String {
    "{ AsyncStream { $0.yield(\(sample)); $0.finish() } }"
  }

  /// `body` and the bodies of the reducer helpers it calls, directly or through other helpers.
  static func reached(from body: [String], helpers: [ReducerHelper]) -> [String] {
    var lines = body
    var pending = helpers
    // Names called so far, each body scanned once as it joins.
    var called = TextScan.calledFunctions(body.joined(separator: "\n"))
    while let index = pending.firstIndex(where: { called.contains($0.name) }) {
      let helper = pending.remove(at: index)
      lines += helper.body
      called.formUnion(TextScan.calledFunctions(helper.body.joined(separator: "\n")))
    }
    return lines
  }
}
