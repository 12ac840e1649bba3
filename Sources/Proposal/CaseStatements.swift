import Lexer

/// The statements a case evaluation runs: bindings, `guard`, `if`, `for` over an empty collection, and assignments
/// to State and to locals.
extension CaseRun {
  /// `let name = value` / `var name: Type = value` (the tokens after `let`/`var`), bound in the innermost scope.
  mutating func bind(_ tokens: [Int], mutable: Bool) -> Bool {
    guard let declaration = declaration(tokens), let valueStart = declaration.value,
      let value = evaluate(tokens[valueStart...])
    else { return false }
    scopes[scopes.count - 1][declaration.name] = (local(value, type: declaration.type), mutable)
    collected[declaration.name] = mutable && value.known == .emptyCollection ? [] : nil
    return true
  }

  /// `guard conditions else { … }`: the case goes on when they hold, else runs the block, which must return.
  mutating func runGuard(_ header: [Int], blocks: [Block]) -> CaseFlow? {
    guard let block = blocks.last, header.count >= 4, header[header.count - 2] == block.open,
      source.text(header[header.count - 3]) == "else"
    else { return nil }
    guard let holds = conditions(Array(header[1..<(header.count - 3)])) else { return nil }
    if holds { return .next }
    // The `else` block must leave: by `return`, or by `break` out of a `switch`.
    let flow = run(block.statements, scoped: true)
    return flow == .next ? nil : flow
  }

  /// `switch subject { case .a, .b: … default: … }` over a known value: runs the first case whose patterns match.
  mutating func runSwitch(_ header: [Int], blocks: [Block]) -> CaseFlow? {
    guard let block = blocks.last, block.isSwitch, header.count >= 4, header[header.count - 2] == block.open,
      let subject = evaluate(header[1..<(header.count - 2)]), subject.known != nil
    else { return nil }
    guard let cases = block.switchCases else { return nil }
    for (label, body) in cases {
      guard let matches = matches(subject, label: label.headerIndices) else { return nil }
      guard matches else { continue }
      let flow = run(body, scoped: true)
      return flow == .broke ? .next : flow
    }
    return nil
  }

  /// Whether a `case …:` or `default:` label matches `subject`; nil when a pattern binds or is not a known value.
  private func matches(_ subject: KnownOperand, label: [Int]) -> Bool? {
    let words = label.map { source.text($0) }
    if words == ["default", ":"] { return true }
    guard words.first == "case", words.last == ":", label.count > 2 else { return nil }
    let binds: Set<String> = ["let", "var", "where", "is", "as", "_"]
    for pattern in source.splitAtCommas(Array(label[1..<(label.count - 1)])) {
      guard !pattern.contains(where: { binds.contains(source.text($0)) }), let value = evaluate(pattern),
        let equal = KnownOperations.equal(subject, KnownExpression.typed(value, like: subject, among: structures))
      else { return nil }
      if equal { return true }
    }
    return false
  }

  /// `if conditions { … } else if … { … } else { … }`: runs the first branch whose conditions hold.
  mutating func runIf(_ header: [Int], blocks: [Block]) -> CaseFlow? {
    var offset = 0
    for (index, block) in blocks.enumerated() {
      guard let open = header[offset...].firstIndex(of: block.open) else { return nil }
      if source.text(header[offset]) == "if" {
        scopes.append([:])
        defer { scopes.removeLast() }
        guard let holds = conditions(Array(header[(offset + 1)..<open])) else { return nil }
        if holds { return run(block.statements) }
      } else {
        // The final `else { … }`.
        guard open == offset, index == blocks.count - 1 else { return nil }
        return run(block.statements, scoped: true)
      }
      offset = open + 2
      if offset == header.count { return index == blocks.count - 1 ? .next : nil }
      guard offset + 1 < header.count, source.text(header[offset]) == "else" else { return nil }
      offset += 1
    }
    return nil
  }

  /// `for pattern in sequence { … }`: known only when the sequence is empty, so the body never runs.
  mutating func runFor(_ header: [Int], words: [String]) -> CaseFlow? {
    guard let inOffset = words.firstIndex(of: "in"), source.kind(header[inOffset]) == .keyword,
      !words[..<inOffset].contains(where: { ["await", "try", "case"].contains($0) }), header.count >= inOffset + 3
    else { return nil }
    let end = words[inOffset...].firstIndex(of: "where") ?? header.count - 2
    guard let sequence = evaluate(header[(inOffset + 1)..<end]) else { return nil }
    return sequence.known == .emptyCollection || sequence.known == .emptyDictionary ? .next : nil
  }

  /// `state.path = value`, `… += value`, `….toggle()`, `….removeAll()`, `local = value`, or `_ = value`.
  mutating func assign(_ header: [Int], of statement: Statement) -> Bool {
    guard header.count >= 3 else { return false }
    if source.kind(header[0]) == .wildcard, source.kind(header[1]) == .equal {
      return evaluate(header[2...]) != nil
    }
    guard source.kind(header[0]) == .identifier else { return false }
    var path = [source.text(header[0])]
    var offset = 1
    var method: String?
    while offset + 1 < header.count, source.kind(header[offset]) == .period,
      source.kind(header[offset + 1]) == .identifier
    {
      let name = source.text(header[offset + 1])
      offset += 2
      if offset < header.count, [.leftParen, .leftBrace].contains(source.kind(header[offset])) {
        method = name
        break
      }
      path.append(name)
    }
    // `effects.append(.run { … })`: the local collects effects the case returns; nothing in them runs yet.
    if method == "append", path.count == 1, let local = localScope(of: path[0]),
      scopes[local][path[0]]?.mutable == true, EffectExpression.isInert(Array(header[offset...]), in: source)
    {
      scopes[local][path[0]]?.value = .opaque
      let tokens = Array(header[offset...])
      if tokens.count > 2, source.kind(tokens[0]) == .leftParen, source.kind(tokens[tokens.count - 1]) == .rightParen {
        let effect = ReturnedEffect(
          statement: statement, tokens: Array(tokens.dropFirst().dropLast()), state: state, scopes: scopes,
          collected: [:])
        collected[path[0]]?.append(effect)
      } else {
        collected[path[0]] = nil
      }
      return true
    }
    if let method, CollectionMutation.methods.contains(method), let current = currentValue(at: path),
      let type = currentType(at: path)
    {
      guard let arguments = callArguments(header[offset...]),
        let changed = CollectionMutation.apply(
          method, arguments: arguments, to: current, type: type, structures: structures)
      else { return false }
      return write(.value(changed, literal: false), to: path)
    }
    guard let current = currentValue(at: path), let value = newValue(of: current, method: method, header, offset)
    else { return false }
    return write(value, to: path)
  }

  /// The labels and values of a call's `(…)` arguments; nil when one is not modeled or a closure follows.
  private func callArguments(_ call: ArraySlice<Int>) -> [(label: String?, value: KnownOperand)]? {
    let tokens = Array(call)
    guard tokens.count > 2, source.kind(tokens[0]) == .leftParen, source.kind(tokens[tokens.count - 1]) == .rightParen
    else { return nil }
    var arguments: [(label: String?, value: KnownOperand)] = []
    for part in source.splitAtCommas(Array(tokens[1..<(tokens.count - 1)])) {
      var value = part[...]
      var label: String?
      if part.count > 2, source.kind(part[1]) == .colon {
        label = source.text(part[0])
        value = part[2...]
      }
      guard !value.isEmpty, let operand = evaluate(value) else { return nil }
      arguments.append((label, operand))
    }
    return arguments
  }

  /// The declared type of the State member at `path` (`state.a.b`); nil for a local or an undeclared member.
  private func currentType(at path: [String]) -> String? {
    guard path.first == "state", path.count > 1 else { return nil }
    var structure = state
    for name in path.dropFirst().dropLast() {
      guard case .structure(let inner) = structure.members[name] else { return nil }
      structure = inner
    }
    return path.last.flatMap { structure.memberTypes[$0] }
  }

  private func newValue(of current: KnownValue, method: String?, _ header: [Int], _ offset: Int) -> KnownOperand? {
    let rest = header[offset...].map { source.text($0) }
    switch method {
    case "toggle":
      guard rest == ["(", ")"], case .bool(let value) = current else { return nil }
      return .value(.bool(!value), literal: false)
    case "removeAll":
      // Removing every element leaves it empty; on an empty one the closure of `removeAll { … }` never runs.
      let closureOnly = rest.count == 2 && source.kind(header[offset]) == .leftBrace
      switch current {
      case .emptyCollection: guard rest == ["(", ")"] || closureOnly else { return nil }
      case .elements: guard rest == ["(", ")"] else { return nil }
      default: return nil
      }
      return .value(.emptyCollection, literal: false)
    case .some:
      return nil
    case .none:
      guard let op = rest.first, offset + 1 < header.count, let value = evaluate(header[(offset + 1)...]) else {
        return nil
      }
      if source.kind(header[offset]) == .equal { return value }
      guard ["+=", "-=", "*="].contains(op) else { return nil }
      return KnownOperations.binary(String(op.dropLast()), .value(current, literal: false), value)
    }
  }

  private func currentValue(at path: [String]) -> KnownValue? {
    if path.first == "state" { return Self.value(at: Array(path.dropFirst()), in: state) }
    guard path.count == 1, let local = localScope(of: path[0]), scopes[local][path[0]]?.mutable == true else {
      return nil
    }
    return scopes[local][path[0]]?.value.known
  }

  private mutating func write(_ value: KnownOperand, to path: [String]) -> Bool {
    guard path.first == "state" else {
      // A local's type is the type of the value it was declared with.
      guard let local = localScope(of: path[0]), let current = scopes[local][path[0]]?.value.known,
        let stored = structures.value(of: value, as: current.literalType)
      else { return false }
      scopes[local][path[0]]?.value = .value(stored, literal: false)
      return true
    }
    let members = Array(path.dropFirst())
    guard !members.isEmpty, Self.set(value, at: members[...], in: &state, structures: structures) else {
      return false
    }
    if !written.contains(members) { written.append(members) }
    return true
  }

  /// Stores `value` at `path` under `structure`, conformed to the member's type; false when a step is unknown.
  private static func set(
    _ value: KnownOperand, at path: ArraySlice<String>, in structure: inout KnownStructure, structures: KnownStructures
  ) -> Bool {
    guard let name = path.first, let current = structure.members[name] else { return false }
    if path.count == 1 {
      guard let type = structure.memberTypes[name] ?? current.literalType,
        let stored = structures.value(of: value, as: type)
      else { return false }
      structure.members[name] = stored
      return true
    }
    guard case .structure(var inner) = current, set(value, at: path.dropFirst(), in: &inner, structures: structures)
    else { return false }
    // Changed, it is no longer the value its text builds.
    inner.text = nil
    structure.members[name] = .structure(inner)
    return true
  }

  private func localScope(of name: String) -> Int? {
    scopes.indices.reversed().first { scopes[$0][name] != nil }
  }

  /// A bound local: a known value typed by its declaration (a literal's type now fixed), else pure but unknown.
  private func local(_ value: KnownOperand, type: String?) -> KnownOperand {
    guard let typed = structures.value(of: value, as: type) else { return .opaque }
    return .value(typed, literal: false)
  }

  /// `name`, its `: Type` and the offset of its value after `=` (nil when there is none).
  private func declaration(_ tokens: [Int]) -> (name: String, type: String?, value: Int?)? {
    guard let first = tokens.first, source.kind(first) == .identifier else { return nil }
    let name = source.text(first)
    guard tokens.count > 1 else { return (name, nil, nil) }
    guard let equal = tokens.firstIndex(where: { source.kind($0) == .equal }) else { return nil }
    var type: String?
    if source.kind(tokens[1]) == .colon {
      guard equal > 2 else { return nil }
      type = source.text(tokens[2]..<(tokens[equal - 1] + 1))
    } else if equal != 1 {
      return nil
    }
    return (name, type, equal + 1 < tokens.count ? equal + 1 : nil)
  }

  /// Whether all the comma-separated conditions of an `if`/`guard` hold, binding their `let`s in the innermost
  /// scope; evaluated in order, and no further than the first that fails.
  private mutating func conditions(_ tokens: [Int]) -> Bool? {
    guard !tokens.isEmpty else { return nil }
    for condition in source.splitAtCommas(tokens) {
      guard let first = condition.first else { return nil }
      let word = source.text(first)
      guard source.kind(first) == .keyword, word == "let" || word == "var" else {
        guard word != "case", case .value(.bool(let holds), _) = evaluate(condition) else { return nil }
        if !holds { return false }
        continue
      }
      let rest = Array(condition.dropFirst())
      guard let declaration = declaration(rest) else { return nil }
      // `if let name` unwraps the name it shadows.
      let value = declaration.value.flatMap { evaluate(rest[$0...]) } ?? lookup(declaration.name)
      guard let known = value?.known else { return nil }
      if known == .nilValue { return false }
      let type = declaration.type.map(TypeText.unwrapped)
      scopes[scopes.count - 1][declaration.name] = (local(.value(known, literal: false), type: type), word == "var")
    }
    return true
  }
}
