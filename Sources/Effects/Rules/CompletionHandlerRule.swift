import Analysis
import Foundation
import Lexer
import Proposal

/// Effect rule `completion-handler`: completion-handler services.
public struct CompletionHandlerRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "completion-handler" }
  /// Short title.
  public var title: String { "Completion-handler services" }
  /// What the rule does.
  public var summary: String {
    "A call to a completion-handler endpoint (`service.load(id) { [weak self] result in … }`) becomes an effect that awaits the callback through `withCheckedContinuation` and sends its value to a response case holding the callback body (main-queue hop and `guard let self` dropped). Locals the callback reads travel in the response; a call stored in a task property (`task = service.call { … }`) is cancellable by that property's ID. A call whose callback is empty (`{ _ in }`) is fired and forgotten, without a response; `var` locals the call reads are captured."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func login() {
            isLoading = true
            auth.login(email: username) { [weak self] result in
              DispatchQueue.main.async {
                guard let self else { return }
                self.isLoading = false
                switch result {
                case let .success(user):
                  self.user = user
                case let .failure(error):
                  self.errorMessage = error.localizedDescription
                }
              }
            }
          }
          """#,
        after: #"""
          // Action: case loginResponse(Result<User, AuthError>)
          // Dependency: @Dependency(AuthClient.self) var authClient
          case .login:
            state.isLoading = true
            return .run { [username = state.username] send in
              let result = await withCheckedContinuation { continuation in
                authClient.login(email: username) { continuation.resume(returning: $0) }
              }
              await send(.loginResponse(result))
            }
          case let .loginResponse(result):
            state.isLoading = false
            switch result {
            case let .success(user):
              state.user = user
            case let .failure(error):
              state.errorMessage = error.localizedDescription
            }
            return .none
          """#),
      EffectExample(
        before: #"""
          func findUser() {
            lookupTask?.cancel()
            let email = username.lowercased()
            lookupTask = auth.lookup(email: email) { [weak self] result in
              if case let .success(user) = result {
                self?.user = user
                self?.username = email
              }
            }
          }
          """#,
        after: #"""
          // Action: case findUserResponse(Result<User, AuthError>, String)
          // Dependency: @Dependency(AuthClient.self) var authClient
          // CancelID: lookupTask
          case .findUser:
            let email = state.username.lowercased()
            return .run { send in
              let result = await withCheckedContinuation { continuation in
                _ = authClient.lookup(email: email) { continuation.resume(returning: $0) }
              }
              await send(.findUserResponse(result, email))
            }
            .cancellable(id: CancelID.lookupTask, cancelInFlight: true)
          case let .findUserResponse(result, email):
            if case let .success(user) = result {
              state.user = user
              state.username = email
            }
            return .none
          """#),
      EffectExample(
        before: #"""
          func quickLogin() {
            var email = username
            email += "@example.com"
            auth.login(email: email) { _ in }
          }
          """#,
        after: #"""
          // Dependency: @Dependency(AuthClient.self) var authClient
          case .quickLogin:
            var email = state.username
            email += "@example.com"
            return .run { [email] _ in
              authClient.login(email: email) { _ in }
            }
          """#),
    ]
  }
}

extension CompletionHandlerRule {
  /// `service.call(args) { [weak self] result in … }` on a completion-handler endpoint: an effect that awaits the
  /// callback through a continuation and sends its value to a response case holding the callback body.
  static func completionEffect(_ s: inout ConversionSession, _ statement: Statement, scope: Scope) -> [String]? {
    let source = statement.source
    guard let block = statement.blocks.last, block.isClosure, block.close == statement.range.upperBound - 1 else {
      return nil
    }
    var header = statement.headerIndices.filter { $0 < block.open }
    header = source.droppingSelf(header)
    var storedID: String?
    if header.count > 2, source.kind(header[1]) == .equal, s.isTaskProperty(source.text(header[0])) {
      storedID = source.text(header[0])
      header.removeFirst(2)
      header = source.droppingSelf(header)
    }
    guard
      header.count == 3
        || (header.count >= 5 && source.kind(header[3]) == .leftParen
          && source.kind(header[header.count - 1]) == .rightParen),
      source.kind(header[1]) == .period,
      s.client(source.text(header[0])) != nil,
      let method = s.serviceMethod(dependency: source.text(header[0]), name: source.text(header[2])),
      let callback = method.parameters.last?.type, let valueType = callbackValueType(callback)
    else { return nil }
    let parameters =
      block.signature.map { signature in
        signature.filter { source.kind($0) == .identifier || source.kind($0) == .wildcard }.map { source.text($0) }
      } ?? []
    guard parameters.count <= 1 else { return nil }
    let usesDollar = block.statements.contains { statement in
      statement.range.contains { source.kind($0) == .dollarIdentifier && source.text($0) == "$0" }
    }
    guard !usesDollar || !parameters.isEmpty else { return nil }
    let value = parameters.first.flatMap { $0 == "_" ? nil : $0 } ?? "value"

    let callRange = header[0]..<(header[header.count - 1] + 1)
    guard var rendered = StateCaptureRule.renderedInEffect(&s, [(statement, callRange)], scope: scope, inClosure: true)
    else { return nil }
    let call = rendered.writer.finishSingleLine()
    var captureList = StateCaptureRule.stateCaptures(rendered.captures)
    captureList += StateCaptureRule.variableCaptures(source, callRange, scope: scope).filter {
      !captureList.contains($0)
    }
    let isVoidCallback = valueType == "Void" || valueType == "()"
    if block.statements.allSatisfy(\.isComment) {
      let ignored = isVoidCallback ? "{}" : "{ _ in }"
      let discarded = method.returnType.map { !["Void", "()"].contains($0) } ?? false
      let run = [
        ".run { \(StateCaptureRule.captureListText(captureList))_ in",
        s.indent + (discarded ? "_ = " : "") + call + " \(ignored)",
        "}",
      ]
      guard let storedID else { return s.cancellable(run) }
      s.cancelIDs.use(storedID)
      s.pendingEffects.removeAll { $0 == [".cancel(id: CancelID.\(storedID))"] }
      return run + [".cancellable(id: CancelID.\(storedID), cancelInFlight: true)"]
    }
    let used = block.statements.reduce(into: Set<String>()) { $0.formUnion($1.identifiersUsed) }
    let carried = used.intersection(scope.locals).subtracting([value]).sorted()
    var carriedTypes: [String] = []
    for name in carried {
      guard let type = scope.types[name] else { return nil }
      carriedTypes.append(type)
      if scope.variables.contains(name) { captureList.append(name) }
    }

    let responseName = s.responses.nextName(base: s.sequence.responseBase, endpoint: method.name)
    let isVoid = valueType == "Void" || valueType == "()"
    let returnsValue = method.returnType.map { !["Void", "()"].contains($0) } ?? false
    let discard = returnsValue ? "_ = " : ""
    s.responses.add(ActionCaseSpec(name: responseName, payload: (isVoid ? [] : [valueType]) + carriedTypes))
    var caseScope = scope
    caseScope.mode = .reducer
    caseScope.inClosure = false
    caseScope.unavailable = scope.locals
    if !isVoid { caseScope.declare(value, type: valueType) }
    for (name, type) in zip(carried, carriedTypes) { caseScope.declare(name, type: type) }
    let savedSequence = s.sequence
    let savedPending = s.pendingEffects
    let savedLabel = s.inlining.returnLabel
    let savedBlockNames = s.inlining.boundNames
    s.inlining.boundNames = []
    let savedBlockDepth = s.blockDepth
    s.inlining.returnLabel = nil
    s.blockDepth = 0
    s.sequence = SequenceContext(responseBase: s.sequence.responseBase)
    s.pendingEffects = []
    var caseWriter = LineWriter(indent: s.indent)
    let insertAt = s.responses.cases.count
    let bound = (isVoid ? [] : [value]) + carried
    s.convertSequence(block.statements, scope: &caseScope, depth: 0, into: &caseWriter)
    s.responses.cases.insert(
      ReducerCaseSpec(
        pattern: bound.isEmpty ? ".\(responseName)" : "let .\(responseName)(\(bound.joined(separator: ", ")))",
        body: caseWriter.finish()),
      at: insertAt)
    s.sequence = savedSequence
    s.pendingEffects = savedPending
    s.inlining.returnLabel = savedLabel
    s.inlining.boundNames = savedBlockNames
    s.blockDepth = savedBlockDepth

    let captureText = StateCaptureRule.captureListText(captureList)
    let sent = bound.isEmpty ? "" : "(" + bound.joined(separator: ", ") + ")"
    var run = [".run { \(captureText)send in"]
    if isVoid {
      run += [
        s.indent + "await withCheckedContinuation { continuation in",
        s.indent + s.indent + discard + call + " { continuation.resume() }",
        s.indent + "}",
        s.indent + "await send(.\(responseName)\(sent))",
      ]
    } else {
      run += [
        s.indent + "let \(value) = await withCheckedContinuation { continuation in",
        s.indent + s.indent + discard + call + " { continuation.resume(returning: $0) }",
        s.indent + "}",
        s.indent + "await send(.\(responseName)\(sent))",
      ]
    }
    run.append("}")
    if let storedID {
      s.cancelIDs.use(storedID)
      s.pendingEffects.removeAll { $0 == [".cancel(id: CancelID.\(storedID))"] }
      return run + [".cancellable(id: CancelID.\(storedID), cancelInFlight: true)"]
    }
    return s.cancellable(run)
  }

  /// `@escaping (Result<User, AppError>) -> Void` → `Result<User, AppError>`; `() -> Void` → `Void`.
  static func callbackValueType(_ type: String) -> String? {
    var text = Substring(String(LineText.trimmed(type)))
    for prefix in ["@escaping", "@Sendable", "@MainActor"] where text.hasPrefix(prefix) {
      text = text.dropFirst(prefix.count).drop { $0 == " " }
    }
    if text.hasPrefix("(("), text.hasSuffix(")?") { text = text.dropFirst().dropLast(2) }
    guard text.hasPrefix("("), let arrow = text.firstRange(of: ")->") ?? text.firstRange(of: ") ->") else { return nil }
    let returns = String(LineText.trimmed(text[arrow.upperBound...]))
    guard returns == "Void" || returns == "()" else { return nil }
    let inner = String(LineText.trimmed(text[text.index(after: text.startIndex)..<arrow.lowerBound]))
    if inner.isEmpty { return "Void" }
    var depth = 0
    for character in inner {
      if LineText.isAny(of: "(<[", character) { depth += 1 }
      if LineText.isAny(of: ")>]", character) { depth -= 1 }
      if character == "," && depth == 0 { return nil }
    }
    return inner
  }

  /// The dependency a statement calls with a trailing completion closure (`api.fetch { result in … }`).
  static func completionHandlerCall(_ s: ConversionSession, _ statement: Statement) -> String? {
    let source = statement.source
    guard statement.blocks.contains(where: { $0.isClosure }) else { return nil }
    var words = statement.headerIndices.map { source.text($0) }
    if words.first == "self" { words.removeFirst(min(2, words.count)) }
    guard let name = words.first, words.count > 1, words[1] == "." || words[1] == "?" else { return nil }
    let isDependency = s.client(name) != nil || s.context.viewModel.dependencies.contains { $0.name == name }
    return isDependency ? name : nil
  }

  /// A completion-handler call on a known endpoint, started as an effect.
  static func startsCompletionEffect(
    _ s: inout ConversionSession, _ site: StatementSite, scope: inout Scope, into writer: inout LineWriter
  ) -> StepOutcome {
    s.startEffect(at: site, scope: scope, into: &writer) { completionEffect(&$0, site.statement, scope: scope) }
  }

  /// Any other completion-handler call on a dependency stays under a TODO.
  static func refusesCompletionCall(
    _ s: inout ConversionSession, _ site: StatementSite, scope: inout Scope, into writer: inout LineWriter
  ) -> StepOutcome {
    guard scope.mode == .reducer, let dependency = completionHandlerCall(s, site.statement) else { return .declined }
    s.placement.emitTodo(
      site.statement, reasons: [reason(calling: dependency, in: site.statement)], depth: site.depth, into: &writer)
    return .converted
  }

  /// Why such a call stays a TODO: a subscription to another object's published property
  /// (`subFeature.$status.sink { … }`) is a stream for its client to give, any other call a completion handler.
  static func reason(calling dependency: String, in statement: Statement) -> String {
    let source = statement.source
    var header = source.droppingSelf(statement.headerIndices, optional: true)
    if header.count > 2, source.kind(header[1]) == .questionMark { header.remove(at: 1) }
    guard header.count > 2, source.kind(header[1]) == .period, source.kind(header[2]) == .dollarIdentifier else {
      return "completion-handler call on `\(dependency)`; make the client endpoint `async`"
    }
    let publisher = "\(dependency).\(source.text(header[2]))"
    return "subscribes to `\(publisher)`, another object's published property; give its client an endpoint "
      + "returning an `AsyncStream` of it and read that with `for await` in a `.run`"
  }

  /// A completion-handler call at method level, as a pending effect.
  static func startsCompletion(
    _ s: inout ConversionSession, _ site: SequenceSite, scope: inout Scope, into writer: inout LineWriter
  ) -> SequenceOutcome {
    guard let effect = completionEffect(&s, site.statement, scope: scope) else { return .declined }
    s.pendingEffects.append(effect)
    return .advanced
  }
}
