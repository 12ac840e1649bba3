import Lexer
import Proposal

/// A long-lived `while` loop in a `Task` (`while let self, self.isRunning { self.tick(); try? await sleep }`).
extension ConversionSession {
  /// The loop as one cancellable effect, `while !Task.isCancelled { … }`: the awaits stay in it and each run of
  /// State changes becomes an internal action it sends (`.tick` for a call of the private helper `tick()`). A
  /// condition reading State is checked by the first action, which cancels the effect when it fails. Only for loops
  /// in a stored task, a `[weak self]` task or an endless loop; false (session unchanged) for other shapes.
  mutating func convertTaskLoop(
    _ statement: Statement, rest: [Statement], scope: Scope, depth: Int, into writer: inout LineWriter
  ) -> Bool {
    guard statement.firstWord == "while", statement.blocks.count == 1, let block = statement.blocks.first,
      !block.isClosure, block.statements.contains(where: \.awaitsOutsideClosures),
      rest.allSatisfy(\.isComment), let condition = loopCondition(statement, block: block)
    else { return false }
    let body = block.statements.filter { !isSelfUnwrap($0) }
    guard condition.weakSelf || sequence.cancelID != nil || condition.stateParts.isEmpty else { return false }
    let snapshot = self
    let todoCount = todos.count
    let id = sequence.cancelID ?? actionName
    let guardLine =
      condition.stateParts.isEmpty ? nil : loopGuard(statement, condition.stateParts, id: id, scope: scope)
    if !condition.stateParts.isEmpty && guardLine == nil { return false }

    // Split the body into runs of effect work and runs of State changes.
    var effectScope = scope
    effectScope.mode = .effect
    effectScope.inClosure = true
    var segments: [(isEffect: Bool, statements: [Statement])] = []
    var expanded: [Statement] = []
    for item in body {
      let split = item.awaitsInHeader && !isEffectSafe(item, scope: effectScope) ? splitAwait(item) : nil
      expanded += split ?? [item]
    }
    for item in expanded {
      let isEffect = item.isComment || isEffectSafe(item, scope: effectScope)
      // `break`, `continue` and `return` keep their meaning inside the effect's loop, not in a reducer case.
      let exits =
        PollingLoopRule.containsBreak(self, [item]) || containsContinue([item]) || containsMethodReturn([item])
      if !isEffect && (item.awaitsOutsideClosures || exits) { return false }
      if let last = segments.last, last.isEffect == isEffect || item.isComment {
        segments[segments.count - 1].statements.append(item)
      } else {
        segments.append((isEffect, [item]))
      }
      if isEffect { declareEffectBindings(of: item, in: &effectScope) }
    }
    if guardLine != nil && segments.first?.isEffect != false { segments.insert((false, []), at: 0) }

    let savedCaptures = captures
    captures = []
    var loopBody = LineWriter(indent: indent)
    var loopScope = effectScope
    loopScope.locals = scope.locals
    for (index, segment) in segments.enumerated() {
      if segment.isEffect {
        issueFrames.append([])
        renderStatements(segment.statements, depth: 0, scope: &loopScope, into: &loopBody)
        guard issueFrames.removeLast().isEmpty else {
          self = snapshot
          return false
        }
        continue
      }
      var used: Set<String> = []
      for item in segment.statements { used.formUnion(item.identifiersUsed) }
      let carried = loopScope.locals.subtracting(scope.locals).filter { used.contains($0) }.sorted()
      let action = loopActionName(segment.statements, suffix: carried.isEmpty ? "Tick" : "Received")
      guard carried.allSatisfy({ loopScope.types[$0] != nil }) else {
        self = snapshot
        return false
      }
      addAction(ActionCaseSpec(name: action.name, payload: carried.map { loopScope.types[$0]! }))
      var caseWriter = LineWriter(indent: indent)
      if index == 0, let guardLine { caseWriter.writeLines([guardLine], depth: 0) }
      var caseScope = scope
      caseScope.inClosure = false
      caseScope.unavailable = scope.locals.union(loopScope.locals)
      caseScope.locals = []
      caseScope.variables = []
      for name in carried { caseScope.declare(name, type: loopScope.types[name]) }
      let saved = (sequence, pendingEffects, blockDepth, issueFrames, noteFrames)
      sequence = SequenceContext(responseBase: action.name)
      (pendingEffects, blockDepth, issueFrames, noteFrames) = ([], 0, [], [])
      if let helper = action.helper { helperStack.append(helper) }
      convertSequence(action.statements, scope: &caseScope, depth: 0, into: &caseWriter)
      if action.helper != nil { helperStack.removeLast() }
      (sequence, pendingEffects, blockDepth, issueFrames, noteFrames) = saved
      let payload = carried.isEmpty ? "" : "(" + carried.joined(separator: ", ") + ")"
      let pattern = (carried.isEmpty ? "" : "let ") + ".\(action.name)\(payload)"
      extraCases.append(ReducerCaseSpec(pattern: pattern, body: caseWriter.finish()))
      loopBody.writeLines(["await send(.\(action.name)\(payload))"], depth: 0)
    }
    // State read by the effect would be a copy taken when the loop starts, while the view model read it each time.
    guard todos.count == todoCount, captures.isEmpty else {
      self = snapshot
      return false
    }
    captures = savedCaptures
    var effect = [".run { send in", indent + "while !Task.isCancelled {"]
    effect += loopBody.finish().map { indent + indent + $0 }
    effect += [indent + "}", "}"]
    if sequence.cancelID != nil || guardLine != nil {
      useCancelID(id)
      effect.append(".cancellable(id: CancelID.\(id), cancelInFlight: true)")
    }
    writer.writeLines(returning(combinedEffect([effect])), depth: depth)
    return true
  }

  /// The parts of a `while` condition: whether it unwraps `self`, and the ranges of the others (State checks);
  /// `true` and `!Task.isCancelled` are dropped. Nil when a part binds anything else.
  func loopCondition(_ statement: Statement, block: Block) -> (weakSelf: Bool, stateParts: [Range<Int>])? {
    let source = statement.source
    let header = (statement.range.lowerBound + 1..<block.open).filter { !source.kind($0).isTrivia }
    var parts: [[Int]] = [[]]
    var depth = 0
    for index in header {
      switch source.kind(index) {
      case .leftParen, .leftBracket: depth += 1
      case .rightParen, .rightBracket: depth -= 1
      case .comma where depth == 0:
        parts.append([])
        continue
      default: break
      }
      parts[parts.count - 1].append(index)
    }
    var weakSelf = false
    var stateParts: [Range<Int>] = []
    for part in parts {
      guard let first = part.first, let last = part.last else { return nil }
      let words = part.map { source.text($0) }
      if words == ["let", "self"] || words == ["let", "self", "=", "self"] {
        weakSelf = true
      } else if words == ["true"] || words == ["!", "Task", ".", "isCancelled"] {
        continue
      } else if words.contains(where: { ["let", "var", "case", "await", "try"].contains($0) }) {
        return nil
      } else {
        stateParts.append(first..<(last + 1))
      }
    }
    return (weakSelf, stateParts)
  }

  /// `guard state.isRunning else { return .cancel(id: CancelID.id) }` for the State parts of the condition.
  mutating func loopGuard(_ statement: Statement, _ parts: [Range<Int>], id: String, scope: Scope) -> String? {
    var caseScope = Scope(mode: .reducer)
    caseScope.unavailable = scope.locals
    issueFrames.append([])
    var rendered: [String] = []
    for part in parts {
      var temp = LineWriter(indent: indent)
      temp.newLine(depth: 0)
      renderRange(statement.sub(part), part, depth: 0, scope: caseScope, into: &temp)
      rendered.append(temp.finishSingleLine())
    }
    guard issueFrames.removeLast().isEmpty else { return nil }
    return "guard " + rendered.joined(separator: ", ") + " else { return .cancel(id: CancelID.\(id)) }"
  }

  /// The internal action a run of State changes becomes: the private helper's name (its body spliced in) when the
  /// run is one call of a parameterless helper, else `…Tick` (`…Received` when it carries values).
  func loopActionName(_ statements: [Statement], suffix: String) -> (
    name: String, statements: [Statement], helper: String?
  ) {
    let taken = Set(context.actionNames.values).union(extraActions.map(\.name))
    let real = statements.filter { !$0.isComment }
    if real.count == 1, let call = callStatement(real[0]), let helper = viewModelMethod(call.name),
      context.actionNames[call.name] == nil, helper.parameters.isEmpty, !taken.contains(call.name),
      let spliced = asyncHelperBody(real[0])
    {
      return (call.name, spliced.statements, call.name)
    }
    var name = actionName + suffix
    var counter = 1
    while taken.contains(name) {
      counter += 1
      name = actionName + suffix + "\(counter)"
    }
    return (name, statements, nil)
  }

  /// Declares what an effect statement binds; `let x = await client.call()` gets the endpoint's return type.
  func declareEffectBindings(of statement: Statement, in scope: inout Scope) {
    declareBindings(of: statement, in: &scope)
    guard let shape = AwaitShape(statement, isState: isState), var type = valueType(shape), type != "Void" else {
      return
    }
    let words = statement.headerIndices.prefix(4).map { statement.source.text($0) }
    if case .bind(let name, _) = shape.form, scope.types[name] == nil {
      if shape.marker == "try?" && !type.hasSuffix("?") { type += "?" }
      scope.types[name] = type
    } else if shape.form == .embedded, shape.endpoint != nil, words.count == 4, ["guard", "if"].contains(words[0]),
      words[1] == "let", words[3] == "=", scope.types[words[2]] == nil
    {
      // `guard let x = try? await client.f() else { … }`: the unwrapped return type.
      if type.hasSuffix("?") { type.removeLast() }
      scope.types[words[2]] = type
    }
  }

  /// `if let x = try? await f() { … }` → `let x = try? await f()` then `if let x { … }`; `x = try await f()` for State
  /// `x` → `let newX = try await f()` then `x = newX`: the await stays in the loop's effect, the rest is State work.
  func splitAwait(_ statement: Statement) -> [Statement]? {
    let source = statement.source
    let header = statement.headerIndices
    let line = source.line(statement.range.lowerBound)
    let words = header.map { source.text($0) }
    if words.count > 5, words[0] == "if", words[1] == "let", source.kind(header[2]) == .identifier, words[3] == "=",
      statement.blocks.count == 1, let block = statement.blocks.first, !block.isClosure,
      !block.statements.contains(where: \.awaitsOutsideClosures), let open = header.firstIndex(of: block.open),
      open > 4, open == header.count - 2
    {
      var depth = 0
      for index in header[4..<open] {
        switch source.kind(index) {
        case .leftParen, .leftBracket, .leftBrace: depth += 1
        case .rightParen, .rightBracket, .rightBrace: depth -= 1
        case .comma where depth == 0: return nil
        default: break
        }
      }
      let name = words[2]
      let expression = source.text(header[4]..<(header[open - 1] + 1))
      let text = "let \(name) = \(expression)\nif let \(name) " + source.text(block.open..<(block.close + 1))
      return ParsedBody(text: text, firstLine: line).statements
    }
    guard let shape = AwaitShape(statement, isState: isState), case .assign(let name) = shape.form,
      statement.blocks.allSatisfy(\.isClosure)
    else { return nil }
    let local = "new" + name.capitalizedFirst
    let expression = source.text(shape.start..<statement.range.upperBound)
    return ParsedBody(text: "let \(local) = \(expression)\n\(name) = \(local)", firstLine: line).statements
  }

  /// `guard let self else { return }` (or `break`) at the top of a loop body.
  func isSelfUnwrap(_ statement: Statement) -> Bool {
    let words = statement.headerIndices.prefix(3).map { statement.source.text($0) }
    return words == ["guard", "let", "self"]
  }

  /// Whether statements contain a `continue` outside closures.
  func containsContinue(_ statements: [Statement]) -> Bool {
    statements.contains { statement in
      statement.firstWord == "continue"
        || statement.blocks.contains { !$0.isClosure && containsContinue($0.statements) }
    }
  }
}
