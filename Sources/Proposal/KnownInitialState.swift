import Analysis

/// The State a generated test starts with, as the values a case evaluation knows: fields whose default (or sample,
/// for a field without one) is a literal or a memberwise struct of literals, then what a `State.init` sets from its
/// arguments.
enum KnownInitialState {
  /// The known fields of `proposal`'s default test State; a `@Shared` field or one whose value is not modeled is
  /// left out, so a case that reads or writes it is not evaluated.
  static func of(_ proposal: FeatureProposal, structures: KnownStructures, samples: SampleValues) -> KnownStructure {
    var root = KnownStructure(type: proposal.concreteName + ".State", members: [:], memberTypes: [:])
    for field in proposal.state where !field.isShared {
      if let type = field.type { root.memberTypes[field.name] = type }
      let text: String?
      if let value = field.defaultValue {
        text = value
      } else if field.wrapper == .presents || TypeText.isOptional(field.type ?? "") {
        text = "nil"
      } else if proposal.testInitializer == nil, let type = field.type {
        // As `TestCaseRule.initialState` builds the argument of a field without a default.
        text = samples.value(for: type)
      } else {
        text = nil
      }
      guard let text, let stored = value(of: text, as: field.type, structures: structures) else { continue }
      root.members[field.name] = stored
      if field.type == nil, let type = stored.literalType { root.memberTypes[field.name] = type }
    }
    guard let initializer = proposal.testInitializer else { return root }
    return initialized(root, by: initializer, structures: structures, samples: samples)
  }

  /// `root` after the initializer's `self.field = …` lines run with the arguments a test passes (a parameter's
  /// default, else its sample); with no field known when a line is not such an assignment.
  private static func initialized(
    _ root: KnownStructure, by initializer: StateInitializer, structures: KnownStructures, samples: SampleValues
  ) -> KnownStructure {
    var arguments: [String: KnownOperand] = [:]
    for parameter in initializer.parameters {
      let text = parameter.defaultValue ?? samples.value(for: parameter.type) ?? ""
      let value = Self.value(of: text, as: parameter.type, structures: structures)
      arguments[parameter.name] = value.map { .value($0, literal: false) } ?? .opaque
    }
    var state = root
    for line in initializer.assignments {
      let parsed = ParsedBody(text: line)
      let source = parsed.source
      guard parsed.statements.count == 1, let header = parsed.statements.first?.headerIndices, header.count > 4,
        source.text(header[0]) == "self", source.kind(header[1]) == .period, source.kind(header[3]) == .equal
      else { return KnownStructure(type: root.type, members: [:], memberTypes: root.memberTypes) }
      let field = source.text(header[2])
      let value = KnownExpression.evaluate(Array(header[4...]), in: source, structures: structures) {
        arguments[$0]
      }
      state.members[field] = value.flatMap { structures.value(of: $0, as: state.memberTypes[field]) }
    }
    return state
  }

  /// The value an expression of literals evaluates to, stored as `type`; nil when it is not one.
  static func value(of text: String, as type: String?, structures: KnownStructures) -> KnownValue? {
    let parsed = ParsedBody(text: text)
    guard parsed.statements.count == 1, let statement = parsed.statements.first, !statement.isComment else {
      return nil
    }
    let header = statement.headerIndices
    let operand = KnownExpression.evaluate(header, in: parsed.source, structures: structures) { _ in nil }
    let value = operand.flatMap { structures.value(of: $0, as: type) }
    // A struct built the same way each time is written in a test as this same text.
    if case .structure(var structure) = value, structure.rebuildable {
      structure.text = String(LineText.trimmed(text))
      return .structure(structure)
    }
    return value
  }
}
