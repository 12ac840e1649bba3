import Analysis
import Lexer
import Proposal

/// An effect whose awaited values come back in a response action, and the success and failure cases that
/// continue the method.
enum ResponseEffect {}

/// A value the effect produces for its response case.
struct Produced {
  var name: String
  var type: String?
  var assignsState: Bool
}

extension ResponseEffect {
  /// Writes `return .run { … }` for the awaits in `group` and the response cases that continue with `rest`;
  /// false, with the session unchanged, when the group cannot become one effect. `loopChanges` is set when the group
  /// is one loop: the `var` locals it changes, copied into the effect and produced by it.
  static func emitEffect(
    _ s: inout ConversionSession,
    group: [(Statement, AwaitShape?)], plain: Bool, rest: [Statement], scope: Scope, depth: Int,
    into writer: inout LineWriter, loopChanges: [String]? = nil
  ) -> Bool {
    let snapshot = s
    let first = group[group.count - 1].0
    let finalShape = group[group.count - 1].1
    guard plain || finalShape != nil || loopChanges != nil else { return false }
    var after: Set<String> = []
    for statement in rest + s.sequence.tail + s.sequence.defers { after.formUnion(statement.identifiersUsed) }
    if let catchStatement = s.sequence.catchStatement {
      for block in catchStatement.blocks.dropFirst() {
        for statement in block.statements { after.formUnion(statement.identifiersUsed) }
      }
    }
    var produced: [Produced] = []
    // Names a `guard` of the group binds: a plain group hands those that later code reads to its response.
    var guarded: Set<String> = []
    // Names a plain group's `let x = … await …` binds in the effect, handed on when their type is known.
    var bound: Set<String> = []
    var prefixNeeded = false
    let asyncLets = StructuredConcurrencyRule.asyncLetTypes(s, group)
    var typing = scope
    for (offset, (statement, shape)) in group.enumerated() {
      var names: [Produced] = []
      if let shape {
        let type = StructuredConcurrencyRule.awaitedType(s, statement, shape, asyncLets: asyncLets)
        switch shape.form {
        case .bind(let name, _): names.append(Produced(name: name, type: type, assignsState: false))
        case .assign(let name): names.append(Produced(name: name, type: type, assignsState: true))
        case .bindTuple(let tupleNames):
          let types = StructuredConcurrencyRule.awaitedTupleTypes(s, statement, shape, asyncLets: asyncLets)
          for (index, name) in tupleNames.enumerated() {
            names.append(Produced(name: name, type: index < types.count ? types[index] : nil, assignsState: false))
          }
        case .assignTuple(let fields):
          let types = StructuredConcurrencyRule.awaitedTupleTypes(s, statement, shape, asyncLets: asyncLets)
          for (index, name) in fields.enumerated() {
            let type = (index < types.count ? types[index] : nil) ?? s.stateType(name)
            names.append(Produced(name: name, type: type, assignsState: true))
          }
        case .bare: break
        case .embedded:
          // In a plain group `let found = (try? await api.search(q)) ?? []` binds `found` in the effect.
          let locals =
            plain
            ? AwaitedLocalTypes.boundLocals(s, statement, shape, awaitedType: type, rest: rest, typing: &typing) : []
          if !locals.isEmpty {
            names += locals
            for local in locals where local.type != nil { bound.insert(local.name) }
            break
          }
          guard offset == group.count - 1 else { break }
          let name = scope.locals.contains("response") ? "value" : "response"
          names.append(Produced(name: name, type: type, assignsState: false))
        }
      } else if let loopChanges {
        names = loopChanges.map { Produced(name: $0, type: scope.types[$0], assignsState: false) }
      } else {
        s.declareBindings(of: statement, in: &typing)
        for name in s.boundNames(statement.source, statement.range) {
          names.append(Produced(name: name, type: typing.types[name], assignsState: false))
        }
      }
      // A `guard let user = await …` run in the effect binds `user` for what follows; a lone guard whose awaited
      // value comes back in the response is rendered there, binding it in the reducer.
      let guardInResponse = !plain && group.count == 1 && shape?.form == .embedded
      if let shape, statement.firstWord == "guard", !guardInResponse {
        s.declareBindings(of: statement, in: &typing)
        let bound = statement.declaredNames
        // `guard let x = await client.call()` unwraps what the endpoint returns.
        let awaited = bound.count == 1 ? AsyncServiceCallRule.valueType(s, shape).map(TypeText.unwrapped) : nil
        for name in bound {
          names.append(Produced(name: name, type: typing.types[name] ?? awaited, assignsState: false))
          guarded.insert(name)
        }
      }
      // Later statements of the group are typed knowing the earlier ones' locals.
      for name in names { typing.declare(name.name, type: name.type) }
      if offset < group.count - 1 && names.contains(where: { $0.assignsState || after.contains($0.name) }) {
        prefixNeeded = true
      }
      produced += names
    }
    let isClean = group.allSatisfy { _, shape in
      shape.map { $0.form != .embedded && ($0.marker == "try" || $0.marker == "") } ?? true
    }
    let handedOn = produced.filter { after.contains($0.name) }
    // A plain group runs whole in the effect and hands on what it binds, so earlier values need no response of their
    // own; one that also sets State does.
    let bindsOnly = plain && !produced.contains { $0.assignsState }
    // A name a plain group binds in the effect and later code reads must come back: one it cannot hand on (a tuple
    // pattern, a type it cannot tell) leaves the group to the other rules.
    let lost =
      plain
      ? group.flatMap { s.boundNames($0.0.source, $0.0.range) }.filter {
        after.contains($0) && !bound.contains($0) && !guarded.contains($0)
      } : []
    if !lost.isEmpty || (prefixNeeded && !isClean && !bindsOnly)
      || (plain && handedOn.contains { !guarded.contains($0.name) && !bound.contains($0.name) })
      || asyncLets.keys.contains(where: after.contains)
    {
      s = snapshot
      return false
    }
    // An `async let` cannot be captured by the `Result { … }` closure: the whole group goes inside it.
    // A statement before the last await that throws goes inside it too: in front of `Result { … }` its error would
    // escape the effect instead of reaching the failure case.
    let isSingle =
      !prefixNeeded && !plain && asyncLets.isEmpty && !group.dropLast().contains { $0.0.throwsOutsideClosures }
      && loopChanges == nil
    let finalProduced =
      produced.count > 0 && group.count > 0 ? CatchAndDeferRule.producedByFinal(group, produced) : []
    // A single `let (a, b) = try await …` sends the whole tuple the call returns, so every element comes back, the
    // ones nobody reads (and `_`) bound as `_` in the response case.
    var sendsWholeTuple = false
    if isSingle, case .bindTuple = finalShape?.form { sendsWholeTuple = true }
    let outputs = AwaitedLocalTypes.typedByAssignment(
      s,
      plain
        ? produced.filter { (guarded.contains($0.name) || bound.contains($0.name)) && after.contains($0.name) }
        : isSingle
          ? finalProduced.filter {
            $0.assignsState || after.contains($0.name) || finalShape?.form == .embedded || sendsWholeTuple
          }
          : produced.filter { $0.assignsState || after.contains($0.name) },
      in: rest)
    let needsResponse =
      outputs.contains { $0.assignsState } || (!plain && finalShape?.form == .embedded)
      || !rest.filter { !$0.isComment }.isEmpty || s.sequence.catchStatement != nil || !s.sequence.tail.isEmpty
      || !s.sequence.defers.isEmpty
    let result =
      plain
      ? s.sequence.catchStatement != nil
      : loopChanges != nil
        ? first.throwsOutsideClosures
        : isSingle ? finalShape.map { AsyncServiceCallRule.usesResult(s, $0) } ?? true : true
    // A loop that cannot fail hands its values over without a `Result`: not written yet.
    if loopChanges != nil, needsResponse, !result {
      s = snapshot
      return false
    }
    // The loop's changed locals are copies inside the effect, the captured values their start.
    let shadows = (loopChanges ?? []).map { "var \($0) = \($0)" }
    let optional = isSingle && finalShape?.marker == "try?"
    // A guard's `return` cannot leave a `Result { … }` closure that returns values: such a group is declined.
    if !guarded.isEmpty, !(isSingle || (plain && !result)), !outputs.isEmpty {
      s = snapshot
      return false
    }

    // The effect's body.
    let savedCaptures = s.captures
    s.captures = []
    s.placement.issueFrames.append([])
    var effectScope = scope
    effectScope.mode = .effect
    effectScope.inClosure = true
    var body: [String] = []
    var valueLines: [String] = []
    let todoCount = s.placement.todos.count
    if !needsResponse || (plain && !result) {
      var temp = LineWriter(indent: s.indent)
      temp.writeLines(shadows, depth: 0)
      for (statement, shape) in group {
        s.renderStatement(
          statement, depth: 0, scope: &effectScope, into: &temp,
          overrides: shape.map { AwaitSequenceRule.assignOverride(statement, $0) } ?? [:])
      }
      body = temp.finish()
    } else if isSingle, let firstShape = finalShape {
      var temp = LineWriter(indent: s.indent)
      for (statement, _) in group.dropLast() {
        s.renderStatement(statement, depth: 0, scope: &effectScope, into: &temp)
      }
      body = temp.finish()
      temp = LineWriter(indent: s.indent)
      temp.newLine(depth: 0)
      s.renderRange(
        first, firstShape.expressionStart..<firstShape.expressionEnd, depth: 0, scope: effectScope, into: &temp)
      valueLines = temp.finish()
      if valueLines.isEmpty { valueLines = [""] }
      valueLines[0] = (result ? "Result { try await " : optional ? "try? await " : "await ") + valueLines[0]
      if result { valueLines[valueLines.count - 1] += " }" }
    } else {
      var temp = LineWriter(indent: s.indent)
      temp.writeLines(shadows, depth: 1)
      for (statement, shape) in group {
        s.renderStatement(
          statement, depth: 1, scope: &effectScope, into: &temp,
          overrides: shape.map { AwaitSequenceRule.assignOverride(statement, $0) } ?? [:])
      }
      switch outputs.count {
      case 0: break
      case 1: temp.writeLines(["return \(outputs[0].name)"], depth: 1)
      default: temp.writeLines(["return (" + outputs.map(\.name).joined(separator: ", ") + ")"], depth: 1)
      }
      body = temp.finish()
    }
    let effectIssues = s.placement.issueFrames.removeLast()
    if !effectIssues.isEmpty || s.placement.todos.count != todoCount {
      let refusal = effectIssues + s.placement.todos[todoCount...].map(\.reason)
      s = snapshot
      s.sequence.effectRefusal = refusal
      return false
    }
    var captureList = StateCaptureRule.stateCaptures(s.captures)
    var used: Set<String> = []
    for (statement, _) in group { used.formUnion(statement.identifiersUsed) }
    // A method called on a `var` may be a mutating one (why it is a `var`), which the effect's copy does not allow.
    let mutated = scope.variables.subtracting(loopChanges ?? []).filter { name in
      used.contains(name) && group.contains { s.mutates($0.0.source, name: name, in: $0.0.range, anyCall: true) }
    }
    if let name = mutated.sorted().first {
      s = snapshot
      s.sequence.effectRefusal = [
        "changes `\(name)` (or calls a method that may), a local `var` declared before the await, inside the effect;"
          + " declare it in the effect"
      ]
      return false
    }
    let readAfter = OptimisticRollbackRule.carriedLocals(
      scope, readAfter: after, excluding: [], parameterOrder: s.method.parameters.map(\.name))
    if let binding = (scope.variables.filter { used.contains($0) }.sorted() + readAfter).first(where: {
      scope.types[$0]?.hasPrefix("Binding<") == true
    }) {
      s = snapshot
      s.sequence.effectRefusal = [
        "`\(binding)` is a SwiftUI `Binding`, which an effect can neither capture nor send back (it is not `Sendable`);"
          + " keep the value it sets in State and let the view read it"
      ]
      return false
    }
    captureList += scope.variables.filter { used.contains($0) }.sorted()
    s.captures = savedCaptures
    let captureText = StateCaptureRule.captureListText(captureList)

    if !needsResponse {
      // The last step of a polling loop's iteration starts the next one.
      if let loop = s.sequence.loopAction { body.append("await send(.\(loop))") }
      let sends = body.contains { TextScan.containsBytes($0, "send(") }
      let run = [".run { \(captureText)\(sends ? "send" : "_") in"] + body.map { s.indent + $0 } + ["}"]
      writer.writeLines(
        PendingEffects.returning(s.pendingEffects.combined(indent: s.indent, [s.cancellable(run)])), depth: depth)
      return true
    }

    // The response action and its payload.
    let responseName = s.responses.nextName(
      base: s.sequence.responseBase, endpoint: plain ? nil : finalShape?.endpoint?.method)
    let carried = OptimisticRollbackRule.carriedLocals(
      scope, readAfter: after, excluding: Set(produced.map(\.name)), parameterOrder: s.method.parameters.map(\.name))
    var unknownTypes: [String] = []
    let valueTypes = outputs.map { output -> String in
      if let type = output.type { return type }
      unknownTypes.append(output.name)
      return "Any"
    }
    // A guard that came back alone hands on its value: with its type unknown the response case would take `Any`,
    // which neither compiles as a Sendable action nor helps, so the guard is refused instead.
    if !unknownTypes.isEmpty, group.count == 1, group[0].0.firstWord == "guard" {
      s = snapshot
      return false
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
    s.responses.add(
      ActionCaseSpec(name: responseName, payload: carried.map { scope.types[$0]! } + [payloadType].compactMap { $0 }))

    if isSingle || (plain && !result) {
      if payloadType == nil || (plain && !result) {
        // Several values travel as one tuple payload: `.response((a, b))`.
        let value = outputs.count > 1 ? "(" + outputs.map(\.name).joined(separator: ", ") + ")" : outputs.first?.name
        let values = carried + [value].compactMap { $0 }
        let arguments = values.isEmpty ? "" : "(" + values.joined(separator: ", ") + ")"
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
    // Work that only animates what came back: the response is sent with the animation.
    let animated =
      s.sequence.tail.isEmpty && s.sequence.defers.isEmpty && s.sequence.catchStatement == nil
      ? AnimatedResponse(rest) : nil
    if let animated, let last = body.last { body[body.count - 1] = animated.animating(last) }
    var lines: [String] = []
    if !unknownTypes.isEmpty {
      let reason =
        "the type of `\(unknownTypes.joined(separator: "`, `"))` is unknown; replace `Any` in `\(responseName)`"
      lines.append("// TODO(tca-migrate): \(reason)")
      s.placement.todo(reason, line: first.source.line(first.range.lowerBound))
    }
    body = MutatedBindings.declaringConstants(outputs.map(\.name), in: body)
    let run = [".run { \(captureText)send in"] + body.map { s.indent + $0 } + ["}"]
    writer.writeLines(
      lines + PendingEffects.returning(s.pendingEffects.combined(indent: s.indent, [s.cancellable(run)])), depth: depth)

    // The success (or only) case: the rest of the method.
    let patternNames = outputs.map { sendsWholeTuple && !$0.assignsState && !after.contains($0.name) ? "_" : $0.name }
    let binding =
      patternNames.isEmpty
      ? nil : (patternNames.count == 1 ? patternNames[0] : "(" + patternNames.joined(separator: ", ") + ")")
    var responseScope = OptimisticRollbackRule.responseScope(scope, carrying: carried)
    responseScope.variables = []
    for output in outputs where !output.assignsState { responseScope.declare(output.name, type: output.type) }
    let savedPending = s.pendingEffects
    let savedSequence = s.sequence
    s.pendingEffects = []
    var success = LineWriter(indent: s.indent)
    for output in outputs where output.assignsState {
      let value =
        s.context.identifiedArrays.contains(output.name)
        ? "IdentifiedArray(uniqueElements: \(output.name))" : output.name
      success.writeLines(["state.\(output.name) = \(value)"], depth: 0)
    }
    if isSingle, let firstShape = finalShape, firstShape.form == .embedded, let name = binding {
      let replaced = firstShape.parenthesized ?? firstShape.start..<firstShape.expressionEnd
      s.renderStatement(
        first, depth: 0, scope: &responseScope, into: &success,
        overrides: [replaced.lowerBound: Override(text: name, resume: replaced.upperBound)])
    }
    let successIndex = s.responses.cases.count
    // The failure case handles the `catch`; without one (the awaited call cannot fail) the `catch` stays pending, and
    // is kept under a TODO unless a later effect's failure case takes it.
    let owner = result ? 1 : 0
    s.catchOwners += owner
    defer { s.catchOwners -= owner }
    s.convertSequence(animated?.statements ?? rest, scope: &responseScope, depth: 0, into: &success)
    // A response case whose pattern binds the carried values its body mentions.
    func insertCase(payload: String?, body: [String], at index: Int) {
      let pattern = CatchAndDeferRule.casePattern(
        s, responseName, CatchAndDeferRule.mentioned(carried, in: body), payload)
      s.responses.cases.insert(ReducerCaseSpec(pattern: pattern, body: body), at: index)
    }
    insertCase(
      payload: result ? ".success" + (binding.map { "(\($0))" } ?? "") : binding,
      body: MutatedBindings.declaringVariables(patternNames, in: success.finish()), at: successIndex)
    let failureIndex = successIndex + 1
    s.pendingEffects = []
    s.sequence = savedSequence

    if result {
      var failureScope = OptimisticRollbackRule.responseScope(scope, carrying: carried)
      var failure = LineWriter(indent: s.indent)
      let exits = CatchAndDeferRule.catchExits(s)
      let errorName = CatchAndDeferRule.renderCatch(&s, scope: failureScope, into: &failure)
      if !exits { s.emitTerminal(scope: &failureScope, depth: 0, into: &failure) }
      insertCase(
        payload: ".failure" + (errorName.map { "(\($0))" } ?? ""), body: failure.finish(), at: failureIndex)
      s.sequence = savedSequence
    }
    s.pendingEffects = savedPending
    return true
  }
}
