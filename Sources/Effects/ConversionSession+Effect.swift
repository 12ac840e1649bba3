import Lexer
import Proposal

/// A value the effect produces for its response case.
struct Produced {
  var name: String
  var type: String?
  var assignsState: Bool
}

extension ConversionSession {
  /// Turns the `await` at `statements[k]` (and awaits right after it with no state change between) into
  /// `return .run { … }` plus response cases holding the rest. False when the statement has no usable shape.
  mutating func buildEffect(
    _ statements: [Statement], at k: Int, scope: Scope, depth: Int, into writer: inout LineWriter
  ) -> Bool {
    if StructuredConcurrencyRule.taskGroupChildUsesState(self, statements[k]) { return false }
    var run: [Statement] = []
    var j = k
    while j < statements.count {
      let candidate = statements[j]
      if candidate.isComment {
        run.append(candidate)
        j += 1
        continue
      }
      if candidate.firstWord == "defer" || candidate.firstWord == "return" { break }
      if candidate.awaitsInHeader && AwaitShape(candidate, isState: isState) == nil
        && !isEffectSafe(candidate, scope: scope)
      {
        break
      }
      guard isEffectSafe(candidate, scope: scope) else { break }
      run.append(candidate)
      j += 1
    }
    if j < statements.count, statements[j].awaitsInHeader, let finalShape = AwaitShape(statements[j], isState: isState)
    {
      var group: [(Statement, AwaitShape?)] = run.map { ($0, AwaitShape($0, isState: isState)) }
      group.append((statements[j], finalShape))
      while isCleanAwait(finalShape), j + 1 < statements.count, statements[j + 1].awaitsInHeader,
        let next = AwaitShape(statements[j + 1], isState: isState), isCleanAwait(next),
        isEffectSafe(statements[j + 1], scope: scope, overrides: assignOverride(statements[j + 1], next))
      {
        group.append((statements[j + 1], next))
        j += 1
      }
      return emitEffect(
        group: group, plain: false, rest: Array(statements[(j + 1)...]), scope: scope, depth: depth, into: &writer)
    }
    var trimmed: [Statement] = []
    while let last = run.last, last.isComment || !last.awaitsOutsideClosures {
      trimmed.insert(run.removeLast(), at: 0)
      j -= 1
    }
    let keepsGuards =
      sequence.catchStatement == nil && !trimmed.isEmpty && !run.isEmpty
      && trimmed.allSatisfy { $0.isComment || ($0.firstWord == "guard" && boundNames($0.source, $0.range).isEmpty) }
    if keepsGuards {
      run += trimmed
      j += trimmed.count
      return emitEffect(
        group: run.map { ($0, AwaitShape($0, isState: isState)) }, plain: true, rest: Array(statements[j...]),
        scope: scope, depth: depth, into: &writer)
    }
    guard let last = run.last else { return false }
    let rest = Array(statements[j...])
    let isActionCall = callStatement(last).map { context.actionNames[$0.name] != nil } ?? false
    if !isActionCall, let shape = AwaitShape(last, isState: isState), shape.form != .embedded {
      var group: [(Statement, AwaitShape?)] = run.dropLast().map { ($0, AwaitShape($0, isState: isState)) }
      group.append((last, shape))
      return emitEffect(group: group, plain: false, rest: rest, scope: scope, depth: depth, into: &writer)
    }
    return emitEffect(
      group: run.map { ($0, AwaitShape($0, isState: isState)) }, plain: true, rest: rest, scope: scope, depth: depth,
      into: &writer)
  }

  /// A `let x = try await …`, `x = try await …` or bare `try await …` that can join a tuple effect.
  func isCleanAwait(_ shape: AwaitShape) -> Bool {
    shape.form != .embedded && (shape.marker == "try" || shape.marker == "")
  }

  /// `x = try await …` inside an effect becomes `let x = try await …`.
  func assignOverride(_ statement: Statement, _ shape: AwaitShape) -> [Int: Override] {
    guard case .assign(let name) = shape.form else { return [:] }
    return [statement.range.lowerBound: Override(text: "let \(name) = ", resume: shape.start)]
  }

  /// The value type of an awaited expression, when known.
  func valueType(_ shape: AwaitShape) -> String? {
    if shape.isSleep { return "Void" }
    if let endpoint = shape.endpoint, let method = serviceMethod(dependency: endpoint.dependency, name: endpoint.method)
    {
      return method.returnType ?? "Void"
    }
    switch shape.form {
    case .bind(_, let annotation?): return shape.marker == "try?" ? String(annotation.dropLast()) : annotation
    case .assign(let name):
      guard let type = stateType(name) else { return nil }
      return shape.marker == "try?" && type.hasSuffix("?") ? String(type.dropLast()) : type
    default: return nil
    }
  }

  /// Whether the response carries a `Result` (the call throws or may throw).
  func usesResult(_ shape: AwaitShape) -> Bool {
    if shape.marker == "try" || shape.marker == "try!" { return true }
    if shape.marker == "try?" { return false }
    guard let endpoint = shape.endpoint, client(endpoint.dependency) != nil else { return false }
    return serviceMethod(dependency: endpoint.dependency, name: endpoint.method)?.throws ?? true
  }

  private mutating func emitEffect(
    group: [(Statement, AwaitShape?)], plain: Bool, rest: [Statement], scope: Scope, depth: Int,
    into writer: inout LineWriter
  ) -> Bool {
    let snapshot = self
    let first = group[group.count - 1].0
    let finalShape = group[group.count - 1].1
    guard plain || finalShape != nil else { return false }
    var after: Set<String> = []
    for statement in rest + sequence.tail + sequence.defers { after.formUnion(statement.identifiersUsed) }
    if let catchStatement = sequence.catchStatement {
      for block in catchStatement.blocks.dropFirst() {
        for statement in block.statements { after.formUnion(statement.identifiersUsed) }
      }
    }
    var produced: [Produced] = []
    var prefixNeeded = false
    let asyncLets = StructuredConcurrencyRule.asyncLetTypes(self, group)
    for (offset, (statement, shape)) in group.enumerated() {
      var names: [Produced] = []
      if let shape {
        let type = StructuredConcurrencyRule.awaitedType(self, statement, shape, asyncLets: asyncLets)
        switch shape.form {
        case .bind(let name, _): names.append(Produced(name: name, type: type, assignsState: false))
        case .assign(let name): names.append(Produced(name: name, type: type, assignsState: true))
        case .bindTuple(let tupleNames):
          let types = StructuredConcurrencyRule.awaitedTupleTypes(self, statement, shape, asyncLets: asyncLets)
          for (index, name) in tupleNames.enumerated() {
            names.append(Produced(name: name, type: index < types.count ? types[index] : nil, assignsState: false))
          }
        case .bare: break
        case .embedded:
          guard offset == group.count - 1 else { break }
          let name = scope.locals.contains("response") ? "value" : "response"
          names.append(Produced(name: name, type: type, assignsState: false))
        }
      } else {
        var temp = scope
        declareBindings(of: statement, in: &temp)
        for name in boundNames(statement.source, statement.range) {
          names.append(Produced(name: name, type: temp.types[name], assignsState: false))
        }
      }
      if offset < group.count - 1 && names.contains(where: { $0.assignsState || after.contains($0.name) }) {
        prefixNeeded = true
      }
      produced += names
    }
    let isClean = group.allSatisfy { _, shape in
      shape.map { $0.form != .embedded && ($0.marker == "try" || $0.marker == "") } ?? true
    }
    if (prefixNeeded && !isClean) || (plain && produced.contains { after.contains($0.name) })
      || asyncLets.keys.contains(where: after.contains)
    {
      self = snapshot
      return false
    }
    // An `async let` cannot be captured by the `Result { … }` closure: the whole group goes inside it.
    let isSingle = !prefixNeeded && !plain && asyncLets.isEmpty
    let finalProduced =
      produced.count > 0 && group.count > 0 ? CatchAndDeferRule.producedByFinal(self, group, produced) : []
    let outputs =
      plain
      ? []
      : isSingle
        ? finalProduced.filter { $0.assignsState || after.contains($0.name) || finalShape?.form == .embedded }
        : produced.filter { $0.assignsState || after.contains($0.name) }
    let needsResponse =
      outputs.contains { $0.assignsState } || (!plain && finalShape?.form == .embedded)
      || !rest.filter { !$0.isComment }.isEmpty || sequence.catchStatement != nil || !sequence.tail.isEmpty
      || !sequence.defers.isEmpty
    let result = plain ? sequence.catchStatement != nil : isSingle ? finalShape.map(usesResult) ?? true : true
    let optional = isSingle && finalShape?.marker == "try?"

    // The effect's body.
    let savedCaptures = captures
    captures = []
    issueFrames.append([])
    var effectScope = scope
    effectScope.mode = .effect
    effectScope.inClosure = true
    var body: [String] = []
    var valueLines: [String] = []
    let todoCount = todos.count
    if !needsResponse || (plain && !result) {
      var temp = LineWriter(indent: indent)
      for (statement, shape) in group {
        renderStatement(
          statement, depth: 0, scope: &effectScope, into: &temp,
          overrides: shape.map { assignOverride(statement, $0) } ?? [:])
      }
      body = temp.finish()
    } else if isSingle, let firstShape = finalShape {
      var temp = LineWriter(indent: indent)
      for (statement, _) in group.dropLast() {
        renderStatement(statement, depth: 0, scope: &effectScope, into: &temp)
      }
      body = temp.finish()
      temp = LineWriter(indent: indent)
      temp.newLine(depth: 0)
      renderRange(
        first, firstShape.expressionStart..<firstShape.expressionEnd, depth: 0, scope: effectScope, into: &temp)
      valueLines = temp.finish()
      if valueLines.isEmpty { valueLines = [""] }
      valueLines[0] = (result ? "Result { try await " : optional ? "try? await " : "await ") + valueLines[0]
      if result { valueLines[valueLines.count - 1] += " }" }
    } else {
      var temp = LineWriter(indent: indent)
      for (statement, shape) in group {
        renderStatement(
          statement, depth: 1, scope: &effectScope, into: &temp,
          overrides: shape.map { assignOverride(statement, $0) } ?? [:])
      }
      switch outputs.count {
      case 0: break
      case 1: temp.writeLines(["return \(outputs[0].name)"], depth: 1)
      default: temp.writeLines(["return (" + outputs.map(\.name).joined(separator: ", ") + ")"], depth: 1)
      }
      body = temp.finish()
    }
    let effectIssues = issueFrames.removeLast()
    if !effectIssues.isEmpty || todos.count != todoCount {
      self = snapshot
      return false
    }
    var captureList = StateCaptureRule.stateCaptures(captures)
    var used: Set<String> = []
    for (statement, _) in group { used.formUnion(statement.identifiersUsed) }
    let mutated = scope.variables.filter { name in
      used.contains(name) && group.contains { mutates($0.0.source, name: name, in: $0.0.range) }
    }
    if let name = mutated.sorted().first {
      self = snapshot
      issue("changes `\(name)`, a local declared before the await, inside the effect; declare it in the effect")
      return false
    }
    captureList += scope.variables.filter { used.contains($0) }.sorted()
    captures = savedCaptures
    let captureText = StateCaptureRule.captureListText(captureList)

    if !needsResponse {
      // The last step of a polling loop's iteration starts the next one.
      if let loop = sequence.loopAction { body.append("await send(.\(loop))") }
      let sends = body.contains { $0.contains("send(") }
      let run = [".run { \(captureText)\(sends ? "send" : "_") in"] + body.map { indent + $0 } + ["}"]
      writer.writeLines(returning(combinedEffect([cancellable(run)])), depth: depth)
      return true
    }

    // The response action and its payload.
    let responseName = nextResponseName(endpoint: plain ? nil : finalShape?.endpoint?.method)
    let parameterOrder = method.parameters.map(\.name)
    let producedNames = Set(produced.map(\.name))
    let carriedNames = scope.locals.filter { after.contains($0) && !producedNames.contains($0) }
      .sorted {
        (parameterOrder.firstIndex(of: $0) ?? Int.max, $0) < (parameterOrder.firstIndex(of: $1) ?? Int.max, $1)
      }
    let carried = carriedNames.filter { scope.types[$0] != nil }
    var unknownTypes: [String] = []
    let valueTypes = outputs.map { output -> String in
      if let type = output.type { return type }
      unknownTypes.append(output.name)
      return "Any"
    }
    var valueType: String?
    switch valueTypes.count {
    case 0: valueType = result ? "Void" : nil
    case 1: valueType = valueTypes[0]
    default: valueType = "(" + valueTypes.joined(separator: ", ") + ")"
    }
    var payloadType = valueType
    if result, let type = valueType { payloadType = "Result<\(type), any Error>" }
    if optional, let type = valueType, !type.hasSuffix("?") { payloadType = type + "?" }
    addAction(
      ActionCaseSpec(name: responseName, payload: carried.map { scope.types[$0]! } + [payloadType].compactMap { $0 }))

    if isSingle || (plain && !result) {
      if payloadType == nil {
        let arguments = carried.isEmpty ? "" : "(" + carried.joined(separator: ", ") + ")"
        body += valueLines + ["await send(.\(responseName)\(arguments))"]
      } else {
        valueLines[0] = "await send(.\(responseName)(" + carried.map { $0 + ", " }.joined() + valueLines[0]
        valueLines[valueLines.count - 1] += "))"
        body += valueLines
      }
    } else {
      let prefix = carried.map { $0 + ", " }.joined()
      body = ["await send(.\(responseName)(\(prefix)Result {"] + body + ["}))"]
    }
    var lines: [String] = []
    if !unknownTypes.isEmpty {
      let reason =
        "the type of `\(unknownTypes.joined(separator: "`, `"))` is unknown; replace `Any` in `\(responseName)`"
      lines.append("// TODO(tca-migrate): \(reason)")
      todo(reason, line: first.source.line(first.range.lowerBound))
    }
    let run = [".run { \(captureText)send in"] + body.map { indent + $0 } + ["}"]
    writer.writeLines(lines + returning(combinedEffect([cancellable(run)])), depth: depth)

    // The success (or only) case: the rest of the method.
    let binding =
      outputs.isEmpty
      ? nil : (outputs.count == 1 ? outputs[0].name : "(" + outputs.map(\.name).joined(separator: ", ") + ")")
    var responseScope = scope
    responseScope.mode = .reducer
    responseScope.inClosure = false
    responseScope.unavailable = scope.locals.subtracting(carried)
    responseScope.variables = []
    for name in carried { responseScope.declare(name, type: scope.types[name]) }
    for output in outputs where !output.assignsState { responseScope.declare(output.name, type: output.type) }
    let savedPending = pendingEffects
    let savedSequence = sequence
    pendingEffects = []
    var success = LineWriter(indent: indent)
    for output in outputs where output.assignsState {
      let value =
        context.identifiedArrays.contains(output.name)
        ? "IdentifiedArray(uniqueElements: \(output.name))" : output.name
      success.writeLines(["state.\(output.name) = \(value)"], depth: 0)
    }
    if isSingle, let firstShape = finalShape, firstShape.form == .embedded, let name = binding {
      let replaced = firstShape.parenthesized ?? firstShape.start..<firstShape.expressionEnd
      renderStatement(
        first, depth: 0, scope: &responseScope, into: &success,
        overrides: [replaced.lowerBound: Override(text: name, resume: replaced.upperBound)])
    }
    let successIndex = extraCases.count
    catchOwners += 1
    defer { catchOwners -= 1 }
    convertSequence(rest, scope: &responseScope, depth: 0, into: &success)
    let successPayload = result ? ".success" + (binding.map { "(\($0))" } ?? "") : binding
    let successBody = success.finish()
    extraCases.insert(
      ReducerCaseSpec(
        pattern: CatchAndDeferRule.casePattern(
          self, responseName, CatchAndDeferRule.mentioned(self, carried, in: successBody), successPayload),
        body: successBody),
      at: successIndex)
    let failureIndex = successIndex + 1
    pendingEffects = []
    sequence = savedSequence

    if result {
      var failureScope = scope
      failureScope.mode = .reducer
      failureScope.inClosure = false
      failureScope.unavailable = scope.locals.subtracting(carried)
      for name in carried { failureScope.declare(name, type: scope.types[name]) }
      var failure = LineWriter(indent: indent)
      let errorName = CatchAndDeferRule.renderCatch(&self, scope: failureScope, into: &failure)
      emitTerminal(scope: &failureScope, depth: 0, into: &failure)
      let failurePayload = ".failure" + (errorName.map { "(\($0))" } ?? "")
      let failureBody = failure.finish()
      extraCases.insert(
        ReducerCaseSpec(
          pattern: CatchAndDeferRule.casePattern(
            self, responseName, CatchAndDeferRule.mentioned(self, carried, in: failureBody), failurePayload),
          body: failureBody),
        at: failureIndex)
      sequence = savedSequence
    }
    pendingEffects = savedPending
    return true
  }

}
