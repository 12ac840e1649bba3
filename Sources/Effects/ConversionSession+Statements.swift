import Analysis
import Foundation
import Lexer
import Proposal

extension ConversionSession {
  /// Renders a statement list; in a switch body, case labels sit one level out.
  mutating func renderStatements(
    _ statements: [Statement], depth: Int, scope: inout Scope, into writer: inout LineWriter, switchBody: Bool = false
  ) {
    let base = scope
    for statement in statements {
      if switchBody && statement.isCaseLabel {
        scope = base
        renderStatement(statement, depth: depth - 1, scope: &scope, into: &writer)
        for name in boundNames(statement.source, statement.range) { scope.declare(name) }
        continue
      }
      renderStatement(statement, depth: depth, scope: &scope, into: &writer)
    }
    if switchBody { scope = base }
  }

  /// Renders one statement; untranslatable ones become a TODO with the original kept as comments.
  mutating func renderStatement(
    _ statement: Statement, depth: Int, scope: inout Scope, into writer: inout LineWriter,
    overrides: [Int: Override] = [:]
  ) {
    if statement.isComment {
      writer.writeLines([statement.originalText], depth: depth)
      return
    }
    if overrides.isEmpty && applyStatementRule(statement, depth: depth, scope: &scope, into: &writer) { return }
    let snapshot = self
    issueFrames.append([])
    noteFrames.append([])
    var temp = LineWriter(indent: indent)
    temp.newLine(depth: depth)
    renderRange(statement, statement.range, depth: depth, scope: scope, into: &temp, overrides: overrides)
    let issues = issueFrames.removeLast()
    let notes = noteFrames.removeLast()
    if issues.isEmpty {
      for note in notes { writer.writeLines(["// NOTE(tca-migrate): \(note)"], depth: depth) }
      writer.writeLines(temp.finish(), depth: 0)
      translatedStatements += 1
    } else {
      self = snapshot
      emitTodo(statement, reasons: issues, depth: depth, into: &writer)
    }
    declareBindings(of: statement, in: &scope)
  }

  /// Keeps `statement` verbatim as comments under a TODO and records it.
  mutating func emitTodo(_ statement: Statement, reasons: [String], depth: Int, into writer: inout LineWriter) {
    let reason = reasons.joined(separator: "; ")
    writer.writeLines(["// TODO(tca-migrate): \(reason)"] + commentedOut(statement), depth: depth)
    todos.append(ConversionTodo(line: statement.source.line(statement.range.lowerBound), reason: reason))
    refusedStatements += 1
  }

  /// The statement's original lines as `// ` comments, continuation indentation kept relative.
  func commentedOut(_ statement: Statement) -> [String] {
    let source = statement.source
    let column = source.file.location(of: source.file.tokens[statement.range.lowerBound]).column
    let lines = statement.originalText.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    var result: [String] = []
    for (index, line) in lines.enumerated() {
      var text = Substring(line)
      if index > 0 {
        var dropped = 0
        while dropped < column - 1, let first = text.first, first == " " || first == "\t" {
          text = text.dropFirst()
          dropped += 1
        }
      }
      while text.last == " " || text.last == "\t" || text.last == "\r" { text = text.dropLast() }
      result.append(text.isEmpty ? "//" : "// " + text)
    }
    return result
  }

  /// Adds the names a `let`/`var`/`guard` statement binds to `scope`.
  func declareBindings(of statement: Statement, in scope: inout Scope) {
    let first = statement.firstWord
    guard first == "let" || first == "var" || first == "guard" else { return }
    let source = statement.source
    let end = statement.blocks.first?.open ?? statement.range.upperBound
    let names = boundNames(source, statement.range.lowerBound..<end)
    var type: String?
    if first != "guard" && names.count == 1 {
      let header = (statement.range.lowerBound..<end).filter { !source.kind($0).isTrivia }
      if let colon = header.firstIndex(where: { source.kind($0) == .colon }) {
        let stop = header.firstIndex(where: { source.kind($0) == .equal }) ?? header.count
        if colon + 1 < stop { type = source.text(header[colon + 1]..<(header[stop - 1] + 1)) }
      }
    }
    if type == nil, names.count == 1 {
      let header = (statement.range.lowerBound..<end).filter { !source.kind($0).isTrivia }
      if let equal = header.firstIndex(where: { source.kind($0) == .equal }), equal + 1 < header.count {
        var stop = header.count
        if first == "guard", let elseIndex = header.lastIndex(where: { source.text($0) == "else" }) { stop = elseIndex }
        if stop > equal + 1 {
          let current = scope
          let guess = TypeGuess { name in current.locals.contains(name) ? current.types[name] : self.stateType(name) }
          type = guess.type(of: source, header[equal + 1]..<(header[stop - 1] + 1))
          let unwraps = first == "guard" || (first == "if" && header.count > 1)
          if unwraps, let optional = type, optional.hasSuffix("?") { type = String(optional.dropLast()) }
        }
      }
    }
    for name in names { scope.declare(name, type: type, isVariable: first == "var") }
  }

  /// Statement-level rules: `return`, `guard let self`, helper and action calls, cancellation, main-queue hops.
  mutating func applyStatementRule(
    _ statement: Statement, depth: Int, scope: inout Scope, into writer: inout LineWriter
  ) -> Bool {
    let source = statement.source
    let header = statement.headerIndices
    guard let firstIndex = header.first else { return true }
    let first = source.text(firstIndex)
    if first == "guard" && header.count > 2 && source.text(header[1]) == "let" && source.text(header[2]) == "self" {
      return true
    }
    let words = header.map { source.text($0) }
    if words == ["objectWillChange", ".", "send", "(", ")"]
      || words == ["self", ".", "objectWillChange", ".", "send", "(", ")"]
    {
      return true
    }
    if scope.mode == .reducer && !scope.inClosure && (first == "throw" || first == "async") {
      let reason =
        first == "throw"
        ? "throws from the action; send the error to a failure case instead" : "`async let` needs an effect"
      emitTodo(statement, reasons: [reason], depth: depth, into: &writer)
      return true
    }
    if scope.mode == .reducer, let dependency = completionHandlerCall(statement) {
      emitTodo(
        statement, reasons: ["completion-handler call on `\(dependency)`; make the client endpoint `async`"],
        depth: depth, into: &writer)
      return true
    }
    if let closure = injectedClosureCall(statement) {
      let arguments = renderArguments(statement, closure.arguments, scope: scope)
      let send =
        ".delegate(.\(closure.name)" + (arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))") + ")"
      if scope.mode == .reducer {
        pendingEffects.append([".send(\(send))"])
      } else {
        writer.writeLines(["await send(\(send))"], depth: depth)
      }
      return true
    }
    if scope.mode == .reducer && statement.awaitsOutsideClosures && !statement.awaitsInHeader {
      let reason = "awaits inside `\(first)`; move this work into an effect by hand"
      emitTodo(statement, reasons: [reason], depth: depth, into: &writer)
      return true
    }
    if scope.mode == .reducer && !scope.inClosure && blockDepth > 0, let task = taskStatement(statement) {
      return startNestedTask(task, depth: depth, scope: scope, into: &writer)
    }
    if scope.mode == .reducer, let lines = alertOrIdentifiedAssignment(statement, scope: scope) {
      writer.writeLines(lines, depth: depth)
      translatedStatements += 1
      return true
    }
    if let exits = loopExits, scope.mode == .reducer, header.count == 1, first == "continue" || first == "break" {
      writer.writeLines([first == "continue" ? exits.continueLine : exits.breakLine], depth: depth)
      return true
    }
    if scope.mode == .reducer, let closure = storedClosureAssignment(statement) {
      emitTodo(
        statement, reasons: ["stores a closure on `\(closure)`; handle the child's delegate action in this reducer"],
        depth: depth, into: &writer)
      return true
    }
    if scope.mode == .reducer && !scope.inClosure, let effect = fireAndForgetClientCall(statement, scope: scope) {
      return startEffect(effect, depth: depth, scope: scope, into: &writer)
    }
    if first == "return" && scope.mode == .reducer && !scope.inClosure, header.count == 1,
      let label = helperReturnLabel
    {
      writer.writeLines(["break \(label)"], depth: depth)
      return true
    }
    if first == "return" && scope.mode == .reducer && !scope.inClosure {
      if header.count > 1 {
        issueFrames.append([])
        issue("returns a value from the method")
        issueFrames.removeLast()
        emitTodo(statement, reasons: ["returns a value from the method"], depth: depth, into: &writer)
        return true
      }
      emitExit(depth: depth, scope: scope, into: &writer)
      return true
    }
    if let id = cancelledTask(statement) {
      let words = statement.headerIndices.map { statement.source.text($0) }
      if words.suffix(2) == ["=", "nil"] { return true }
      if scope.mode == .reducer && !pendingEffects.contains([".cancel(id: CancelID.\(id))"]) {
        useCancelID(id)
        return startEffect([".cancel(id: CancelID.\(id))"], depth: depth, scope: scope, into: &writer)
      } else if scope.mode == .effect {
        writer.writeLines(["// tca-migrate: cancellation of `\(id)` is handled by `.cancellable(id:)`"], depth: depth)
      }
      return true
    }
    if let block = mainQueueHop(statement) {
      var inner = scope
      inner.inClosure = scope.inClosure
      renderStatements(block.statements, depth: depth, scope: &inner, into: &writer)
      return true
    }
    if let call = callStatement(statement) {
      if let action = context.actionNames[call.name], viewModelMethod(call.name)?.isPrivate != true,
        !helperStack.contains(call.name)
      {
        let arguments = labeledArguments(statement, call.arguments, scope: scope).map { argument in
          argument.label.map { "\($0): \(argument.value)" } ?? argument.value
        }
        let send = arguments.isEmpty ? ".\(action)" : ".\(action)(\(arguments.joined(separator: ", ")))"
        if scope.mode == .reducer {
          return startEffect([".send(\(send))"], depth: depth, scope: scope, into: &writer)
        }
        writer.writeLines(["await send(\(send))"], depth: depth)
        return true
      }
      if let helper = viewModelMethod(call.name), helper.body != nil, !helperStack.contains(call.name) {
        return inlineHelper(helper, call: call, statement: statement, depth: depth, scope: scope, into: &writer)
      }
    }
    return false
  }

  /// `showError = true` → present the alert; `items = fetched` on an identified array → `IdentifiedArray(…)`.
  mutating func alertOrIdentifiedAssignment(_ statement: Statement, scope: Scope) -> [String]? {
    let source = statement.source
    var header = statement.headerIndices
    if header.count > 2, source.text(header[0]) == "self", source.kind(header[1]) == .period { header.removeFirst(2) }
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

  /// A `Task { … }` inside a branch: its body becomes an internal action's case, sent from here.
  mutating func startNestedTask(
    _ task: (block: Block, cancelID: String?), depth: Int, scope: Scope, into writer: inout LineWriter
  ) -> Bool {
    var name = actionName + "Task"
    var counter = 1
    while extraActions.contains(where: { $0.name == name }) {
      counter += 1
      name = actionName + "Task\(counter)"
    }
    addAction(ActionCaseSpec(name: name))
    var caseScope = scope
    caseScope.unavailable = scope.locals
    caseScope.locals = []
    let savedSequence = sequence
    let savedPending = pendingEffects
    let savedDepth = blockDepth
    sequence = SequenceContext(cancelID: task.cancelID, responseBase: name)
    pendingEffects = []
    blockDepth = 0
    var caseWriter = LineWriter(indent: indent)
    let insertAt = extraCases.count
    convertSequence(task.block.statements, scope: &caseScope, depth: 0, into: &caseWriter)
    extraCases.insert(ReducerCaseSpec(pattern: ".\(name)", body: caseWriter.finish()), at: insertAt)
    sequence = savedSequence
    pendingEffects = savedPending
    blockDepth = savedDepth
    if let id = task.cancelID {
      pendingEffects.removeAll { $0 == [".cancel(id: CancelID.\(id))"] }
      useCancelID(id)
    }
    return startEffect([".send(.\(name))"], depth: depth, scope: scope, into: &writer)
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
    var header = statement.headerIndices
    if header.count > 2, source.text(header[0]) == "self", source.kind(header[1]) == .period { header.removeFirst(2) }
    guard header.count >= 5, statement.blocks.isEmpty, source.kind(header[1]) == .period,
      source.kind(header[3]) == .leftParen, source.kind(header[header.count - 1]) == .rightParen,
      client(source.text(header[0])) != nil,
      let method = serviceMethod(dependency: source.text(header[0]), name: source.text(header[2])),
      method.returnType == nil || method.returnType == "Void", !method.isAsync
    else { return nil }
    let snapshot = self
    let savedCaptures = captures
    captures = []
    issueFrames.append([])
    var effectScope = scope
    effectScope.mode = .effect
    var temp = LineWriter(indent: indent)
    temp.newLine(depth: 0)
    renderRange(statement, statement.range, depth: 0, scope: effectScope, into: &temp)
    let call = temp.finish()
    guard issueFrames.removeLast().isEmpty else {
      self = snapshot
      return nil
    }
    let captureText =
      captures.isEmpty ? "" : "[" + captures.map { "\($0) = state.\($0)" }.joined(separator: ", ") + "] "
    captures = savedCaptures
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

  /// A call of an injected closure property: `onFinish?()`, `self.onSelect(item)`.
  func injectedClosureCall(_ statement: Statement) -> (name: String, arguments: Range<Int>)? {
    let source = statement.source
    var header = statement.headerIndices
    if header.count > 2, source.text(header[0]) == "self", source.kind(header[1]) == .period { header.removeFirst(2) }
    guard header.count >= 3, source.kind(header[0]) == .identifier, isInjectedClosure(source.text(header[0])) else {
      return nil
    }
    let name = source.text(header[0])
    header.removeFirst()
    if source.kind(header[0]) == .questionMark || source.kind(header[0]) == .exclamationMark { header.removeFirst() }
    guard header.count >= 2, source.kind(header[0]) == .leftParen, source.kind(header[header.count - 1]) == .rightParen
    else { return nil }
    return (name, (header[0] + 1)..<header[header.count - 1])
  }

  /// Writes defers, then `return` with the pending effects (or `.none`).
  mutating func emitExit(depth: Int, scope: Scope, into writer: inout LineWriter) {
    for deferred in sequence.defers {
      var inner = scope
      inner.inClosure = false
      renderStatements(deferred.blocks.first?.statements ?? [], depth: depth, scope: &inner, into: &writer)
    }
    writer.writeLines(returning(combinedEffect()), depth: depth)
  }

  /// `effect` with `return ` in front of its expression (after any `effects.append` lines).
  func returning(_ effect: [String]) -> [String] {
    var lines = effect
    if let index = lines.lastIndex(of: ".merge(effects)") {
      lines[index] = "return .merge(effects)"
      return lines
    }
    lines[0] = "return " + lines[0]
    return lines
  }

  /// Starts `effect` from a statement: returned at the exit, or collected in `effects` inside a branch.
  mutating func startEffect(_ effect: [String], depth: Int, scope: Scope, into writer: inout LineWriter) -> Bool {
    if scope.inClosure { return false }
    if blockDepth == 0 {
      pendingEffects.append(effect)
      return true
    }
    pendingEffects.usesArray = true
    var lines = ["effects.append(" + effect[0] + (effect.count == 1 ? ")" : "")]
    if effect.count > 1 {
      lines += effect.dropFirst().dropLast()
      lines.append(effect[effect.count - 1] + ")")
    }
    writer.writeLines(lines, depth: depth)
    return true
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
      renderRange(statement, valueStart..<(significant.last! + 1), depth: 0, scope: scope, into: &temp)
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
    let returns = containsMethodReturn(body.statements)
    issueFrames.append([])
    let arguments = labeledArguments(statement, call.arguments, scope: scope)
    _ = issueFrames.removeLast()
    var inner = scope
    inner.inClosure = false
    let needsScope =
      returns || !helper.parameters.isEmpty || body.statements.contains { ["let", "var"].contains($0.firstWord) }
    var lines: [String] = []
    var helperWriter = LineWriter(indent: indent)
    for (index, parameter) in helper.parameters.enumerated() {
      let value = index < arguments.count ? arguments[index].value : parameter.defaultValue
      guard let value else { return false }
      lines.append("let \(parameter.name) = \(value)")
      inner.declare(parameter.name, type: parameter.type)
    }
    helperStack.append(helper.name)
    let savedLabel = helperReturnLabel
    if returns { helperReturnLabel = helper.name }
    renderStatements(body.statements, depth: needsScope ? 1 : 0, scope: &inner, into: &helperWriter)
    helperReturnLabel = savedLabel
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
