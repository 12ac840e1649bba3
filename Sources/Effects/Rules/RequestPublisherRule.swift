import Lexer
import Proposal

/// Effect rule `request-publisher`: a service's publisher (a request, or a stream that cannot fail) consumed with
/// `sink`.
public struct RequestPublisherRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "request-publisher" }
  /// Short title.
  public var title: String { "Service publishers consumed with sink" }
  /// What the rule does.
  public var summary: String {
    "A service method returning a publisher that can fail (`AnyPublisher<T, Error>`, `Future<T, E>`) gets an `async throws -> T` client endpoint (its `liveValue` awaits the publisher's first value); `cancellable = service.request().sink(receiveCompletion:receiveValue:)` becomes a `.run` sending `…Response(Result { try await client.request() })`, cancellable by the stored cancellable's ID (`.store(in: &set)`: by the set's, without `cancelInFlight`). `receiveValue` and `.finished` bodies move into the `.success` case, the `.failure` body into the `.failure` case; `receive(on:)` is dropped; a publisher that cannot fail (`AnyPublisher<T, Never>`) is a stream whose `values` the effect iterates, sending a case per value (also when the chain ends in `assign(to: \\.x, on: self)` or `assign(to: &$x)`); `replaceError(with: x)` followed by a one-closure `sink` sends `(try? await …) ?? x`. Other operators (`map`, `retry`, `flatMap`, …) are left under a TODO."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func refresh() {
            isLoading = true
            feedCancellable = api.fetchFeed()
              .receive(on: DispatchQueue.main)
              .sink { [weak self] completion in
                self?.isLoading = false
                if case let .failure(error) = completion {
                  self?.errorMessage = error.localizedDescription
                }
              } receiveValue: { [weak self] items in
                self?.items = items
              }
          }
          """#,
        after: #"""
          // Action: case refreshResponse(Result<[Item], any Error>)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          // CancelID: feedCancellable
          case .refresh:
            state.isLoading = true
            return .run { send in
              await send(.refreshResponse(Result { try await itemsClient.fetchFeed() }))
            }
            .cancellable(id: CancelID.feedCancellable, cancelInFlight: true)
          case let .refreshResponse(.success(items)):
            state.items = items
            state.isLoading = false
            return .none
          case let .refreshResponse(.failure(error)):
            state.isLoading = false
            state.errorMessage = error.localizedDescription
            return .none
          """#),
      EffectExample(
        before: #"""
          func reload() {
            api.fetchFeed()
              .sink(receiveCompletion: { completion in
                switch completion {
                case .finished:
                  self.lastUpdated = Date()
                case .failure:
                  self.showBanner = true
                }
              }, receiveValue: { self.items = $0 })
              .store(in: &cancellables)
          }
          """#,
        after: #"""
          // Action: case reloadResponse(Result<[Item], any Error>)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          // Dependency: @Dependency(\.date.now) var now
          // CancelID: cancellables
          case .reload:
            return .run { send in
              await send(.reloadResponse(Result { try await itemsClient.fetchFeed() }))
            }
            .cancellable(id: CancelID.cancellables)
          case let .reloadResponse(.success(value)):
            state.items = value
            state.lastUpdated = now
            return .none
          case .reloadResponse(.failure):
            state.showBanner = true
            return .none
          """#),
      EffectExample(
        before: #"""
          func loadQuietly() {
            api.fetchFeed()
              .replaceError(with: [])
              .receive(on: DispatchQueue.main)
              .sink { [weak self] in self?.items = $0 }
              .store(in: &cancellables)
          }
          """#,
        after: #"""
          // Action: case loadQuietlyResponse([Item])
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          // CancelID: cancellables
          case .loadQuietly:
            return .run { send in
              await send(.loadQuietlyResponse((try? await itemsClient.fetchFeed()) ?? []))
            }
            .cancellable(id: CancelID.cancellables)
          case let .loadQuietlyResponse(value):
            state.items = value
            return .none
          """#),
      EffectExample(
        before: #"""
          func watchStatus() {
            api.statusUpdates()
              .receive(on: DispatchQueue.main)
              .sink { [weak self] status in self?.username = status }
              .store(in: &cancellables)
          }
          """#,
        after: #"""
          // Action: case watchStatusResponse(String)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          // CancelID: cancellables
          case .watchStatus:
            return .run { send in
              for await element in itemsClient.statusUpdates().values {
                await send(.watchStatusResponse(element))
              }
            }
            .cancellable(id: CancelID.cancellables)
          case let .watchStatusResponse(status):
            state.username = status
            return .none
          """#),
      EffectExample(
        before: #"""
          func mirrorStatus() {
            api.statusUpdates()
              .receive(on: DispatchQueue.main)
              .assign(to: \.username, on: self)
              .store(in: &cancellables)
          }
          """#,
        after: #"""
          // Action: case mirrorStatusResponse(String)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          // CancelID: cancellables
          case .mirrorStatus:
            return .run { send in
              for await element in itemsClient.statusUpdates().values {
                await send(.mirrorStatusResponse(element))
              }
            }
            .cancellable(id: CancelID.cancellables)
          case let .mirrorStatusResponse(value):
            state.username = value
            return .none
          """#),
      EffectExample(
        before: #"""
          func retryLoad() {
            feedCancellable = api.fetchFeed()
              .retry(2)
              .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] in self?.items = $0 })
          }
          """#,
        after: #"""
          case .retryLoad:
            // TODO(tca-migrate): publisher operator `retry` the rewriter does not translate; apply it to the value in the effect or the response case
            // feedCancellable = api.fetchFeed()
            //   .retry(2)
            //   .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] in self?.items = $0 })
            return .none
          """#, status: .manual),
    ]
  }
}

extension RequestPublisherRule {
  /// Converts a subscription to a service publisher into an effect: a request publisher's client endpoint is awaited
  /// (response cases for the value and the failure), a stream's values are iterated (a case per value); false when
  /// `statement` subscribes to neither.
  static func convertPublisherSink(
    _ s: inout ConversionSession,
    _ statement: Statement, scope: Scope, depth: Int, into writer: inout LineWriter
  ) -> Bool {
    guard let parsed = PublisherSink.publisherSink(s, statement) else { return false }
    let sink: PublisherSink
    switch parsed {
    case .refused(let reason):
      s.placement.emitTodo(statement, reasons: [reason], depth: depth, into: &writer)
      return true
    case .sink(let found): sink = found
    }
    if sink.isStream && sink.completion != nil {
      let reason =
        "`\(sink.endpoint.name)` streams values and cannot fail; `receiveCompletion` has no effect equivalent"
      s.placement.emitTodo(statement, reasons: [reason], depth: depth, into: &writer)
      return true
    }
    let source = statement.source
    var parts: CompletionParts? = CompletionParts(finished: [], failure: [], error: nil)
    var completionParameter = "$0"
    if let completion = sink.completion {
      completionParameter = completion.closureParameters(source).first ?? "$0"
      parts = CompletionParts.completionParts(s, completion, parameter: completionParameter, source)
    }
    guard let parts else {
      let reason =
        "the `receiveCompletion` closure reads `\(completionParameter)` in a way the rewriter does not translate"
      s.placement.emitTodo(statement, reasons: [reason], depth: depth, into: &writer)
      return true
    }
    var valueName = "value"
    var valueStatements: [Statement] = []
    if let assigned = sink.assigned {
      let line = source.line(statement.range.lowerBound)
      valueStatements = ParsedBody(text: "self.\(assigned) = value", firstLine: line).statements
    } else if let value = sink.value {
      let valueParameters = value.closureParameters(source)
      guard valueParameters.count <= 1 else {
        s.placement.emitTodo(
          statement, reasons: ["`receiveValue` takes more than one parameter"], depth: depth, into: &writer)
        return true
      }
      valueName = valueParameters.first ?? "value"
      valueStatements = value.statements
      if valueParameters.isEmpty, CompletionParts.usesOwnDollarZero(value, source) {
        let line = source.line(value.open)
        valueStatements =
          ParsedBody(text: value.replacingDollarZero(source, with: "value"), firstLine: line).statements
      }
    }
    if valueName == "_" { valueName = "value" }

    // The effect's call, and the State it captures: a property stream's call takes no arguments.
    let call: String
    var captures: [String] = []
    if let stream = sink.propertyStream {
      call = stream.call
      s.use(stream.dependency)
    } else {
      s.bridgingPublisher = true
      let rendered = StateCaptureRule.renderedInEffect(&s, [(statement, sink.call)], scope: scope, inClosure: true)
      s.bridgingPublisher = false
      guard var rendered else {
        let reason = "the arguments of `\(sink.endpoint.name)` cannot be read inside an effect"
        s.placement.emitTodo(statement, reasons: [reason], depth: depth, into: &writer)
        return true
      }
      call = rendered.writer.finishSingleLine()
      captures = rendered.captures
    }
    var fallback: String?
    if let range = sink.fallback {
      guard var value = StateCaptureRule.renderedInEffect(&s, [(statement, range)], scope: scope, inClosure: true)
      else {
        let reason = "the `replaceError(with:)` value cannot be computed inside an effect"
        s.placement.emitTodo(statement, reasons: [reason], depth: depth, into: &writer)
        return true
      }
      fallback = value.writer.finishSingleLine()
      captures += value.captures.filter { !captures.contains($0) }
    }
    let bodies = valueStatements + parts.finished + parts.failure
    let used = bodies.reduce(into: Set<String>()) { $0.formUnion($1.identifiersUsed) }
    let carried = used.intersection(scope.locals).subtracting([valueName, parts.error ?? ""]).sorted()
    var carriedTypes: [String] = []
    for name in carried {
      guard let type = scope.types[name] else {
        let reason = "the `sink` closures read `\(name)`, a local whose type is unknown; pass it through the response"
        s.placement.emitTodo(statement, reasons: [reason], depth: depth, into: &writer)
        return true
      }
      carriedTypes.append(type)
      if scope.variables.contains(name) { captures.append(name) }
    }
    let carriedScope = zip(carried, carriedTypes).map { (name: $0, type: $1) }
    let responseName = s.responses.nextName(base: s.sequence.responseBase, endpoint: sink.endpoint.name)
    let captureText = StateCaptureRule.captureListText(
      captures.map { scope.variables.contains($0) && scope.locals.contains($0) ? $0 : "\($0) = state.\($0)" })
    var run = [".run { \(captureText)send in"]
    let extra = carried.isEmpty ? "" : ", " + carried.joined(separator: ", ")
    func pattern(_ head: String, bound: Bool, body: [String]) -> String {
      let names = CatchAndDeferRule.mentioned(carried, in: body)
      let binds = bound || names.contains { $0 != "_" }
      return (binds ? "let " : "") + ".\(responseName)(" + ([head] + names).joined(separator: ", ") + ")"
    }
    if sink.isStream || fallback != nil {
      s.responses.add(ActionCaseSpec(name: responseName, payload: [sink.request.output] + carriedTypes))
      let success = responseCase(
        &s, valueStatements, binding: valueName, type: sink.request.output, carried: carriedScope, scope: scope)
      let head = success.bound ?? "_"
      let casePattern =
        carried.isEmpty && success.bound == nil
        ? ".\(responseName)" : pattern(head, bound: success.bound != nil, body: success.body)
      s.responses.cases.append(ReducerCaseSpec(pattern: casePattern, body: success.body))
      let values = sink.propertyStream == nil ? ".values" : ""
      if let fallback {
        run += [s.indent + "await send(.\(responseName)((try? await \(call)) ?? \(fallback)\(extra)))", "}"]
      } else {
        run += [
          s.indent + "for await element in \(call)\(values) {",
          s.indent + s.indent + "await send(.\(responseName)(element\(extra)))",
          s.indent + "}", "}",
        ]
      }
      return finishPublisherEffect(&s, run, sink: sink, depth: depth, scope: scope, into: &writer)
    }
    s.responses.add(
      ActionCaseSpec(name: responseName, payload: ["Result<\(sink.request.output), any Error>"] + carriedTypes))
    let success = responseCase(
      &s, valueStatements + parts.finished, binding: sink.request.isVoid ? nil : valueName, type: sink.request.output,
      carried: carriedScope, scope: scope)
    let failure = responseCase(&s, parts.failure, binding: parts.error, type: nil, carried: carriedScope, scope: scope)
    let valuePattern = success.bound.map { ".success(\($0))" } ?? ".success"
    let errorPattern = failure.bound.map { ".failure(\($0))" } ?? ".failure"
    s.responses.cases.append(
      ReducerCaseSpec(
        pattern: pattern(valuePattern, bound: success.bound != nil, body: success.body), body: success.body))
    s.responses.cases.append(
      ReducerCaseSpec(
        pattern: pattern(errorPattern, bound: failure.bound != nil, body: failure.body), body: failure.body))
    run += [s.indent + "await send(.\(responseName)(Result { try await \(call) }\(extra)))", "}"]
    return finishPublisherEffect(&s, run, sink: sink, depth: depth, scope: scope, into: &writer)
  }

  /// Makes `run` cancellable by the stored cancellable's ID (or the sequence's) and starts it.
  private static func finishPublisherEffect(
    _ s: inout ConversionSession,
    _ effect: [String], sink: PublisherSink, depth: Int, scope: Scope, into writer: inout LineWriter
  ) -> Bool {
    var run = effect
    if let id = sink.cancelID {
      s.cancelIDs.use(id)
      s.pendingEffects.removeAll { $0 == [".cancel(id: CancelID.\(id))"] }
      run.append(".cancellable(id: CancelID.\(id)" + (sink.cancelInFlight ? ", cancelInFlight: true)" : ")"))
    } else {
      run = s.cancellable(run)
    }
    s.translatedStatements += 1
    return s.startEffect(run, depth: depth, scope: scope, into: &writer)
  }

  /// A response case body converted from `statements` with `binding` declared; the binding is nil when unused.
  private static func responseCase(
    _ s: inout ConversionSession,
    _ statements: [Statement], binding: String?, type: String?, carried: [(name: String, type: String)], scope: Scope
  ) -> (body: [String], bound: String?) {
    var caseScope = scope
    caseScope.mode = .reducer
    caseScope.inClosure = false
    caseScope.unavailable = scope.locals
    for local in carried { caseScope.declare(local.name, type: local.type) }
    if let binding { caseScope.declare(binding, type: type) }
    let savedLabel = s.inlining.returnLabel
    let savedBlockNames = s.inlining.boundNames
    s.inlining.boundNames = []
    s.inlining.returnLabel = nil
    let savedSequence = s.sequence
    let savedPending = s.pendingEffects
    let savedBlockDepth = s.blockDepth
    s.sequence = SequenceContext(responseBase: s.sequence.responseBase)
    s.pendingEffects = []
    s.blockDepth = 0
    var caseWriter = LineWriter(indent: s.indent)
    s.convertSequence(statements, scope: &caseScope, depth: 0, into: &caseWriter)
    s.sequence = savedSequence
    s.pendingEffects = savedPending
    s.blockDepth = savedBlockDepth
    s.inlining.returnLabel = savedLabel
    s.inlining.boundNames = savedBlockNames
    let body = caseWriter.finish()
    guard let binding else { return (body, nil) }
    return (body, CatchAndDeferRule.mentioned([binding], in: body).first == "_" ? nil : binding)
  }

  /// `cancellable = service.request().sink(…)` in a case body, as an effect.
  static func awaitsPublisher(
    _ s: inout ConversionSession, _ site: StatementSite, scope: inout Scope, into writer: inout LineWriter
  ) -> StepOutcome {
    guard scope.mode == .reducer, !scope.inClosure else { return .declined }
    return convertPublisherSink(&s, site.statement, scope: scope, depth: site.depth, into: &writer)
      ? .converted : .declined
  }

  /// A request-publisher sink at method level, as a pending effect.
  static func startsRequest(
    _ s: inout ConversionSession, _ site: SequenceSite, scope: inout Scope, into writer: inout LineWriter
  ) -> SequenceOutcome {
    let starts = convertPublisherSink(&s, site.statement, scope: scope, depth: site.depth, into: &writer)
    return starts ? .advanced : .declined
  }
}
