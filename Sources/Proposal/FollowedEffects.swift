import Analysis

/// The actions a sent case's effect sends back, each run through the case that handles it on the State the test
/// has reached, so a generated test receives them in order with their changes and stays exhaustive; nil wherever
/// the order, the handling case or its changes are not sure.
struct FollowedEffects {
  /// What the test receives, in order.
  var receives: [ReceivedAction]
  /// The State fields the received cases change.
  var changedFields: Set<String>
  /// Whether an effect runs in a task the test must await the end of (`store.finish()`) before it ends.
  var finishes: Bool
  /// Whether every received action's case was run. Otherwise the test receives the actions the effect is sure to
  /// send up to the first case that could not be run, and leaves their changes to the person migrating.
  var complete = true

  /// Received actions followed per test before giving up (an effect that keeps sending, like a timer, is not
  /// followed).
  static let maximumReceives = 12
}

/// A reducer case's pattern as the words of each payload position: `let .load(id, .success(page))` is
/// `[["id"], [".", "success", "(", "page", ")"]]`, every name bound.
struct CasePatternParts {
  /// The payload positions' words; nil when the pattern names the case alone (`.load`), matching any payload.
  let parts: [[String]]?
  /// Whether `let` precedes the whole pattern, so a bare name binds.
  let bindsAll: Bool

  /// The parts of `pattern`, a pattern of `action`; nil when it has alternatives, a `where` clause or another shape.
  init?(_ pattern: String, action: String) {
    let parsed = ParsedBody(text: pattern)
    guard parsed.statements.count == 1, let statement = parsed.statements.first else { return nil }
    var words = statement.headerIndices.map { parsed.source.text($0) }
    bindsAll = words.first == "let"
    if bindsAll { words.removeFirst() }
    guard words.count >= 2, words[0] == ".", words[1] == action, !words.contains("where") else { return nil }
    guard words.count > 2 else {
      parts = nil
      return
    }
    guard words[2] == "(", words.last == ")" else { return nil }
    var parts: [[String]] = [[]]
    var depth = 0
    for word in words[3..<(words.count - 1)] {
      if word == "(" { depth += 1 }
      if word == ")" { depth -= 1 }
      if word == ",", depth == 0 {
        parts.append([])
      } else {
        parts[parts.count - 1].append(word)
      }
    }
    guard depth == 0, !parts.contains(where: \.isEmpty) else { return nil }
    self.parts = parts
  }

  /// The case names of a pattern with alternatives (`.a, let .b(x)` names `a` and `b`); none for one pattern.
  static func alternatives(in pattern: String) -> [String] {
    // Without a comma byte there is no `,` token, so no alternatives: no need to lex.
    guard pattern.utf8.contains(0x2C) else { return [] }
    let parsed = ParsedBody(text: pattern)
    guard let statement = parsed.statements.first else { return [] }
    let words = statement.headerIndices.map { parsed.source.text($0) }
    var names: [String] = []
    var depth = 0
    var separated = false
    for (index, word) in words.enumerated() {
      if word == "(" { depth += 1 }
      if word == ")" { depth -= 1 }
      if word == ",", depth == 0 { separated = true }
      if word == ".", depth == 0, index + 1 < words.count { names.append(words[index + 1]) }
    }
    return separated ? names : []
  }

  /// The name a position binds (`.some(nil)` for `_`); nil when it is a nested pattern or a literal.
  func binding(_ part: [String]) -> String?? {
    var words = part
    // `label: name`.
    if words.count >= 3, words[1] == ":" { words.removeFirst(2) }
    if words.first == "let" { words.removeFirst() } else if !bindsAll, words != ["_"] { return nil }
    guard words.count == 1, let word = words.first, word.first.map({ $0 == "_" || $0.isLetter }) == true else {
      return nil
    }
    return .some(word == "_" ? nil : word)
  }

  /// Which `Result` case a position matches: `.success` (with the name its value binds, if any) or `.failure`;
  /// nil when it binds the whole result or is another pattern.
  func result(_ part: [String]) -> ResultPattern? {
    if part == ["_"] { return .success(nil) }
    guard part.count >= 2, part[0] == "." else { return nil }
    if part[1] == "failure" { return .failure }
    guard part[1] == "success" else { return nil }
    let inner = Array(part.dropFirst(2))
    if inner.isEmpty || inner == ["(", "_", ")"] { return .success(nil) }
    guard inner.count >= 3, inner[0] == "(", inner[inner.count - 1] == ")",
      let name = binding(Array(inner[1..<(inner.count - 1)]))
    else { return nil }
    return .success(name)
  }

  /// A `Result` position's case.
  enum ResultPattern: Equatable {
    /// `.success`, binding its value to the name, if any.
    case success(String?)
    /// `.failure`.
    case failure
  }
}

/// Follows the effects of one feature's cases, its reducer cases and action shapes indexed once.
struct EffectFollower {
  /// The reducer cases in order, each with the action name its pattern starts with.
  let cases: [(name: String, spec: ReducerCaseSpec)]
  let structures: KnownStructures
  let samples: SampleValues
  let clients: [ClientProposal]
  /// Dependency properties on the continuous clock.
  let clocks: Set<String>
  /// Action names whose `Result` payload's case path is not written `.success` (tuple or `Void` results).
  let tuplePayloads: Set<String>
  /// Action names whose payload is a case-pathable nested enum.
  let nestedPayloads: Set<String>
  /// State fields an `.onChange(of:)` observes: a received case changing one runs more than its own body.
  let observed: Set<String>
  /// Action names carrying another reducer's action (`player(PlayerFeature.Action)`, a presentation or binding
  /// action): a child feature or `BindingReducer` handles them too.
  let scoped: Set<String>
  /// Action names a case matches among alternatives (`case .a, .b:`), whose handling case is not looked up.
  let alternatives: Set<String>
  /// The State fields' names.
  let stateNames: Set<String>
  /// What stubbed standard dependencies give in a test (`now` → the fixed date), by property.
  let standardValues: [String: String]

  init(
    _ proposal: FeatureProposal, clients: [ClientProposal], structures: KnownStructures, samples: SampleValues,
    responses: ResponseCases
  ) {
    cases = proposal.reducerCases.compactMap { spec in
      ReducerCasePattern.actionName(of: spec.pattern).map { ($0, spec) }
    }
    self.structures = structures
    self.samples = samples
    self.clients = clients
    clocks = Set(proposal.dependencies.filter { $0.key == "\\.continuousClock" }.map(\.property))
    tuplePayloads = responses.tuplePayloads
    nestedPayloads = Set(
      proposal.actions.filter { action in
        action.payload.count == 1 && proposal.nestedEnum(named: action.payload[0].type)?.isCasePathable == true
      }.map(\.name))
    observed = Set((proposal.observers ?? []).map(\.property))
    scoped = Set(
      proposal.actions.filter { action in action.payload.contains { TextScan.containsBytes($0.type, "Action") } }
        .map(\.name))
    alternatives = Set(proposal.reducerCases.flatMap { CasePatternParts.alternatives(in: $0.pattern) })
    stateNames = Set(proposal.state.map(\.name))
    standardValues = StandardTestValues.values(in: proposal)
  }

  /// The actions `evaluation`'s effect sends in a test with `stubs`, each with the changes its case makes.
  func follow(_ evaluation: CaseEvaluation, stubs: [String]) -> FollowedEffects? {
    guard let effect = evaluation.effect else { return nil }
    let immediate = StandardTestValues.byKey["\\.continuousClock"].map(stubs.contains) ?? false
    var sends = EffectSends(
      immediateClocks: immediate ? clocks : [],
      stubbedSuccess: { property, name in success(of: property, name, stubs: stubs) },
      nestedPayloads: nestedPayloads)
    sends.streamedValue = { property, name in streamed(of: property, name, stubs: stubs) }
    guard let first = sends.actions(of: effect, structures: structures) else { return nil }
    var pending = first.actions
    var state = evaluation.state
    var result = FollowedEffects(receives: [], changedFields: [], finishes: first.runs)
    while !pending.isEmpty {
      var next: [SentAction] = []
      for (index, action) in pending.enumerated() {
        guard result.receives.count < FollowedEffects.maximumReceives else { return nil }
        let handling = handlingCase(of: action)
        guard let (spec, payload) = handling,
          let received = CaseEvaluation(body: spec.body, state: state, structures: structures, payload: payload),
          received.changedFields.isDisjoint(with: observed)
        else {
          // Sent all the same: received, with the actions sent alongside; of what the first changes, only its
          // leading literal changes are sure.
          let leading = handling.map { spec, payload in
            // Names standing for what a stub returns (`now`, a response's value) are replayed as that value.
            let values = standardValues.merging(payload.compactMapValues { $0.known?.rendered }) { $1 }
            return LeadingChanges.known(in: spec.body, stateNames: stateNames, values: values).lines
          }
          result.receives.append(ReceivedAction(keyPath: keyPath(of: action), expectedChanges: leading ?? []))
          result.receives += pending[(index + 1)...].map { ReceivedAction(keyPath: keyPath(of: $0)) }
          result.complete = false
          result.finishes = false
          return result
        }
        result.receives.append(ReceivedAction(keyPath: keyPath(of: action), expectedChanges: received.changes))
        result.changedFields.formUnion(received.changedFields)
        state = received.state
        guard let effect = received.effect else { continue }
        // An action sent before another must not start an effect: what that effect sends (or cancels) would race
        // the later action.
        guard index == pending.count - 1, let sent = sends.actions(of: effect, structures: structures) else {
          return nil
        }
        next = sent.actions
        result.finishes = result.finishes || sent.runs
      }
      pending = next
    }
    return result
  }

  /// The case path a test receives `action` by: `\.name`, `\.delegate.member`, `\.response.success`.
  private func keyPath(of action: SentAction) -> String {
    switch action.payload {
    case .member(let member): return "\\.\(action.name).\(member)"
    case .arguments(let values, .some) where values.isEmpty && !tuplePayloads.contains(action.name):
      return "\\.\(action.name).success"
    case .none, .arguments: return "\\.\(action.name)"
    }
  }

  /// The first reducer case that handles `action`, with the names its pattern binds; nil when a case before it
  /// might match, or its pattern binds what is not known.
  private func handlingCase(of action: SentAction) -> (ReducerCaseSpec, [String: KnownOperand])? {
    guard !scoped.contains(action.name), !alternatives.contains(action.name) else { return nil }
    for (name, spec) in cases where name == action.name {
      guard let pattern = CasePatternParts(spec.pattern, action: name) else { return nil }
      guard let parts = pattern.parts else { return (spec, [:]) }
      switch action.payload {
      case .none:
        return nil
      case .member(let member):
        guard parts.count == 1, parts[0].count >= 2, parts[0][0] == "." else { return nil }
        if parts[0][1] != member { continue }
        guard parts[0].count == 2 else { return nil }
        return (spec, [:])
      case .arguments(let values, let success):
        guard parts.count == values.count + (success == nil ? 0 : 1) else { return nil }
        var bound: [String: KnownOperand] = [:]
        for (part, value) in zip(parts, values) {
          guard let name = pattern.binding(part) else { return nil }
          if let name { bound[name] = value }
        }
        guard let success, let last = parts.last else { return (spec, bound) }
        switch pattern.result(last) {
        case .failure: continue
        case .success(let name):
          if let name { bound[name] = success }
          return (spec, bound)
        case nil: return nil
        }
      }
    }
    return nil
  }

  /// The one value the test's stub of the stream endpoint `property.name` yields; nil when it does not stub it with
  /// one (`TestStubs.streamStub`).
  private func streamed(of property: String, _ name: String, stubs: [String]) -> KnownOperand? {
    guard let client = clients.first(where: { $0.property == property }),
      let endpoint = client.endpoints.first(where: { $0.name == name }),
      let (element, sample) = TestStubs.streamSample(of: endpoint, samples: samples),
      stubs.contains("$0.\(property).\(name) = \(TestStubs.streamStub(yielding: sample))"),
      let value = KnownInitialState.value(of: sample, as: element, structures: structures)
    else { return nil }
    return .value(value, literal: false)
  }

  /// The value the test's stub of `property.name` returns; nil when the test does not stub that endpoint.
  private func success(of property: String, _ name: String, stubs: [String]) -> KnownOperand? {
    guard let client = clients.first(where: { $0.property == property }),
      let endpoint = client.endpoints.first(where: { $0.name == name }),
      stubs.contains(where: { $0.hasPrefix("$0.\(property).\(name) = {") })
    else { return nil }
    guard let type = endpoint.returnType, type != "Void", ClientProposer.emptyStream(type) == nil,
      let text = samples.value(for: type),
      let value = KnownInitialState.value(of: text, as: type, structures: structures)
    else { return .opaque }
    return .value(value, literal: false)
  }
}
