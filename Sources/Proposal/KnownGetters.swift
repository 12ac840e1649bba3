/// State's computed properties, evaluated from the members they read when a case reads them (`state.canSave`).
struct KnownGetters: Sendable {
  /// The qualified name of the State type the getters belong to.
  let stateType: String
  /// Getter bodies by property name.
  let bodies: [String: [String]]

  /// Getters of `stateType` with `bodies`.
  init(stateType: String, bodies: [String: [String]]) {
    self.stateType = stateType
    self.bodies = bodies
  }

  /// The computed properties of `proposal`'s State.
  init(_ proposal: FeatureProposal) {
    self.init(
      stateType: proposal.concreteName + ".State",
      bodies: Dictionary(proposal.computed.map { ($0.name, $0.body) }) { first, _ in first })
  }

  /// The value of computed property `name` of `state`: a getter of `let`s and one expression (or `return`) over
  /// known members; nil when it reads anything else, or getters nest deeper than a few levels.
  func value(of name: String, in state: KnownStructure, structures: KnownStructures, depth: Int = 0) -> KnownValue? {
    guard depth < 4, state.type == stateType, let body = bodies[name] else { return nil }
    let parsed = ParsedBody(text: body.joined(separator: "\n"))
    let source = parsed.source
    var locals: [String: KnownOperand] = [:]
    let lookup: (String) -> KnownOperand? = { member in
      if member == "self" { return .value(.structure(state), literal: false) }
      if let value = state.members[member] { return .value(value, literal: false) }
      return value(of: member, in: state, structures: structures, depth: depth + 1).map { .value($0, literal: false) }
    }
    let statements = parsed.statements.filter { !$0.isComment }
    for (offset, statement) in statements.enumerated() {
      var header = statement.headerIndices
      guard statement.blocks.allSatisfy(\.isClosure), let first = header.first else { return nil }
      let isLast = offset == statements.count - 1
      if isLast {
        if source.text(first) == "return" { header.removeFirst() }
        let current = locals
        return KnownExpression.evaluate(header, in: source, structures: structures) { current[$0] ?? lookup($0) }?
          .known
      }
      guard header.count > 3, source.text(first) == "let", source.kind(header[1]) == .identifier,
        source.kind(header[2]) == .equal
      else { return nil }
      let current = locals
      let value = KnownExpression.evaluate(Array(header[3...]), in: source, structures: structures) {
        current[$0] ?? lookup($0)
      }
      guard let value, value.known != nil else { return nil }
      locals[source.text(header[1])] = value
    }
    return nil
  }
}
