import Analysis

/// The response actions a generated test receives after a case whose effect sends `.xResponse(Result { … })`, read
/// from the case text: the `.success` the stubs give, and the `.failure` a failing stub gives.
enum ResponseReceives {
  /// `receive(\.xResponse.success)` for each response the body's effect sends, with the success case's known changes
  /// (its payload is the stubbed endpoint's sample value).
  static func successes(
    after body: [String], in proposal: FeatureProposal, stateNames: Set<String>, responses: ResponseCases,
    clients: [ClientProposal]
  ) -> [ReceivedAction] {
    var result: [ReceivedAction] = []
    let standard = StandardTestValues.values(in: proposal)
    for (name, sendLine) in responses.sent(in: body) {
      guard let success = responses.success[name] else { continue }
      var values = standard
      if let binding = payloadBinding(of: success.pattern, result: "success"),
        let endpoint = calledEndpoint(in: sendLine, clients: clients)?.endpoint,
        let value = endpoint.returnType.flatMap(TypeText.defaultValue)
      {
        values[binding] = value
      }
      let changes = LeadingChanges.known(in: success.body, stateNames: stateNames, values: values)
      // A tuple payload's `.success` case path crashed the Swift 6.3 compiler (IRGen) in the type-check suite; the
      // response's own case path matches the same action.
      let tuple = responses.tuplePayloads.contains(name)
      let keyPath = tuple ? "\\.\(name)" : "\\.\(name).success"
      result.append(ReceivedAction(keyPath: keyPath, expectedChanges: changes.lines))
    }
    return result
  }

  /// The stub overrides (by `$0.client.endpoint` target) that make the first throwing endpoint the body's effect
  /// calls fail, and the `.failure` response the test then receives; nil when there is none.
  static func failureTest(
    after body: [String], in proposal: FeatureProposal, stateNames: Set<String>, responses: ResponseCases,
    clients: [ClientProposal]
  ) -> (stubs: [String: String], received: ReceivedAction)? {
    for (name, sendLine) in responses.sent(in: body) {
      guard let failure = responses.failure[name],
        let (client, endpoint) = calledEndpoint(in: sendLine, clients: clients), endpoint.throws
      else { continue }
      let target = "$0.\(client.property).\(endpoint.name)"
      let arguments =
        endpoint.parameters.isEmpty ? "" : endpoint.parameters.map { _ in "_" }.joined(separator: ", ") + " in "
      let changes = LeadingChanges.known(in: failure.body, stateNames: stateNames)
      // As for `.success`: a tuple (or `Void`) result's `.failure` case path crashes the Swift 6.3 compiler (IRGen).
      let keyPath = responses.tuplePayloads.contains(name) ? "\\.\(name)" : "\\.\(name).failure"
      return (
        [target: "\(target) = { \(arguments)throw URLError(.badServerResponse) }"],
        ReceivedAction(keyPath: keyPath, expectedChanges: changes.lines)
      )
    }
    return nil
  }

  /// `$0.client.endpoint` of a stub line `$0.client.endpoint = { … }`.
  static func stubTarget(_ line: String) -> String {
    let tokens = TokenText(line)
    return tokens.firstMatch([" ", "=", " "]).map { tokens.text(upTo: tokens.start($0)) } ?? line
  }

  /// The name bound by `let .xResponse(.success(name))`, or nil.
  static func payloadBinding(of pattern: String, result: String) -> String? {
    let tokens = TokenText(pattern)
    guard let open = tokens.firstMatch(["(", ".", result, "("]) else { return nil }
    let name = LineText.identifierPrefix(Substring(tokens.text(from: tokens.start(open + 4))))
    return name.isEmpty ? nil : String(name)
  }

  /// The client endpoint a line calls (`gamesClient.fetchPage(…)`), among the feature's clients.
  static func calledEndpoint(
    in line: String, clients: [ClientProposal]
  ) -> (client: ClientProposal, endpoint: ClientEndpoint)? {
    for client in clients {
      for endpoint in client.endpoints
      where TextScan.containsMember(line, receiver: client.property, member: endpoint.name) {
        return (client, endpoint)
      }
    }
    return nil
  }
}
