import Foundation
import Lexer
import Proposal

extension ConversionSession {
  /// `service.call(args) { [weak self] result in … }` on a completion-handler endpoint: an effect that awaits the
  /// callback through a continuation and sends its value to a response case holding the callback body.
  mutating func completionEffect(_ statement: Statement, scope: Scope) -> [String]? {
    let source = statement.source
    guard let block = statement.blocks.last, block.isClosure, block.close == statement.range.upperBound - 1 else {
      return nil
    }
    var header = statement.headerIndices.filter { $0 < block.open }
    header = source.droppingSelf(header)
    var storedID: String?
    if header.count > 2, source.kind(header[1]) == .equal, isTaskProperty(source.text(header[0])) {
      storedID = source.text(header[0])
      header.removeFirst(2)
      header = source.droppingSelf(header)
    }
    guard
      header.count == 3
        || (header.count >= 5 && source.kind(header[3]) == .leftParen
          && source.kind(header[header.count - 1]) == .rightParen),
      source.kind(header[1]) == .period,
      client(source.text(header[0])) != nil,
      let method = serviceMethod(dependency: source.text(header[0]), name: source.text(header[2])),
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
    guard var rendered = renderedInEffect([(statement, callRange)], scope: scope, inClosure: true) else { return nil }
    let call = rendered.writer.finishSingleLine()
    var captureList = Self.stateCaptures(rendered.captures)
    for index in callRange where source.kind(index) == .identifier && scope.variables.contains(source.text(index)) {
      let name = source.text(index)
      if !captureList.contains(name) { captureList.append(name) }
    }
    let isVoidCallback = valueType == "Void" || valueType == "()"
    if block.statements.allSatisfy(\.isComment) {
      let ignored = isVoidCallback ? "{}" : "{ _ in }"
      let discarded = method.returnType.map { !["Void", "()"].contains($0) } ?? false
      let run = [
        ".run { \(Self.captureListText(captureList))_ in", indent + (discarded ? "_ = " : "") + call + " \(ignored)",
        "}",
      ]
      guard let storedID else { return cancellable(run) }
      useCancelID(storedID)
      pendingEffects.removeAll { $0 == [".cancel(id: CancelID.\(storedID))"] }
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

    let responseName = nextResponseName(endpoint: method.name)
    let isVoid = valueType == "Void" || valueType == "()"
    let returnsValue = method.returnType.map { !["Void", "()"].contains($0) } ?? false
    let discard = returnsValue ? "_ = " : ""
    addAction(ActionCaseSpec(name: responseName, payload: (isVoid ? [] : [valueType]) + carriedTypes))
    var caseScope = scope
    caseScope.mode = .reducer
    caseScope.inClosure = false
    caseScope.unavailable = scope.locals
    if !isVoid { caseScope.declare(value, type: valueType) }
    for (name, type) in zip(carried, carriedTypes) { caseScope.declare(name, type: type) }
    let savedSequence = sequence
    let savedPending = pendingEffects
    let savedLabel = helperReturnLabel
    let savedBlockNames = helperBlockNames
    helperBlockNames = []
    let savedBlockDepth = blockDepth
    helperReturnLabel = nil
    blockDepth = 0
    sequence = SequenceContext(responseBase: sequence.responseBase)
    pendingEffects = []
    var caseWriter = LineWriter(indent: indent)
    let insertAt = extraCases.count
    let bound = (isVoid ? [] : [value]) + carried
    convertSequence(block.statements, scope: &caseScope, depth: 0, into: &caseWriter)
    extraCases.insert(
      ReducerCaseSpec(
        pattern: bound.isEmpty ? ".\(responseName)" : "let .\(responseName)(\(bound.joined(separator: ", ")))",
        body: caseWriter.finish()),
      at: insertAt)
    sequence = savedSequence
    pendingEffects = savedPending
    helperReturnLabel = savedLabel
    helperBlockNames = savedBlockNames
    blockDepth = savedBlockDepth

    let captureText = Self.captureListText(captureList)
    let sent = bound.isEmpty ? "" : "(" + bound.joined(separator: ", ") + ")"
    var run = [".run { \(captureText)send in"]
    if isVoid {
      run += [
        indent + "await withCheckedContinuation { continuation in",
        indent + indent + discard + call + " { continuation.resume() }",
        indent + "}",
        indent + "await send(.\(responseName)\(sent))",
      ]
    } else {
      run += [
        indent + "let \(value) = await withCheckedContinuation { continuation in",
        indent + indent + discard + call + " { continuation.resume(returning: $0) }",
        indent + "}",
        indent + "await send(.\(responseName)\(sent))",
      ]
    }
    run.append("}")
    if let storedID {
      useCancelID(storedID)
      pendingEffects.removeAll { $0 == [".cancel(id: CancelID.\(storedID))"] }
      return run + [".cancellable(id: CancelID.\(storedID), cancelInFlight: true)"]
    }
    return cancellable(run)
  }

  /// `@escaping (Result<User, AppError>) -> Void` → `Result<User, AppError>`; `() -> Void` → `Void`.
  func callbackValueType(_ type: String) -> String? {
    var text = Substring(type.trimmingCharacters(in: .whitespaces))
    for prefix in ["@escaping", "@Sendable", "@MainActor"] where text.hasPrefix(prefix) {
      text = text.dropFirst(prefix.count).drop { $0 == " " }
    }
    if text.hasPrefix("(("), text.hasSuffix(")?") { text = text.dropFirst().dropLast(2) }
    guard text.hasPrefix("("), let arrow = text.range(of: ")->") ?? text.range(of: ") ->") else { return nil }
    let returns = text[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
    guard returns == "Void" || returns == "()" else { return nil }
    let inner = text[text.index(after: text.startIndex)..<arrow.lowerBound].trimmingCharacters(in: .whitespaces)
    if inner.isEmpty { return "Void" }
    var depth = 0
    for character in inner {
      if "(<[".contains(character) { depth += 1 }
      if ")>]".contains(character) { depth -= 1 }
      if character == "," && depth == 0 { return nil }
    }
    return inner
  }
}
