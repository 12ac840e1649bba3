import Analysis
import Foundation
import Lexer
import Proposal

/// Statement shapes the statement rules recognise: calls, cancellations, hops, helpers, stored closures.
extension ConversionSession {
  /// `showError = true` → present the alert; `items = fetched` on an identified array → `IdentifiedArray(…)`.
  mutating func alertOrIdentifiedAssignment(_ statement: Statement, scope: Scope) -> [String]? {
    let source = statement.source
    let header = source.droppingSelf(statement.headerIndices, optional: true)
    guard header.count >= 3, source.kind(header[0]) == .identifier, source.kind(header[1]) == .equal,
      !scope.locals.contains(source.text(header[0]))
    else { return nil }
    let name = source.text(header[0])
    let value = header[2..<header.count].map { source.text($0) }
    if isAlertFlag(name) {
      if value == ["true"] { return alertPresentation() }
      if value == ["false"] { return ["state.\(alertField) = nil"] }
      return nil
    }
    guard context.identifiedArrays.contains(name), value != ["[", "]"], isState(name) else { return nil }
    let snapshot = self
    issueFrames.append([])
    var temp = LineWriter(indent: indent)
    temp.newLine(depth: 0)
    renderRange(statement, header[2]..<statement.range.upperBound, depth: 0, scope: scope, into: &temp)
    guard issueFrames.removeLast().isEmpty else {
      self = snapshot
      return nil
    }
    var lines = temp.finish()
    lines[0] = "state.\(name) = IdentifiedArray(uniqueElements: " + lines[0]
    lines[lines.count - 1] += ")"
    return lines
  }

  /// `x.onFinish = { … }` / `x = { … }`: the assigned property, when the value is a closure.
  func storedClosureAssignment(_ statement: Statement) -> String? {
    let source = statement.source
    let header = statement.headerIndices
    guard let equal = header.firstIndex(where: { source.kind($0) == .equal }), equal + 1 < header.count,
      let block = statement.blocks.first(where: { $0.open == header[equal + 1] }), block.isClosure
    else { return nil }
    return header[..<equal].map { source.text($0) }.joined()
  }

  /// `analytics.track("x")` on a synchronous, Void client endpoint: a fire-and-forget `.run`.
  mutating func fireAndForgetClientCall(_ statement: Statement, scope: Scope) -> [String]? {
    let source = statement.source
    let header = source.droppingSelf(statement.headerIndices)
    guard header.count >= 5, statement.blocks.isEmpty, source.kind(header[1]) == .period,
      source.kind(header[3]) == .leftParen, source.kind(header[header.count - 1]) == .rightParen,
      client(source.text(header[0])) != nil,
      let method = serviceMethod(dependency: source.text(header[0]), name: source.text(header[2])),
      method.returnType == nil || method.returnType == "Void", !method.isAsync
    else { return nil }
    guard
      var rendered = StateCaptureRule.renderedInEffect(
        &self, [(statement, statement.range)], scope: scope, inClosure: nil)
    else {
      return nil
    }
    let call = rendered.writer.finish()
    let captureText = StateCaptureRule.captureListText(StateCaptureRule.stateCaptures(rendered.captures))
    let prefix = method.throws ? "try " : ""
    return [".run { \(captureText)_ in"]
      + call.enumerated().map { indent + ($0.offset == 0 ? prefix : "") + $0.element }
      + ["}"]
  }

  /// The dependency a statement calls with a trailing completion closure (`api.fetch { result in … }`).
  func completionHandlerCall(_ statement: Statement) -> String? {
    let source = statement.source
    guard statement.blocks.contains(where: { $0.isClosure }) else { return nil }
    var words = statement.headerIndices.map { source.text($0) }
    if words.first == "self" { words.removeFirst(min(2, words.count)) }
    guard let name = words.first, words.count > 1, words[1] == "." || words[1] == "?" else { return nil }
    let isDependency = client(name) != nil || context.viewModel.dependencies.contains { $0.name == name }
    return isDependency ? name : nil
  }

  /// A call of an injected closure property (`onFinish?()`, `self.onSelect(item)`) or of a coordinator method
  /// (`coordinator?.showSettings()`): the delegate case and the argument tokens.
  func injectedClosureCall(_ statement: Statement) -> (name: String, arguments: Range<Int>)? {
    let source = statement.source
    var header = source.droppingSelf(statement.headerIndices, optional: true)
    guard header.count >= 3, source.kind(header[0]) == .identifier else { return nil }
    var name = source.text(header[0])
    let coordinator = context.coordinators[name]
    guard isInjectedClosure(name) || coordinator != nil else { return nil }
    header.removeFirst()
    if source.kind(header[0]) == .questionMark || source.kind(header[0]) == .exclamationMark { header.removeFirst() }
    if let coordinator {
      // `coordinator?.showPlayer(for: episode)`: the protocol method is the delegate case.
      guard header.count >= 4, source.kind(header[0]) == .period, coordinator.contains(source.text(header[1])) else {
        return nil
      }
      name = source.text(header[1])
      header.removeFirst(2)
    }
    if header.count >= 3, source.kind(header[0]) == .period, source.text(header[1]) == "send" { header.removeFirst(2) }
    guard header.count >= 2, source.kind(header[0]) == .leftParen, source.kind(header[header.count - 1]) == .rightParen
    else { return nil }
    return (name, (header[0] + 1)..<header[header.count - 1])
  }

  /// `subject.send(value)` on a `CurrentValueSubject` that became State: the subject and the argument tokens.
  func stateSubjectSend(_ statement: Statement) -> (name: String, arguments: Range<Int>)? {
    let source = statement.source
    let header = source.droppingSelf(statement.headerIndices)
    guard header.count >= 5, context.stateSubjects.contains(source.text(header[0])),
      source.kind(header[1]) == .period, source.text(header[2]) == "send", source.kind(header[3]) == .leftParen,
      source.kind(header[header.count - 1]) == .rightParen, statement.blocks.allSatisfy(\.isClosure)
    else { return nil }
    return (source.text(header[0]), (header[3] + 1)..<header[header.count - 1])
  }

  /// The stored task/timer property a `x?.cancel()` / `x.invalidate()` / `x = nil` statement ends.
  func cancelledTask(_ statement: Statement) -> String? {
    let source = statement.source
    var words = statement.headerIndices.map { source.text($0) }
    if words.first == "self" && words.count > 2 {
      words.removeFirst(2)
    }
    guard let name = words.first, isTaskProperty(name) else { return nil }
    let rest = Array(words.dropFirst())
    let cancels = [
      ["?", ".", "cancel", "(", ")"], [".", "cancel", "(", ")"], ["?", ".", "invalidate", "(", ")"],
      [".", "invalidate", "(", ")"], ["=", "nil"], [".", "removeAll", "(", ")"],
    ]
    return cancels.contains(rest) ? name : nil
  }

  /// The block of `DispatchQueue.main.async { … }` or `await MainActor.run { … }`.
  func mainQueueHop(_ statement: Statement) -> Block? {
    let source = statement.source
    let words = statement.headerIndices.map { source.text($0) }
    guard let block = statement.blocks.last, block.signature == nil || isOnlySelfCapture(block, source) else {
      return nil
    }
    let hops = [
      ["DispatchQueue", ".", "main", ".", "async", "{", "}"], ["await", "MainActor", ".", "run", "{", "}"],
      ["MainActor", ".", "run", "{", "}"],
    ]
    return hops.contains(words) ? block : nil
  }

  func isOnlySelfCapture(_ block: Block, _ source: BodySource) -> Bool {
    guard let signature = block.signature else { return true }
    let words = signature.filter { !source.kind($0).isTrivia }.map { source.text($0) }
    return words == ["[", "weak", "self", "]"] || words == ["[", "unowned", "self", "]"] || words.isEmpty
  }

  /// A statement that is only a call `[try] [await] [self.]name(args)`.
  func callStatement(_ statement: Statement) -> (name: String, arguments: Range<Int>)? {
    let source = statement.source
    var header = statement.headerIndices
    while let first = header.first,
      ["try", "await"].contains(source.text(first)) || source.kind(first) == .questionMark
    {
      header.removeFirst()
    }
    if header.count > 2, source.text(header[0]) == "self" {
      header.removeFirst()
      if source.kind(header[0]) == .questionMark { header.removeFirst() }
      guard source.kind(header[0]) == .period else { return nil }
      header.removeFirst()
    }
    guard header.count >= 3, source.kind(header[0]) == .identifier, source.kind(header[1]) == .leftParen,
      source.kind(header[header.count - 1]) == .rightParen, statement.blocks.isEmpty
    else { return nil }
    var depth = 0
    for (offset, index) in header.enumerated().dropFirst() {
      if source.kind(index) == .leftParen { depth += 1 }
      if source.kind(index) == .rightParen {
        depth -= 1
        if depth == 0 && offset != header.count - 1 { return nil }
      }
    }
    return (source.text(header[0]), (header[1] + 1)..<header[header.count - 1])
  }

  /// Renders call arguments without their labels.
  mutating func renderArguments(_ statement: Statement, _ range: Range<Int>, scope: Scope) -> [String] {
    labeledArguments(statement, range, scope: scope).map(\.value)
  }

  /// Splits and renders call arguments into (label, value) pairs.
  mutating func labeledArguments(_ statement: Statement, _ range: Range<Int>, scope: Scope) -> [(
    label: String?, value: String
  )] {
    let source = statement.source
    var pieces: [Range<Int>] = []
    var start = range.lowerBound
    var depth = 0
    for i in range {
      switch source.kind(i) {
      case .leftParen, .leftBracket, .leftBrace, .interpolationOpen: depth += 1
      case .rightParen, .rightBracket, .rightBrace, .interpolationClose: depth -= 1
      case .comma where depth == 0:
        pieces.append(start..<i)
        start = i + 1
      default: break
      }
    }
    if range.contains(where: { !source.kind($0).isTrivia }) { pieces.append(start..<range.upperBound) }
    var result: [(label: String?, value: String)] = []
    for piece in pieces {
      let significant = piece.filter { !source.kind($0).isTrivia }
      guard let first = significant.first else { continue }
      var label: String?
      var valueStart = first
      if significant.count > 2, source.kind(significant[1]) == .colon {
        label = source.text(first)
        valueStart = significant[2]
      }
      var temp = LineWriter(indent: indent)
      temp.newLine(depth: 0)
      renderRange(statement, valueStart..<((significant.last ?? first) + 1), depth: 0, scope: scope, into: &temp)
      result.append((label, temp.finishSingleLine()))
    }
    return result
  }

  /// Inlines a synchronous view-model helper: parameters bound as `let`s inside `do { }`.
  mutating func inlineHelper(
    _ helper: Method, call: (name: String, arguments: Range<Int>), statement: Statement, depth: Int, scope: Scope,
    into writer: inout LineWriter
  ) -> Bool {
    let body = ParsedBody(text: helper.body ?? "", firstLine: helper.bodyLine)
    if body.statements.contains(where: \.awaitsOutsideClosures) || helper.returnType != nil { return false }
    if TextScan.callsFunction(helper.body ?? "", named: helper.name) { return false }
    if let clash = helper.parameters.first(where: { ["state", "action", "send"].contains($0.name) }) {
      let reason =
        "`\(helper.name)`'s parameter `\(clash.name)` would hide the reducer's own `\(clash.name)`; rename it first"
      emitTodo(statement, reasons: [reason], depth: depth, into: &writer)
      return true
    }
    let returns = containsMethodReturn(body.statements)
    issueFrames.append([])
    let arguments = labeledArguments(statement, call.arguments, scope: scope)
    _ = issueFrames.removeLast()
    var inner = scope
    inner.inClosure = false
    var lines: [String] = []
    var helperWriter = LineWriter(indent: indent)
    var boundParameters: [String] = []
    for (index, parameter) in helper.parameters.enumerated() {
      let value = index < arguments.count ? arguments[index].value : parameter.defaultValue
      guard let value else { return false }
      inner.declare(parameter.name, type: parameter.type)
      if value == parameter.name && scope.locals.contains(value) && !scope.variables.contains(value) { continue }
      lines.append("let \(parameter.name) = \(value)")
      boundParameters.append(parameter.name)
    }
    let needsScope =
      returns || !lines.isEmpty || body.statements.contains { ["let", "var"].contains($0.firstWord) }
    helperStack.append(helper.name)
    let savedLabel = helperReturnLabel
    let savedValueReturn = helperValueReturn
    let savedHelper = currentHelper
    let savedBlockNames = helperBlockNames
    helperValueReturn = nil
    currentHelper = helper.name
    if needsScope {
      helperBlockNames.formUnion(boundParameters)
      for statement in body.statements where ["let", "var"].contains(statement.firstWord) {
        helperBlockNames.formUnion(boundNames(statement.source, statement.range))
      }
    }
    if returns { helperReturnLabel = helper.name }
    // Effects started after the helper may have returned are collected where they start.
    let firstExit = body.statements.firstIndex { containsMethodReturn([$0]) } ?? body.statements.count
    renderStatements(
      Array(body.statements[..<firstExit]), depth: needsScope ? 1 : 0, scope: &inner, into: &helperWriter)
    blockDepth += 1
    renderStatements(
      Array(body.statements[firstExit...]), depth: needsScope ? 1 : 0, scope: &inner, into: &helperWriter)
    blockDepth -= 1
    helperReturnLabel = savedLabel
    helperValueReturn = savedValueReturn
    currentHelper = savedHelper
    helperBlockNames = savedBlockNames
    helperStack.removeLast()
    let rendered = helperWriter.finish()
    if needsScope {
      var block: [String] = ["// Inlined from `\(helper.name)`.", returns ? "\(helper.name): do {" : "do {"]
      block += lines.map { indent + $0 }
      block += rendered
      block.append("}")
      writer.writeLines(block, depth: depth)
    } else {
      writer.writeLines(["// Inlined from `\(helper.name)`."] + rendered, depth: depth)
    }
    return true
  }

  /// Whether statements contain a `return` that exits the method (outside closures).
  func containsMethodReturn(_ statements: [Statement]) -> Bool {
    statements.contains { statement in
      statement.firstWord == "return"
        || statement.blocks.contains { !$0.isClosure && containsMethodReturn($0.statements) }
    }
  }
}
