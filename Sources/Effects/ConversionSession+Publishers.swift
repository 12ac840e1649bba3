import Lexer
import Proposal

extension ConversionSession {
  /// Converts a subscription to a service publisher into an effect: a request publisher's client endpoint is awaited
  /// (response cases for the value and the failure), a stream's values are iterated (a case per value); false when
  /// `statement` subscribes to neither.
  mutating func convertPublisherSink(
    _ statement: Statement, scope: Scope, depth: Int, into writer: inout LineWriter
  ) -> Bool {
    guard let parsed = publisherSink(statement) else { return false }
    let sink: PublisherSink
    switch parsed {
    case .refused(let reason):
      emitTodo(statement, reasons: [reason], depth: depth, into: &writer)
      return true
    case .sink(let found): sink = found
    }
    if sink.isStream && sink.completion != nil {
      let reason =
        "`\(sink.endpoint.name)` streams values and cannot fail; `receiveCompletion` has no effect equivalent"
      emitTodo(statement, reasons: [reason], depth: depth, into: &writer)
      return true
    }
    let source = statement.source
    var parts: CompletionParts? = CompletionParts(finished: [], failure: [], error: nil)
    var completionParameter = "$0"
    if let completion = sink.completion {
      completionParameter = closureParameters(completion, source).first ?? "$0"
      parts = completionParts(completion, parameter: completionParameter, source)
    }
    guard let parts else {
      let reason =
        "the `receiveCompletion` closure reads `\(completionParameter)` in a way the rewriter does not translate"
      emitTodo(statement, reasons: [reason], depth: depth, into: &writer)
      return true
    }
    var valueName = "value"
    var valueStatements: [Statement] = []
    if let assigned = sink.assigned {
      let line = source.line(statement.range.lowerBound)
      valueStatements = ParsedBody(text: "self.\(assigned) = value", firstLine: line).statements
    } else if let value = sink.value {
      let valueParameters = closureParameters(value, source)
      guard valueParameters.count <= 1 else {
        emitTodo(statement, reasons: ["`receiveValue` takes more than one parameter"], depth: depth, into: &writer)
        return true
      }
      valueName = valueParameters.first ?? "value"
      valueStatements = value.statements
      if valueParameters.isEmpty, usesOwnDollarZero(value, source) {
        let line = source.line(value.open)
        valueStatements =
          ParsedBody(text: replacingDollarZero(value, source, with: "value"), firstLine: line).statements
      }
    }
    if valueName == "_" { valueName = "value" }

    bridgingPublisher = true
    let rendered = StateCaptureRule.renderedInEffect(&self, [(statement, sink.call)], scope: scope, inClosure: true)
    bridgingPublisher = false
    guard var rendered else {
      let reason = "the arguments of `\(sink.endpoint.name)` cannot be read inside an effect"
      emitTodo(statement, reasons: [reason], depth: depth, into: &writer)
      return true
    }
    let call = rendered.writer.finishSingleLine()
    var fallback: String?
    if let range = sink.fallback {
      guard var value = StateCaptureRule.renderedInEffect(&self, [(statement, range)], scope: scope, inClosure: true)
      else {
        let reason = "the `replaceError(with:)` value cannot be computed inside an effect"
        emitTodo(statement, reasons: [reason], depth: depth, into: &writer)
        return true
      }
      fallback = value.writer.finishSingleLine()
      rendered.captures += value.captures.filter { !rendered.captures.contains($0) }
    }
    let bodies = valueStatements + parts.finished + parts.failure
    let used = bodies.reduce(into: Set<String>()) { $0.formUnion($1.identifiersUsed) }
    let carried = used.intersection(scope.locals).subtracting([valueName, parts.error ?? ""]).sorted()
    var carriedTypes: [String] = []
    for name in carried {
      guard let type = scope.types[name] else {
        let reason = "the `sink` closures read `\(name)`, a local whose type is unknown; pass it through the response"
        emitTodo(statement, reasons: [reason], depth: depth, into: &writer)
        return true
      }
      carriedTypes.append(type)
      if scope.variables.contains(name) { rendered.captures.append(name) }
    }
    let carriedScope = zip(carried, carriedTypes).map { (name: $0, type: $1) }
    let responseName = nextResponseName(endpoint: sink.endpoint.name)
    let captureText = StateCaptureRule.captureListText(
      rendered.captures.map { scope.variables.contains($0) && scope.locals.contains($0) ? $0 : "\($0) = state.\($0)" })
    var run = [".run { \(captureText)send in"]
    let extra = carried.isEmpty ? "" : ", " + carried.joined(separator: ", ")
    func pattern(_ head: String, bound: Bool, body: [String]) -> String {
      let names = CatchAndDeferRule.mentioned(self, carried, in: body)
      let binds = bound || names.contains { $0 != "_" }
      return (binds ? "let " : "") + ".\(responseName)(" + ([head] + names).joined(separator: ", ") + ")"
    }
    if sink.isStream || fallback != nil {
      addAction(ActionCaseSpec(name: responseName, payload: [sink.request.output] + carriedTypes))
      let success = responseCase(
        valueStatements, binding: valueName, type: sink.request.output, carried: carriedScope, scope: scope)
      let head = success.bound ?? "_"
      let casePattern =
        carried.isEmpty && success.bound == nil
        ? ".\(responseName)" : pattern(head, bound: success.bound != nil, body: success.body)
      extraCases.append(ReducerCaseSpec(pattern: casePattern, body: success.body))
      if let fallback {
        run += [indent + "await send(.\(responseName)((try? await \(call)) ?? \(fallback)\(extra)))", "}"]
      } else {
        run += [
          indent + "for await element in \(call).values {",
          indent + indent + "await send(.\(responseName)(element\(extra)))",
          indent + "}", "}",
        ]
      }
      return finishPublisherEffect(run, sink: sink, depth: depth, scope: scope, into: &writer)
    }
    addAction(
      ActionCaseSpec(name: responseName, payload: ["Result<\(sink.request.output), any Error>"] + carriedTypes))
    let success = responseCase(
      valueStatements + parts.finished, binding: sink.request.isVoid ? nil : valueName, type: sink.request.output,
      carried: carriedScope, scope: scope)
    let failure = responseCase(parts.failure, binding: parts.error, type: nil, carried: carriedScope, scope: scope)
    let valuePattern = success.bound.map { ".success(\($0))" } ?? ".success"
    let errorPattern = failure.bound.map { ".failure(\($0))" } ?? ".failure"
    extraCases.append(
      ReducerCaseSpec(
        pattern: pattern(valuePattern, bound: success.bound != nil, body: success.body), body: success.body))
    extraCases.append(
      ReducerCaseSpec(
        pattern: pattern(errorPattern, bound: failure.bound != nil, body: failure.body), body: failure.body))
    run += [indent + "await send(.\(responseName)(Result { try await \(call) }\(extra)))", "}"]
    return finishPublisherEffect(run, sink: sink, depth: depth, scope: scope, into: &writer)
  }

  /// Makes `run` cancellable by the stored cancellable's ID (or the sequence's) and starts it.
  private mutating func finishPublisherEffect(
    _ effect: [String], sink: PublisherSink, depth: Int, scope: Scope, into writer: inout LineWriter
  ) -> Bool {
    var run = effect
    if let id = sink.cancelID {
      useCancelID(id)
      pendingEffects.removeAll { $0 == [".cancel(id: CancelID.\(id))"] }
      run.append(".cancellable(id: CancelID.\(id)" + (sink.cancelInFlight ? ", cancelInFlight: true)" : ")"))
    } else {
      run = cancellable(run)
    }
    translatedStatements += 1
    return startEffect(run, depth: depth, scope: scope, into: &writer)
  }

  /// A response case body converted from `statements` with `binding` declared; the binding is nil when unused.
  private mutating func responseCase(
    _ statements: [Statement], binding: String?, type: String?, carried: [(name: String, type: String)], scope: Scope
  ) -> (body: [String], bound: String?) {
    var caseScope = scope
    caseScope.mode = .reducer
    caseScope.inClosure = false
    caseScope.unavailable = scope.locals
    for local in carried { caseScope.declare(local.name, type: local.type) }
    if let binding { caseScope.declare(binding, type: type) }
    let savedLabel = helperReturnLabel
    let savedBlockNames = helperBlockNames
    helperBlockNames = []
    helperReturnLabel = nil
    let savedSequence = sequence
    let savedPending = pendingEffects
    let savedBlockDepth = blockDepth
    sequence = SequenceContext(responseBase: sequence.responseBase)
    pendingEffects = []
    blockDepth = 0
    var caseWriter = LineWriter(indent: indent)
    convertSequence(statements, scope: &caseScope, depth: 0, into: &caseWriter)
    sequence = savedSequence
    pendingEffects = savedPending
    blockDepth = savedBlockDepth
    helperReturnLabel = savedLabel
    helperBlockNames = savedBlockNames
    let body = caseWriter.finish()
    guard let binding else { return (body, nil) }
    return (body, CatchAndDeferRule.mentioned(self, [binding], in: body).first == "_" ? nil : binding)
  }
}
