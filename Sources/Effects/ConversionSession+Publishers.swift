import Analysis
import Lexer
import Proposal

/// `service.request(…)….sink(receiveCompletion:receiveValue:)` on a request-publisher endpoint, taken apart.
struct PublisherSink {
  /// The service method called.
  var endpoint: Method
  /// Its publisher's output and failure.
  var request: RequestPublisher
  /// Tokens of `service.request(args)`.
  var call: Range<Int>
  /// The `receiveCompletion` closure; nil after `replaceError(with:)`.
  var completion: Block?
  /// Tokens of the `replaceError(with:)` value, when errors become that value.
  var fallback: Range<Int>?
  /// The `receiveValue` closure.
  var value: Block
  /// The stored cancellable (`x = …` or `.store(in: &x)`) that becomes the cancel ID.
  var cancelID: String?
  /// Whether assigning replaced (and so cancelled) the previous subscription.
  var cancelInFlight: Bool
}

/// What a publisher statement becomes: an effect, or a TODO with the reason.
enum PublisherParse {
  case sink(PublisherSink)
  case refused(String)
}

/// A `receiveCompletion` closure split into what runs after the value (`.finished`) and on `.failure(error)`.
struct CompletionParts {
  var finished: [Statement]
  var failure: [Statement]
  var error: String?
}

extension ConversionSession {
  /// Converts a request-publisher subscription into an effect awaiting the client endpoint, with a response case
  /// for the value and one for the failure; false when `statement` is not one.
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
    let valueParameters = closureParameters(sink.value, source)
    guard valueParameters.count <= 1 else {
      emitTodo(statement, reasons: ["`receiveValue` takes more than one parameter"], depth: depth, into: &writer)
      return true
    }
    var valueName = valueParameters.first ?? "value"
    var valueStatements = sink.value.statements
    if valueParameters.isEmpty, usesOwnDollarZero(sink.value, source) {
      let line = source.line(sink.value.open)
      valueStatements =
        ParsedBody(text: replacingDollarZero(sink.value, source, with: "value"), firstLine: line)
        .statements
    }
    if valueName == "_" { valueName = "value" }

    bridgingPublisher = true
    let rendered = renderedInEffect([(statement, sink.call)], scope: scope, inClosure: true)
    bridgingPublisher = false
    guard var rendered else {
      let reason = "the arguments of `\(sink.endpoint.name)` cannot be read inside an effect"
      emitTodo(statement, reasons: [reason], depth: depth, into: &writer)
      return true
    }
    let call = rendered.writer.finishSingleLine()
    var fallback: String?
    if let range = sink.fallback {
      guard var value = renderedInEffect([(statement, range)], scope: scope, inClosure: true) else {
        let reason = "the `replaceError(with:)` value cannot be computed inside an effect"
        emitTodo(statement, reasons: [reason], depth: depth, into: &writer)
        return true
      }
      fallback = value.writer.finishSingleLine()
      rendered.captures += value.captures.filter { !rendered.captures.contains($0) }
    }
    let responseName = nextResponseName(endpoint: sink.endpoint.name)
    let captureText = Self.captureListText(Self.stateCaptures(rendered.captures))
    var run = [".run { \(captureText)send in"]
    if let fallback {
      addAction(ActionCaseSpec(name: responseName, payload: [sink.request.output]))
      let success = responseCase(valueStatements, binding: valueName, type: sink.request.output, scope: scope)
      extraCases.append(
        ReducerCaseSpec(
          pattern: success.bound.map { "let .\(responseName)(\($0))" } ?? ".\(responseName)", body: success.body))
      run += [indent + "await send(.\(responseName)((try? await \(call)) ?? \(fallback)))", "}"]
      return finishPublisherEffect(run, sink: sink, depth: depth, scope: scope, into: &writer)
    }
    addAction(ActionCaseSpec(name: responseName, payload: ["Result<\(sink.request.output), any Error>"]))
    let success = responseCase(
      valueStatements + parts.finished, binding: sink.request.isVoid ? nil : valueName, type: sink.request.output,
      scope: scope)
    let failure = responseCase(parts.failure, binding: parts.error, type: nil, scope: scope)
    let valuePattern = success.bound.map { ".success(\($0))" } ?? ".success"
    let errorPattern = failure.bound.map { ".failure(\($0))" } ?? ".failure"
    extraCases.append(
      ReducerCaseSpec(
        pattern: (success.bound == nil ? "" : "let ") + ".\(responseName)(\(valuePattern))", body: success.body))
    extraCases.append(
      ReducerCaseSpec(
        pattern: (failure.bound == nil ? "" : "let ") + ".\(responseName)(\(errorPattern))", body: failure.body))

    run += [indent + "await send(.\(responseName)(Result { try await \(call) }))", "}"]
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
  private mutating func responseCase(_ statements: [Statement], binding: String?, type: String?, scope: Scope) -> (
    body: [String], bound: String?
  ) {
    var caseScope = scope
    caseScope.mode = .reducer
    caseScope.inClosure = false
    caseScope.unavailable = scope.locals
    if let binding { caseScope.declare(binding, type: type) }
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
    let body = caseWriter.finish()
    guard let binding else { return (body, nil) }
    return (body, mentioned([binding], in: body).first == "_" ? nil : binding)
  }

  /// Parses a subscription to a request-publisher endpoint; nil when `statement` does not call one.
  func publisherSink(_ statement: Statement) -> PublisherParse? {
    let source = statement.source
    let header = statement.headerIndices
    let words = header.map { source.text($0) }
    var i = 0
    func skipSelf() { if i + 1 < words.count, words[i] == "self", words[i + 1] == "." { i += 2 } }
    skipSelf()
    var cancelID: String?
    var cancelInFlight = false
    if i + 1 < words.count, words[i + 1] == "=", isTaskProperty(words[i]) {
      cancelID = words[i]
      cancelInFlight = true
      i += 2
      skipSelf()
    }
    guard i + 3 < words.count, client(words[i]) != nil, words[i + 1] == ".", words[i + 3] == "(",
      let method = serviceMethod(dependency: words[i], name: words[i + 2]), !method.isAsync,
      let request = RequestPublisher.parse(method.returnType)
    else { return nil }
    let callStart = header[i]
    guard let callClose = matchingParen(words, from: i + 3) else { return nil }
    var fallback: Range<Int>?
    let call = callStart..<(header[callClose] + 1)
    var p = callClose + 1
    var completion: Block?
    var value: Block?
    func block(at position: Int) -> Block? { statement.blocks.first { $0.open == header[position] } }
    while p < words.count {
      guard words[p] == ".", p + 1 < words.count else {
        return .refused("publisher chain the rewriter cannot read")
      }
      let name = words[p + 1]
      p += 2
      switch name {
      case "sink" where completion == nil && value == nil && fallback != nil:
        if p + 1 < words.count, words[p] == "{", p + 2 >= words.count || words[p + 2] != "receiveValue" {
          value = block(at: p)
          p += 2
        } else if p + 5 < words.count, words[p] == "(", words[p + 1] == "receiveValue", words[p + 2] == ":",
          words[p + 3] == "{", words[p + 5] == ")"
        {
          value = block(at: p + 3)
          p += 6
        } else {
          return .refused("`sink` after `replaceError(with:)` without a single `receiveValue` closure")
        }
      case "replaceError" where completion == nil && value == nil && fallback == nil:
        guard p + 3 < words.count, words[p] == "(", words[p + 1] == "with", words[p + 2] == ":",
          let close = matchingParen(words, from: p), close > p + 3
        else { return .refused("publisher chain the rewriter cannot read") }
        fallback = header[p + 3]..<header[close]
        p = close + 1
      case "sink" where completion == nil:
        if p < words.count, words[p] == "(",
          let close = matchingParen(words, from: p),
          close - p == 10, words[p + 1] == "receiveCompletion", words[p + 2] == ":", words[p + 5] == ",",
          words[p + 6] == "receiveValue", words[p + 7] == ":"
        {
          completion = block(at: p + 3)
          value = block(at: p + 8)
          p = close + 1
        } else if p + 5 < words.count, words[p] == "{", words[p + 2] == "receiveValue", words[p + 3] == ":",
          words[p + 4] == "{"
        {
          completion = block(at: p)
          value = block(at: p + 4)
          p += 6
        } else {
          return .refused("`sink` without both `receiveCompletion` and `receiveValue` closures")
        }
      case "store" where value != nil && cancelID == nil:
        guard p < words.count, words[p] == "(", let close = matchingParen(words, from: p), close - p == 5,
          words[p + 1] == "in", words[p + 3] == "&"
        else { return .refused("`store` into something other than a set of cancellables") }
        cancelID = words[p + 4]
        p = close + 1
      case "receive", "subscribe", "eraseToAnyPublisher":
        guard value == nil, p < words.count, words[p] == "(", let close = matchingParen(words, from: p) else {
          return .refused("publisher chain the rewriter cannot read")
        }
        p = close + 1
      default:
        let reason =
          value == nil
          ? "publisher operator `\(name)` the rewriter does not translate; apply it to the awaited value in the effect"
          : "uses the subscription's `\(name)`"
        return .refused(reason)
      }
    }
    guard let value, completion != nil || fallback != nil else {
      return .refused("request publisher `\(method.name)` is not consumed with `sink`; await its client endpoint")
    }
    return .sink(
      PublisherSink(
        endpoint: method, request: request, call: call, completion: completion, fallback: fallback, value: value,
        cancelID: cancelID, cancelInFlight: cancelInFlight))
  }

  /// The index in `words` of the `)` matching the `(` at `open`.
  private func matchingParen(_ words: [String], from open: Int) -> Int? {
    var depth = 0
    for index in open..<words.count {
      if words[index] == "(" { depth += 1 }
      if words[index] == ")" {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }

  /// Splits a `receiveCompletion` closure with parameter `c` statement by statement: `if case let .failure(e) = c
  /// { … }` runs on failure, `guard case let .failure(e) = c else { return }` sends the rest to failure, `switch c
  /// { case .finished: … case let .failure(e): … }` splits, statements that ignore `c` run on both paths (after the
  /// value on success). Nil for other uses of `c`.
  func completionParts(_ block: Block, parameter: String, _ source: BodySource) -> CompletionParts? {
    func uses(_ statement: Statement) -> Bool {
      guard parameter != "_" else { return false }
      return statement.range.contains { index in
        !source.kind(index).isTrivia && source.text(index) == parameter
          && (parameter == "$0" ? !isInNestedClosure(index, statement) : true)
      }
    }
    var parts = CompletionParts(finished: [], failure: [], error: nil)
    var failureOnly = false
    func bind(_ error: String) -> Bool {
      if let bound = parts.error, bound != error { return false }
      parts.error = error
      return true
    }
    for statement in block.statements {
      guard uses(statement) else {
        if !failureOnly { parts.finished.append(statement) }
        parts.failure.append(statement)
        continue
      }
      guard !failureOnly else { return nil }
      let words = statement.headerIndices.map { source.text($0) }
      let pattern = failurePattern(Array(words.dropFirst(2)))
      if statement.firstWord == "if", statement.blocks.count == 1, let (error, length) = pattern,
        words.count == 2 + length + 4, words[2 + length] == "=", words[3 + length] == parameter,
        !statement.blocks[0].statements.contains(where: uses), bind(error)
      {
        parts.failure += statement.blocks[0].statements
        continue
      }
      if statement.firstWord == "guard", let (error, length) = pattern, words.count == 2 + length + 5,
        words[2 + length] == "=", words[3 + length] == parameter, words[4 + length] == "else",
        statement.blocks.count == 1, statement.blocks[0].statements.map(\.firstWord) == ["return"], bind(error)
      {
        failureOnly = true
        continue
      }
      guard statement.firstWord == "switch", words == ["switch", parameter, "{", "}"],
        let body = statement.blocks.first
      else { return nil }
      var current: Bool?
      for inner in body.statements {
        if inner.isCaseLabel {
          let label = inner.headerIndices.map { source.text($0) }
          if label == ["case", ".", "finished", ":"] {
            current = true
          } else if label == ["case", ".", "failure", ":"] {
            current = false
          } else if let (error, length) = failurePattern(Array(label.dropFirst())), label.count == length + 2,
            bind(error)
          {
            current = false
          } else {
            return nil
          }
          continue
        }
        guard let isFinished = current, !uses(inner) else { return nil }
        if inner.firstWord == "break" && inner.headerIndices.count == 1 { continue }
        if isFinished { parts.finished.append(inner) } else { parts.failure.append(inner) }
      }
    }
    return parts
  }

  /// `let .failure(e)` / `.failure(let e)` at the start of `words`: the bound name and the pattern's word count.
  private func failurePattern(_ words: [String]) -> (String, Int)? {
    if words.count >= 6, words[0] == "let", words[1] == ".", words[2] == "failure", words[3] == "(",
      words[5] == ")"
    {
      return (words[4], 6)
    }
    if words.count >= 6, words[0] == ".", words[1] == "failure", words[2] == "(", words[3] == "let",
      words[5] == ")"
    {
      return (words[4], 6)
    }
    return nil
  }

  /// Whether token `index` sits inside a closure nested in `statement`.
  private func isInNestedClosure(_ index: Int, _ statement: Statement) -> Bool {
    statement.blocks.contains { $0.isClosure && $0.open < index && index < $0.close }
  }

  /// Whether the closure's own statements (not nested closures) use `$0`.
  func usesOwnDollarZero(_ block: Block, _ source: BodySource) -> Bool {
    block.statements.contains { statement in
      statement.range.contains { index in
        source.kind(index) == .dollarIdentifier && source.text(index) == "$0"
          && !isInNestedClosure(index, statement)
      }
    }
  }
}
