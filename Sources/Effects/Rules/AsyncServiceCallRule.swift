import Analysis
import Foundation
import Lexer
import Proposal

/// Effect rule `async-service-call`: awaited service calls.
public struct AsyncServiceCallRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "async-service-call" }
  /// Short title.
  public var title: String { "Awaited service calls" }
  /// What the rule does.
  public var summary: String {
    "Statements before the first `await` stay in the action case; the awaited service call moves into `.run` using the generated client and comes back as `…Response(Result { try await … })`; statements after it move into the response case. `try?` sends an optional instead of a `Result`."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func load() async {
            isLoading = true
            items = try await api.fetchItems()
            isLoading = false
          }
          """#,
        after: #"""
          // Action: case loadResponse(Result<[Item], any Error>)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case .load:
            state.isLoading = true
            return .run { send in
              await send(.loadResponse(Result { try await itemsClient.fetchItems() }))
            }
          case let .loadResponse(.success(items)):
            state.items = items
            state.isLoading = false
            return .none
          case .loadResponse(.failure):
            return .none
          """#),
      EffectExample(
        before: #"""
          func search() async {
            guard !query.isEmpty else { return }
            let found = try? await api.search(query)
            results = found ?? []
          }
          """#,
        after: #"""
          // Action: case searchResponse([Item]?)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case .search:
            guard !state.query.isEmpty else { return .none }
            return .run { [query = state.query] send in
              await send(.searchResponse(try? await itemsClient.search(query)))
            }
          case let .searchResponse(found):
            state.results = found ?? []
            return .none
          """#),
      EffectExample(
        before: #"""
          func loadUnread() async {
            unread = await api.unreadCount()
          }
          """#,
        after: #"""
          // Action: case loadUnreadResponse(Int)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case .loadUnread:
            return .run { send in
              await send(.loadUnreadResponse(await itemsClient.unreadCount()))
            }
          case let .loadUnreadResponse(unread):
            state.unread = unread
            return .none
          """#),
      EffectExample(
        before: #"""
          func trackOpen() async {
            await analytics.track("open")
          }
          """#,
        after: #"""
          // Dependency: @Dependency(AnalyticsClient.self) var analyticsClient
          case .trackOpen:
            return .run { _ in
              await analyticsClient.track("open")
            }
          """#),
    ]
  }
}

extension AsyncServiceCallRule {
  /// `analytics.track("x")` on a synchronous, Void client endpoint: a fire-and-forget `.run`.
  static func fireAndForgetClientCall(_ s: inout ConversionSession, _ statement: Statement, scope: Scope) -> [String]? {
    let source = statement.source
    let header = source.droppingSelf(statement.headerIndices)
    guard header.count >= 5, statement.blocks.isEmpty, source.kind(header[1]) == .period,
      source.kind(header[3]) == .leftParen, source.kind(header[header.count - 1]) == .rightParen,
      s.client(source.text(header[0])) != nil,
      let method = s.serviceMethod(dependency: source.text(header[0]), name: source.text(header[2])),
      method.returnType == nil || method.returnType == "Void", !method.isAsync
    else { return nil }
    guard
      var rendered = StateCaptureRule.renderedInEffect(
        &s, [(statement, statement.range)], scope: scope, inClosure: nil)
    else {
      return nil
    }
    let call = rendered.writer.finish()
    let captureText = StateCaptureRule.captureListText(StateCaptureRule.stateCaptures(rendered.captures))
    let prefix = method.throws ? "try " : ""
    return [".run { \(captureText)_ in"]
      + call.enumerated().map { s.indent + ($0.offset == 0 ? prefix : "") + $0.element }
      + ["}"]
  }

}

/// A value the effect produces for its response case.
struct Produced {
  var name: String
  var type: String?
  var assignsState: Bool
}

extension AsyncServiceCallRule {
  /// The value type of an awaited expression, when known.
  static func valueType(_ s: ConversionSession, _ shape: AwaitShape) -> String? {
    if shape.isSleep { return "Void" }
    if let endpoint = shape.endpoint,
      let method = s.serviceMethod(dependency: endpoint.dependency, name: endpoint.method)
    {
      return method.returnType ?? "Void"
    }
    switch shape.form {
    case .bind(_, let annotation?): return shape.marker == "try?" ? String(annotation.dropLast()) : annotation
    case .assign(let name):
      guard let type = s.stateType(name) else { return nil }
      return shape.marker == "try?" && type.hasSuffix("?") ? String(type.dropLast()) : type
    default: return nil
    }
  }

  /// Whether the response carries a `Result` (the call throws or may throw).
  static func usesResult(_ s: ConversionSession, _ shape: AwaitShape) -> Bool {
    if shape.marker == "try" || shape.marker == "try!" { return true }
    if shape.marker == "try?" { return false }
    guard let endpoint = shape.endpoint, s.client(endpoint.dependency) != nil else { return false }
    return s.serviceMethod(dependency: endpoint.dependency, name: endpoint.method)?.throws ?? true
  }

  static func emitEffect(
    _ s: inout ConversionSession,
    group: [(Statement, AwaitShape?)], plain: Bool, rest: [Statement], scope: Scope, depth: Int,
    into writer: inout LineWriter
  ) -> Bool {
    let snapshot = s
    let first = group[group.count - 1].0
    let finalShape = group[group.count - 1].1
    guard plain || finalShape != nil else { return false }
    var after: Set<String> = []
    for statement in rest + s.sequence.tail + s.sequence.defers { after.formUnion(statement.identifiersUsed) }
    if let catchStatement = s.sequence.catchStatement {
      for block in catchStatement.blocks.dropFirst() {
        for statement in block.statements { after.formUnion(statement.identifiersUsed) }
      }
    }
    var produced: [Produced] = []
    var prefixNeeded = false
    let asyncLets = StructuredConcurrencyRule.asyncLetTypes(s, group)
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
        case .bare: break
        case .embedded:
          guard offset == group.count - 1 else { break }
          let name = scope.locals.contains("response") ? "value" : "response"
          names.append(Produced(name: name, type: type, assignsState: false))
        }
      } else {
        var temp = scope
        s.declareBindings(of: statement, in: &temp)
        for name in s.boundNames(statement.source, statement.range) {
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
      s = snapshot
      return false
    }
    // An `async let` cannot be captured by the `Result { … }` closure: the whole group goes inside it.
    let isSingle = !prefixNeeded && !plain && asyncLets.isEmpty
    let finalProduced =
      produced.count > 0 && group.count > 0 ? CatchAndDeferRule.producedByFinal(s, group, produced) : []
    let outputs =
      plain
      ? []
      : isSingle
        ? finalProduced.filter { $0.assignsState || after.contains($0.name) || finalShape?.form == .embedded }
        : produced.filter { $0.assignsState || after.contains($0.name) }
    let needsResponse =
      outputs.contains { $0.assignsState } || (!plain && finalShape?.form == .embedded)
      || !rest.filter { !$0.isComment }.isEmpty || s.sequence.catchStatement != nil || !s.sequence.tail.isEmpty
      || !s.sequence.defers.isEmpty
    let result =
      plain ? s.sequence.catchStatement != nil : isSingle ? finalShape.map { usesResult(s, $0) } ?? true : true
    let optional = isSingle && finalShape?.marker == "try?"

    // The effect's body.
    let savedCaptures = s.captures
    s.captures = []
    s.issueFrames.append([])
    var effectScope = scope
    effectScope.mode = .effect
    effectScope.inClosure = true
    var body: [String] = []
    var valueLines: [String] = []
    let todoCount = s.todos.count
    if !needsResponse || (plain && !result) {
      var temp = LineWriter(indent: s.indent)
      for (statement, shape) in group {
        s.renderStatement(
          statement, depth: 0, scope: &effectScope, into: &temp,
          overrides: shape.map { AwaitSequenceRule.assignOverride(s, statement, $0) } ?? [:])
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
      for (statement, shape) in group {
        s.renderStatement(
          statement, depth: 1, scope: &effectScope, into: &temp,
          overrides: shape.map { AwaitSequenceRule.assignOverride(s, statement, $0) } ?? [:])
      }
      switch outputs.count {
      case 0: break
      case 1: temp.writeLines(["return \(outputs[0].name)"], depth: 1)
      default: temp.writeLines(["return (" + outputs.map(\.name).joined(separator: ", ") + ")"], depth: 1)
      }
      body = temp.finish()
    }
    let effectIssues = s.issueFrames.removeLast()
    if !effectIssues.isEmpty || s.todos.count != todoCount {
      s = snapshot
      return false
    }
    var captureList = StateCaptureRule.stateCaptures(s.captures)
    var used: Set<String> = []
    for (statement, _) in group { used.formUnion(statement.identifiersUsed) }
    let mutated = scope.variables.filter { name in
      used.contains(name) && group.contains { s.mutates($0.0.source, name: name, in: $0.0.range) }
    }
    if let name = mutated.sorted().first {
      s = snapshot
      s.issue("changes `\(name)`, a local declared before the await, inside the effect; declare it in the effect")
      return false
    }
    captureList += scope.variables.filter { used.contains($0) }.sorted()
    s.captures = savedCaptures
    let captureText = StateCaptureRule.captureListText(captureList)

    if !needsResponse {
      // The last step of a polling loop's iteration starts the next one.
      if let loop = s.sequence.loopAction { body.append("await send(.\(loop))") }
      let sends = body.contains { $0.contains("send(") }
      let run = [".run { \(captureText)\(sends ? "send" : "_") in"] + body.map { s.indent + $0 } + ["}"]
      writer.writeLines(s.returning(s.combinedEffect([s.cancellable(run)])), depth: depth)
      return true
    }

    // The response action and its payload.
    let responseName = s.nextResponseName(endpoint: plain ? nil : finalShape?.endpoint?.method)
    let parameterOrder = s.method.parameters.map(\.name)
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
    s.addAction(
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
      s.todo(reason, line: first.source.line(first.range.lowerBound))
    }
    let run = [".run { \(captureText)send in"] + body.map { s.indent + $0 } + ["}"]
    writer.writeLines(lines + s.returning(s.combinedEffect([s.cancellable(run)])), depth: depth)

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
    let successIndex = s.extraCases.count
    s.catchOwners += 1
    defer { s.catchOwners -= 1 }
    s.convertSequence(rest, scope: &responseScope, depth: 0, into: &success)
    let successPayload = result ? ".success" + (binding.map { "(\($0))" } ?? "") : binding
    let successBody = success.finish()
    s.extraCases.insert(
      ReducerCaseSpec(
        pattern: CatchAndDeferRule.casePattern(
          s, responseName, CatchAndDeferRule.mentioned(s, carried, in: successBody), successPayload),
        body: successBody),
      at: successIndex)
    let failureIndex = successIndex + 1
    s.pendingEffects = []
    s.sequence = savedSequence

    if result {
      var failureScope = scope
      failureScope.mode = .reducer
      failureScope.inClosure = false
      failureScope.unavailable = scope.locals.subtracting(carried)
      for name in carried { failureScope.declare(name, type: scope.types[name]) }
      var failure = LineWriter(indent: s.indent)
      let errorName = CatchAndDeferRule.renderCatch(&s, scope: failureScope, into: &failure)
      s.emitTerminal(scope: &failureScope, depth: 0, into: &failure)
      let failurePayload = ".failure" + (errorName.map { "(\($0))" } ?? "")
      let failureBody = failure.finish()
      s.extraCases.insert(
        ReducerCaseSpec(
          pattern: CatchAndDeferRule.casePattern(
            s, responseName, CatchAndDeferRule.mentioned(s, carried, in: failureBody), failurePayload),
          body: failureBody),
        at: failureIndex)
      s.sequence = savedSequence
    }
    s.pendingEffects = savedPending
    return true
  }

}

extension AsyncServiceCallRule {
  /// A client call whose result nobody waits for, as a fire-and-forget effect.
  static func firesAndForgets(
    _ s: inout ConversionSession, _ site: StatementSite, scope: inout Scope, into writer: inout LineWriter
  ) -> StepOutcome {
    guard scope.mode == .reducer, !scope.inClosure,
      let effect = fireAndForgetClientCall(&s, site.statement, scope: scope)
    else { return .declined }
    return StepOutcome(converted: s.startEffect(effect, depth: site.depth, scope: scope, into: &writer))
  }
}

extension AsyncServiceCallRule {
  /// A statement with an `await` inside its expression (`items = try await api.load()` in a `let`, an argument):
  /// the effect and its response cases, when the statement needs nothing from the reducer.
  static func awaitsInExpression(
    _ s: inout ConversionSession, _ site: SequenceSite, scope: inout Scope, into writer: inout LineWriter
  ) -> SequenceOutcome {
    let statement = site.statement
    guard !statement.awaitsInHeader, statement.awaitsOutsideClosures, s.isEffectSafe(statement, scope: scope) else {
      return .declined
    }
    let statements = CatchAndDeferRule.flattenedDoCatch(&s, site.statements, from: site.k, scope: scope)
    let built = AwaitSequenceRule.buildEffect(
      &s, statements, at: site.k, scope: scope, depth: site.depth, into: &writer)
    return built ? .finished : .declined
  }
}

extension AsyncServiceCallRule {
  /// An injected service: its generated client (`itemsClient`), endpoints renamed as the client names them.
  static func readsClient(
    _ s: inout ConversionSession, _ site: MemberSite, scope: Scope, into writer: inout LineWriter
  ) -> MemberOutcome {
    let (source, name, index, next, end) = (site.source, site.name, site.index, site.next, site.end)
    guard let binding = s.client(name) else { return .declined }
    s.use(DependencyUse(property: binding.property, key: "\(binding.clientType).self"))
    writer.write(binding.property)
    let endpoint = source.nextSignificant(next + 1, before: end)
    guard next < end && source.kind(next) == .period && endpoint < end && source.kind(endpoint) == .identifier else {
      return .rendered(resume: index + 1)
    }
    let endpointName = source.text(endpoint)
    if !s.bridgingPublisher, let method = s.serviceMethod(dependency: name, name: endpointName), !method.isAsync,
      RequestPublisher.parse(method.returnType) != nil
    {
      s.issue("`\(endpointName)` returns a request publisher; its client endpoint is `async throws`, so await it")
    }
    if !binding.endpoints.isEmpty, binding.endpoints[endpointName] == nil {
      s.issue("reads `\(endpointName)` of `\(name)`, which `\(binding.clientType)` has no endpoint for; add one")
    }
    writer.write("." + (binding.endpoints[endpointName] ?? endpointName))
    return .rendered(resume: endpoint + 1)
  }
}
