import Lexer

/// What a translated reducer case does to a test's initial State, found by running its statements on the values
/// the test starts with; nil when the case does anything the evaluation does not model.
struct CaseEvaluation {
  /// The changes as `$0.path = value` lines, in the order the case first makes them.
  var changes: [String]
  /// The State fields whose values change.
  var changedFields: Set<String>
  /// Whether the case returns an effect (its changes are then the synchronous ones, before the effect runs).
  var startsEffect: Bool
  /// The State the case leaves.
  var state: KnownStructure
  /// The State paths the case writes, in the order first written.
  var written: [[String]]
  /// The effect the case returns, read where it returns; nil when it returns `.none`.
  var effect: ReturnedEffect?

  /// Runs `body` (a case's lines, ending in its `return`) on `state`, its pattern's names bound to `payload`; nil
  /// unless it returns `.none`.
  init?(
    body: [String], state: KnownStructure, structures: KnownStructures, payload: [String: KnownOperand] = [:]
  ) {
    let parsed = ParsedBody(text: body.joined(separator: "\n"))
    var run = CaseRun(source: parsed.source, state: state, structures: structures)
    run.scopes = [payload.mapValues { (value: $0, mutable: false) }]
    let flow = run.run(parsed.statements)
    guard flow == .returned || flow == .returnedEffect,
      let (changes, fields) = Self.changes(written: run.written, from: state, to: run.state)
    else { return nil }
    self.changes = changes
    changedFields = fields
    startsEffect = flow == .returnedEffect
    self.state = run.state
    written = run.written
    effect = flow == .returnedEffect ? run.returned : nil
  }

  /// The `$0.path = value` lines that take `before` to `after` along the `written` paths, in order, and the
  /// fields they change; nil when a value is not known or cannot be written out.
  static func changes(
    written: [[String]], from before: KnownStructure, to after: KnownStructure
  ) -> (lines: [String], fields: Set<String>)? {
    var changes: [String] = []
    var fields: Set<String> = []
    for path in written {
      // A member written under a field also written whole is asserted by the whole field.
      if written.contains(where: { $0.count < path.count && Array(path.prefix($0.count)) == $0 }) { continue }
      let old = CaseRun.value(at: path, in: before)
      guard let new = CaseRun.value(at: path, in: after) else { return nil }
      if old == new { continue }
      guard old != nil, let rendered = new.rendered else { return nil }
      changes.append("$0." + path.joined(separator: ".") + " = " + rendered)
      if let field = path.first { fields.insert(field) }
    }
    return (changes, fields)
  }
}

/// An effect a case returns (or collects in a local): its statement and expression, and the case's run as it stood
/// there, to read what the effect's actions carry.
struct ReturnedEffect {
  /// The `return …` (or `effects.append(…)`) statement.
  var statement: Statement
  /// The effect expression's tokens (of the statement's header).
  var tokens: [Int]
  /// The case's State there.
  var state: KnownStructure
  /// The case's locals there, innermost last.
  var scopes: [[String: (value: KnownOperand, mutable: Bool)]]
  /// The effects collected in each local before, in order (`effects.append(.send(.x))`).
  var collected: [String: [ReturnedEffect]]

  /// The value of `tokens` (of the statement's body) as one expression, read at the `return`.
  func evaluate(_ tokens: [Int], structures: KnownStructures) -> KnownOperand? {
    var run = CaseRun(source: statement.source, state: state, structures: structures)
    run.scopes = scopes
    return run.evaluate(tokens)
  }
}

/// How a run of statements ends.
enum CaseFlow: Equatable {
  /// It falls through to the next statement.
  case next
  /// It returned `.none`.
  case returned
  /// It left a `switch` case with `break`.
  case broke
  /// It returned an effect built without calls the evaluation cannot tell are free of effects on State.
  case returnedEffect
}

/// The state of one evaluation: the case's State, its locals by scope, and the State paths it wrote.
struct CaseRun {
  /// The case's tokens.
  let source: BodySource
  /// The State as the case has changed it so far.
  var state: KnownStructure
  /// The structs a memberwise call may build.
  let structures: KnownStructures
  /// Locals by block, innermost last: each a value (nil when pure but unknown) and whether it is a `var`.
  var scopes: [[String: (value: KnownOperand, mutable: Bool)]] = [[:]]
  /// The State paths written, in the order first written.
  var written: [[String]] = []
  /// The effect the case returned, with the locals in scope at its `return`.
  var returned: ReturnedEffect?
  /// The effects appended to each local declared empty (`var effects: [Effect<Action>] = []`), in order.
  var collected: [String: [ReturnedEffect]] = [:]

  /// Runs `statements` in a new scope; nil when one is not modeled or the block falls off the case's end.
  mutating func run(_ statements: [Statement], scoped: Bool = false) -> CaseFlow? {
    // Blocks nested deeper than any real case are not run: the recursion would exhaust the stack.
    guard scopes.count <= KnownExpression.maximumNesting else { return nil }
    if scoped { scopes.append([:]) }
    defer { if scoped { scopes.removeLast() } }
    for statement in statements {
      guard let flow = step(statement) else { return nil }
      if flow != .next { return flow }
    }
    return .next
  }

  private mutating func step(_ statement: Statement) -> CaseFlow? {
    let header = statement.headerIndices
    if statement.isComment {
      // An untranslated statement the case runs: what it should do is not known.
      return source.text(statement.range).hasPrefix("// TODO(tca-migrate)") ? nil : .next
    }
    guard !statement.isCaseLabel, let first = header.first else { return nil }
    let words = header.map { source.text($0) }
    let controlBlocks = statement.blocks.filter { !$0.isClosure }
    switch words[0] {
    case "return":
      if words == ["return", ".", "none"] && source.kind(header[1]) == .prefixPeriod { return .returned }
      guard header.count > 1, EffectExpression.isInert(Array(header.dropFirst()), in: source) else { return nil }
      returned = ReturnedEffect(
        statement: statement, tokens: Array(header.dropFirst()), state: state, scopes: scopes, collected: collected)
      return .returnedEffect
    case "let", "var":
      guard source.kind(first) == .keyword, controlBlocks.isEmpty else { return nil }
      return bind(Array(header.dropFirst()), mutable: words[0] == "var") ? .next : nil
    case "guard":
      return runGuard(header, blocks: controlBlocks)
    case "if":
      return runIf(header, blocks: controlBlocks)
    case "for":
      return runFor(header, words: words)
    case "switch":
      return runSwitch(header, blocks: controlBlocks)
    case "break":
      return words == ["break"] ? .broke : nil
    case "withAnimation":
      return runAnimated(words, blocks: statement.blocks)
    case "do":
      // `do { … }` without `catch`: the inlined helpers' blocks.
      guard words == ["do", "{", "}"], controlBlocks.count == 1 else { return nil }
      return run(controlBlocks[0].statements, scoped: true)
    default:
      if OutsideCall.matches(header, blocks: statement.blocks, in: source) || callsInertEndpoint(header, statement) {
        return .next
      }
      guard controlBlocks.isEmpty else { return nil }
      return assign(header, of: statement) ? .next : nil
    }
  }

  /// `withAnimation { … }` or `withAnimation(animation) { … }`: SwiftUI runs the closure at once, so its changes
  /// are the case's; the animation is a value and changes nothing.
  private mutating func runAnimated(_ words: [String], blocks: [Block]) -> CaseFlow? {
    guard blocks.count == 1, blocks[0].isClosure, blocks[0].signature == nil, words.count >= 3,
      words[words.count - 2] == "{", words[words.count - 1] == "}",
      words.count == 3 || (words[1] == "(" && words[words.count - 3] == ")")
    else { return nil }
    // A `return` in the closure leaves the closure, not the case.
    return run(blocks[0].statements, scoped: true) == .next ? .next : nil
  }

  /// Whether the statement is `client.endpoint(arguments)` of an endpoint the test stubs to do nothing, its
  /// arguments known values (so reading them changes nothing).
  private func callsInertEndpoint(_ header: [Int], _ statement: Statement) -> Bool {
    guard statement.blocks.isEmpty, header.count >= 5, source.kind(header[1]) == .period,
      source.kind(header[3]) == .leftParen, source.kind(header[header.count - 1]) == .rightParen,
      structures.inertEndpoints.contains(source.text(header[0]) + "." + source.text(header[2]))
    else { return false }
    let arguments = Array(header[4..<(header.count - 1)])
    return arguments.isEmpty
      || source.splitAtCommas(arguments).allSatisfy { argument in
        var value = argument[...]
        if value.count > 2, source.kind(value[value.startIndex + 1]) == .colon { value = value.dropFirst(2) }
        return !value.isEmpty && evaluate(value) != nil
      }
  }

  /// The value of `tokens` as one expression, from the current State and locals.
  func evaluate(_ tokens: some Collection<Int>) -> KnownOperand? {
    KnownExpression.evaluate(Array(tokens), in: source, structures: structures, lookup: lookup)
  }

  /// The value a name holds: `state`, or the innermost local of that name.
  func lookup(_ name: String) -> KnownOperand? {
    for scope in scopes.reversed() {
      if let local = scope[name] { return local.value }
    }
    return name == "state" ? .value(.structure(state), literal: false) : nil
  }

  /// The value at `path` under `root`; nil when a step is not a known member.
  static func value(at path: [String], in root: KnownStructure) -> KnownValue? {
    var current = KnownValue.structure(root)
    for name in path {
      guard case .structure(let structure) = current, let member = structure.members[name] else { return nil }
      current = member
    }
    return current
  }
}
