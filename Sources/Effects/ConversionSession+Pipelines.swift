import Lexer
import Proposal

/// One `.name(arguments)` link of a Combine chain.
struct ChainLink {
  var name: String
  var arguments: Range<Int>?
  var block: Block?
}

extension ConversionSession {
  /// Whether an initializer statement only sets up properties (`self.x = x`, `super.init()`).
  func isSetup(_ statement: Statement, parameters: Set<String>) -> Bool {
    let source = statement.source
    var words = statement.headerIndices.map { source.text($0) }
    if words.starts(with: ["super", ".", "init"]) || words.starts(with: ["self", ".", "init"]) { return true }
    if words.count > 2, words[0] == "self", words[1] == "." { words.removeFirst(2) }
    guard words.count > 2, words[1] == "=" || words[1] == ":" else { return false }
    let name = words[0]
    let isProperty =
      isState(name) || storedProperty(name) != nil || context.viewModel.dependencies.contains { $0.name == name }
    return isProperty && statement.blocks.isEmpty && !statement.awaitsOutsideClosures
  }

  /// Splits `a.b(x).c { }` into its links after the root; nil when the shape is not a plain chain.
  func chain(_ statement: Statement) -> (root: String, links: [ChainLink])? {
    let source = statement.source
    let header = statement.headerIndices
    guard let first = header.first else { return nil }
    var links: [ChainLink] = []
    var p = 1
    while p < header.count {
      guard source.kind(header[p]) == .period || source.kind(header[p]) == .prefixPeriod, p + 1 < header.count else {
        return nil
      }
      var link = ChainLink(name: source.text(header[p + 1]))
      p += 2
      if p < header.count && source.kind(header[p]) == .leftParen {
        var depth = 0
        var q = p
        while q < header.count {
          if source.kind(header[q]) == .leftParen { depth += 1 }
          if source.kind(header[q]) == .rightParen {
            depth -= 1
            if depth == 0 { break }
          }
          q += 1
        }
        guard q < header.count else { return nil }
        link.arguments = (header[p] + 1)..<header[q]
        p = q + 1
      }
      if p < header.count, source.kind(header[p]) == .leftBrace,
        let block = statement.blocks.first(where: { $0.open == header[p] })
      {
        link.block = block
        p += 2
      }
      links.append(link)
    }
    return (source.text(first), links)
  }

  /// Converts `$x.debounce(…).sink { … }` and `….assign(to: &$x)` in an initializer; false for other statements.
  mutating func convertPipeline(_ statement: Statement, scope: Scope) -> Bool {
    if NotificationObserverRule.notificationObservation(self, statement) != nil { return false }
    let source = statement.source
    var target = statement
    let words = statement.headerIndices.map { source.text($0) }
    if words.count > 2, words[1] == "=", storedProperty(words[0]) != nil,
      let start = statement.headerIndices.dropFirst(2).first
    {
      target = statement.sub(start..<statement.range.upperBound)
    }
    guard let (root, links) = chain(target), links.contains(where: { $0.name == "sink" || $0.name == "assign" })
    else {
      return false
    }
    let line = source.line(statement.range.lowerBound)
    if let persisted = PersistedState.persistence(statement.originalText),
      let shared = PersistedState.all(of: context.viewModel)[persisted.name], shared.key == persisted.key
    {
      pendingComments.append(
        "// NOTE(tca-migrate): `\(shared.name)` is `@Shared(.appStorage(\(shared.key)))` in State; it saves itself")
      translatedStatements += 1
      return true
    }
    let inputs = SubjectProperty.inputs(of: context.viewModel)
    if let action = inputs[root] {
      return InputSubjectRule.inputSubjectPipeline(
        &self, root, action: action, links: links, statement: statement, scope: scope, line: line)
    }
    if root == "self", let first = links.first, first.arguments == nil, first.block == nil,
      let action = inputs[first.name]
    {
      return InputSubjectRule.inputSubjectPipeline(
        &self,
        first.name, action: action, links: Array(links.dropFirst()), statement: statement, scope: scope, line: line)
    }
    let stateName = String(root.dropFirst())
    if root.hasPrefix("$") && isState(stateName), let sink = links.first(where: { $0.name == "sink" }),
      let block = sink.block
    {
      var duration: String?
      var unsupported: [String] = []
      var maps: [ChainLink] = []
      for link in links where link.name != "sink" && link.name != "store" {
        switch link.name {
        case "map" where duration == nil: maps.append(link)
        case "debounce", "throttle":
          guard let arguments = link.arguments else { continue }
          let value = labeledArguments(statement, arguments, scope: scope).first { $0.label == "for" }?.value ?? "0"
          duration = value.hasPrefix(".") ? value : ".seconds(\(value))"
          if link.name == "throttle" { unsupported.append("throttle") }
        case "removeDuplicates", "dropFirst", "receive": continue
        default: unsupported.append(link.name)
        }
      }
      guard unsupported.isEmpty else {
        todoStatement(statement, reason: "Combine pipeline uses `\(unsupported.joined(separator: "`, `"))`", line: line)
        return true
      }
      return debouncedBinding(
        stateName, duration: duration, maps: maps, sink: block, statement: statement, scope: scope, line: line)
    }
    if target.range == statement.range, AssignToRule.derivedState(&self, statement, root: root, links: links) {
      return true
    }
    if let assign = links.last, assign.name == "assign", let arguments = assign.arguments {
      let argumentWords = arguments.filter { !source.kind($0).isTrivia }.map { source.text($0) }
      guard argumentWords.count == 4, argumentWords[0] == "to", argumentWords[2] == "&",
        argumentWords[3].hasPrefix("$"), isState(String(argumentWords[3].dropFirst()))
      else {
        todoStatement(statement, reason: "Combine `assign` to a non-state target", line: line)
        return true
      }
      let name = String(argumentWords[3].dropFirst())
      let periods = target.headerIndices.filter {
        (source.kind($0) == .period || source.kind($0) == .prefixPeriod) && $0 < arguments.lowerBound
      }
      let publisherEnd = periods.last ?? target.range.upperBound
      let snapshot = self
      issueFrames.append([])
      var effectScope = scope
      effectScope.mode = .effect
      var temp = LineWriter(indent: indent)
      temp.newLine(depth: 0)
      renderRange(target, target.range.lowerBound..<publisherEnd, depth: 0, scope: effectScope, into: &temp)
      let issues = issueFrames.removeLast()
      guard issues.isEmpty else {
        self = snapshot
        todoStatement(statement, reason: issues.joined(separator: "; "), line: line)
        return true
      }
      let changed = name + "Changed"
      addAction(ActionCaseSpec(name: changed, payload: [stateType(name) ?? "Any"]))
      if stateType(name) == nil { todo("the type of `\(name)` is unknown; replace `Any` in `\(changed)`", line: line) }
      let assigned = context.identifiedArrays.contains(name) ? "IdentifiedArray(uniqueElements: value)" : "value"
      extraCases.append(
        ReducerCaseSpec(pattern: "let .\(changed)(value)", body: ["state.\(name) = \(assigned)", "return .none"]))
      pendingEffects.append([
        ".run { send in",
        indent + "for await value in \(temp.finishSingleLine()).values {",
        indent + indent + "await send(.\(changed)(value))",
        indent + "}",
        "}",
      ])
      return true
    }
    todoStatement(statement, reason: "Combine pipeline the rewriter does not translate", line: line)
    return true
  }

  /// Keeps a statement the rewriter cannot place as a TODO case body comment.
  mutating func todoStatement(_ statement: Statement, reason: String, line: Int) {
    var writer = LineWriter(indent: indent)
    emitTodo(statement, reasons: [reason], depth: 0, into: &writer)
    pendingComments += writer.finish()
  }

  private mutating func debouncedBinding(
    _ name: String, duration: String?, maps: [ChainLink], sink: Block, statement: Statement, scope: Scope, line: Int
  ) -> Bool {
    let source = statement.source
    let parameters =
      sink.signature.map { signature in
        signature.filter { source.kind($0) == .identifier }.map { source.text($0) }
      } ?? []
    let parameter = parameters.last
    let real = sink.statements.filter {
      !$0.isComment && !($0.firstWord == "guard" && $0.originalText.contains("self"))
    }
    if maps.isEmpty, duration != nil, real.count == 1, let call = callStatement(real[0]),
      let action = context.actionNames[call.name]
    {
      let arguments = call.arguments.filter { !source.kind($0).isTrivia }.map { source.text($0) }
      let passesValue = arguments.count == 1 && (arguments[0] == "$0" || arguments[0] == parameter)
      if arguments.isEmpty || passesValue {
        return bindingEffect(
          name, duration: duration, sends: ["await send(.\(action)" + (passesValue ? "(\(name)))" : ")")])
      }
    }
    guard let body = pipelineBody(name, maps: maps, sink: sink, source: source, line: line) else {
      todoStatement(statement, reason: "Combine `map` or `sink` closure the rewriter cannot inline", line: line)
      return true
    }
    let caseName = duration == nil ? nil : name + "Debounced"
    var caseScope = Scope(mode: .reducer)
    var caseWriter = LineWriter(indent: indent)
    let savedSequence = sequence
    let savedPending = pendingEffects
    sequence = SequenceContext(responseBase: caseName ?? name + "Changed")
    pendingEffects = []
    convertSequence(body, scope: &caseScope, depth: 0, into: &caseWriter)
    sequence = savedSequence
    pendingEffects = savedPending
    guard let caseName else {
      extraCases.append(ReducerCaseSpec(pattern: ".binding(\\.\(name))", body: caseWriter.finish()))
      return true
    }
    addAction(ActionCaseSpec(name: caseName))
    extraCases.append(ReducerCaseSpec(pattern: ".\(caseName)", body: caseWriter.finish()))
    return bindingEffect(name, duration: duration, sends: ["await send(.\(caseName))"])
  }

  /// The `.binding(\.name)` case: a debounced, cancellable effect sending `sends`.
  private mutating func bindingEffect(_ name: String, duration: String?, sends: [String]) -> Bool {
    var run = [".run { [\(name) = state.\(name)] send in"]
    if let duration {
      useClock()
      run.append(indent + "try await clock.sleep(for: \(duration))")
    }
    run += sends.map { indent + $0 }
    run.append("}")
    useCancelID(name)
    run.append(".cancellable(id: CancelID.\(name), cancelInFlight: true)")
    run[0] = "return " + run[0]
    extraCases.append(ReducerCaseSpec(pattern: ".binding(\\.\(name))", body: run))
    return true
  }

  /// The statements a `$name` pipeline runs for each value: `map` steps as `let`s, then the sink body with its
  /// parameter (or `$0`) bound to the mapped value. Nil when a closure is not a single expression.
  private func pipelineBody(_ name: String, maps: [ChainLink], sink: Block, source: BodySource, line: Int)
    -> [Statement]?
  {
    var current = "self.\(name)"
    var lines: [String] = []
    for (index, map) in maps.enumerated() {
      guard let block = map.block, block.statements.count == 1 else { return nil }
      let parameters = closureParameters(block, source)
      guard parameters.count <= 1 else { return nil }
      let value = "mapped\(index + 1)"
      if let parameter = parameters.first { lines.append("let \(parameter) = \(current)") }
      lines.append("let \(value) = " + replacingDollarZero(block, source, with: current))
      current = value
    }
    let parameters = closureParameters(sink, source)
    guard parameters.count <= 1 else { return nil }
    if let parameter = parameters.first, parameter != "_" { lines.append("let \(parameter) = \(current)") }
    lines.append(replacingDollarZero(sink, source, with: current))
    return ParsedBody(text: lines.joined(separator: "\n"), firstLine: line).statements
  }

  /// A closure's parameter names (capture list excluded).
  func closureParameters(_ block: Block, _ source: BodySource) -> [String] {
    guard let signature = block.signature else { return [] }
    var words = signature.filter { !source.kind($0).isTrivia }
    if let first = words.first, source.kind(first) == .leftBracket,
      let close = words.firstIndex(where: { source.kind($0) == .rightBracket })
    {
      words.removeSubrange(0...close)
    }
    return words.filter { source.kind($0) == .identifier || source.kind($0) == .wildcard }.map { source.text($0) }
  }

  /// The closure's statements as text with its own `$0` (not nested closures') replaced by `value`.
  func replacingDollarZero(_ block: Block, _ source: BodySource, with value: String) -> String {
    guard let first = block.statements.first, let last = block.statements.last else { return "" }
    var nested: [Range<Int>] = []
    for statement in block.statements {
      for inner in statement.blocks { nested.append(inner.open..<(inner.close + 1)) }
    }
    var text = ""
    for index in first.range.lowerBound..<last.range.upperBound {
      let isOwnDollar =
        source.kind(index) == .dollarIdentifier && source.text(index) == "$0"
        && !nested.contains { $0.contains(index) }
      text += isOwnDollar ? value : source.text(index)
    }
    return text
  }
}
