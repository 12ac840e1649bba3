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
    var caseStart: Int?
    func closeCase(_ writer: inout LineWriter) {
      guard let start = caseStart else { return }
      writer.flush()
      let body = writer.lines[start...]
      if body.allSatisfy({ $0.drop { $0 == " " || $0 == "\t" }.hasPrefix("//") }) {
        writer.writeLines(["break"], depth: depth)
      }
    }
    for (offset, statement) in statements.enumerated() {
      if !switchBody, let alias = StrongSelfAliasRule.selfAlias(self, statement),
        let rewritten = StrongSelfAliasRule.replacingSelfAlias(self, alias, in: Array(statements[offset...]))
      {
        renderStatements(rewritten, depth: depth, scope: &scope, into: &writer)
        return
      }
      if switchBody && statement.isCaseLabel {
        closeCase(&writer)
        scope = base
        renderStatement(statement, depth: depth - 1, scope: &scope, into: &writer)
        writer.flush()
        caseStart = writer.lines.count
        for name in boundNames(statement.source, statement.range) { scope.declare(name) }
        continue
      }
      renderStatement(statement, depth: depth, scope: &scope, into: &writer)
    }
    if switchBody {
      closeCase(&writer)
      scope = base
    }
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
    if StructuredConcurrencyRule.taskGroupChildUsesState(self, statement) {
      issue(StructuredConcurrencyRule.taskGroupStateReason)
    }
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
    let reason = reasons.joined(separator: "; ").split(whereSeparator: \.isNewline).joined(separator: " ")
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
    if first == "async" {
      // `async let x = …`: a child task's name, awaited later; it shadows state of the same name.
      for name in boundNames(statement.source, statement.range) { scope.declare(name, type: nil, isVariable: false) }
      return
    }
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
        if first == "guard", let comma = Self.topLevelComma(source, header, from: equal + 1, to: stop) { stop = comma }
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

  /// The offset in `header` of the first comma outside brackets between `start` and `end`.
  static func topLevelComma(_ source: BodySource, _ header: [Int], from start: Int, to end: Int) -> Int? {
    var depth = 0
    for offset in start..<end {
      switch source.kind(header[offset]) {
      case .leftParen, .leftBracket, .leftBrace: depth += 1
      case .rightParen, .rightBracket, .rightBrace: depth -= 1
      case .comma where depth == 0: return offset
      default: break
      }
    }
    return nil
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
      return TaskRule.weakSelfGuard(&self, statement, depth: depth, scope: &scope, into: &writer)
    }
    if ChildFactoryHandOver.factoryHandOver(&self, statement, depth: depth, scope: &scope, into: &writer) {
      return true
    }
    if NavigationStackElements.navigationStackStatement(&self, statement, depth: depth, scope: &scope, into: &writer) {
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
    if NotificationObserverRule.convertObserverStatement(&self, statement, depth: depth, scope: scope, into: &writer) {
      return true
    }
    if scope.mode == .reducer && !scope.inClosure,
      RequestPublisherRule.convertPublisherSink(&self, statement, scope: scope, depth: depth, into: &writer)
    {
      return true
    }
    if scope.mode == .reducer && !scope.inClosure,
      let effect = CompletionHandlerRule.completionEffect(&self, statement, scope: scope)
    {
      return startEffect(effect, depth: depth, scope: scope, into: &writer)
    }
    if scope.mode == .reducer && !scope.inClosure, let effect = TimerRule.delayedEffect(&self, statement, scope: scope)
    {
      return startEffect(effect, depth: depth, scope: scope, into: &writer)
    }
    if scope.mode == .reducer, let dependency = CompletionHandlerRule.completionHandlerCall(self, statement) {
      emitTodo(
        statement, reasons: ["completion-handler call on `\(dependency)`; make the client endpoint `async`"],
        depth: depth, into: &writer)
      return true
    }
    if let closure = DelegateClosureCallRule.injectedClosureCall(self, statement) {
      let arguments = renderArguments(statement, closure.arguments, scope: scope)
      let send =
        ".delegate(.\(closure.name)" + (arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))") + ")"
      if scope.mode == .reducer {
        if !startEffect([".send(\(send))"], depth: depth, scope: scope, into: &writer) {
          let reason = "calls `\(closure.name)` inside a closure; send `.delegate(.\(closure.name))` from the reducer"
          emitTodo(statement, reasons: [reason], depth: depth, into: &writer)
        }
      } else {
        writer.writeLines(["await send(\(send))"], depth: depth)
      }
      return true
    }
    if let input = InputSubjectRule.inputSubjectSend(self, statement) {
      let arguments = renderArguments(statement, input.arguments, scope: scope)
      let send = ".\(input.action)" + (arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))")
      if scope.mode == .reducer {
        if !startEffect([".send(\(send))"], depth: depth, scope: scope, into: &writer) {
          emitTodo(statement, reasons: ["sends to `\(input.action)` inside a closure"], depth: depth, into: &writer)
        }
      } else {
        writer.writeLines(["await send(\(send))"], depth: depth)
      }
      return true
    }
    if let send = SyncMutationRule.stateSubjectSend(self, statement) {
      guard scope.mode == .reducer else {
        emitTodo(statement, reasons: ["mutates state `\(send.name)` inside an effect"], depth: depth, into: &writer)
        return true
      }
      let arguments = renderArguments(statement, send.arguments, scope: scope)
      writer.writeLines(["state.\(send.name) = " + arguments.joined(separator: ", ")], depth: depth)
      translatedStatements += 1
      return true
    }
    if scope.mode == .reducer && statement.awaitsOutsideClosures && !statement.awaitsInHeader {
      let reason = "awaits inside `\(first)`; move this work into an effect by hand"
      emitTodo(statement, reasons: [reason], depth: depth, into: &writer)
      return true
    }
    if scope.mode == .reducer && !scope.inClosure && (blockDepth > 0 || currentHelper != nil),
      let task = TaskRule.taskStatement(self, statement)
    {
      if TaskInHelperRule.startTaskEffect(&self, task, depth: depth, scope: scope, into: &writer) { return true }
      return TaskInHelperRule.startNestedTask(&self, task, depth: depth, scope: scope, into: &writer)
    }
    if scope.mode == .reducer,
      let lines = AlertPresentationRule.alertOrIdentifiedAssignment(&self, statement, scope: scope)
    {
      writer.writeLines(lines, depth: depth)
      translatedStatements += 1
      return true
    }
    if let exits = loopExits, scope.mode == .reducer, header.count == 1, first == "continue" || first == "break" {
      writer.writeLines([first == "continue" ? exits.continueLine : exits.breakLine], depth: depth)
      return true
    }
    if scope.mode == .reducer, let closure = ChildCollectionDelegateRule.storedClosureAssignment(self, statement) {
      if ChildCollectionDelegateRule.storedChildDelegate(&self, statement, scope: scope) { return true }
      emitTodo(
        statement, reasons: ["stores a closure on `\(closure)`; handle the child's delegate action in this reducer"],
        depth: depth, into: &writer)
      return true
    }
    if scope.mode == .reducer && !scope.inClosure && (blockDepth > 0 || currentHelper != nil),
      let effect = TimerRule.delayedEffect(&self, statement, scope: scope)
    {
      return startEffect(effect, depth: depth, scope: scope, into: &writer)
    }
    if scope.mode == .reducer && !scope.inClosure,
      let effect = NonServiceDependencyRule.openURLEffect(&self, statement, scope: scope)
    {
      return startEffect(effect, depth: depth, scope: scope, into: &writer)
    }
    if scope.mode == .reducer && !scope.inClosure,
      let effect = AsyncServiceCallRule.fireAndForgetClientCall(&self, statement, scope: scope)
    {
      return startEffect(effect, depth: depth, scope: scope, into: &writer)
    }
    if first == "return" && scope.mode == .reducer && !scope.inClosure, header.count > 1,
      HelperInliningRule.valueHelperReturn(&self, statement, depth: depth, scope: scope, into: &writer)
    {
      return true
    }
    if first == "return" && scope.mode == .reducer && !scope.inClosure, header.count == 1,
      let label = helperReturnLabel
    {
      writer.writeLines(["break \(label)"], depth: depth)
      return true
    }
    if first == "return" && scope.mode == .reducer && !scope.inClosure {
      let callsSomething = header.dropFirst().contains { source.kind($0) == .leftParen }
      if header.count > 1, discardsReturnValues, helperStack.isEmpty, !callsSomething {
        droppedReturnValues += 1
        emitExit(depth: depth, scope: scope, into: &writer)
        return true
      }
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
    if let id = StoredTaskCancellationRule.cancelledTask(self, statement) {
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
    if let block = MainQueueHopRule.mainQueueHop(self, statement) {
      var inner = scope
      inner.inClosure = scope.inClosure
      renderStatements(block.statements, depth: depth, scope: &inner, into: &writer)
      return true
    }
    if scope.mode == .reducer && !scope.inClosure, let call = HelperInliningRule.valueHelperCall(self, statement),
      HelperInliningRule.inlineValueHelper(
        &self, call, statement: statement, depth: depth, scope: &scope, into: &writer)
    {
      return true
    }
    if let call = ActionCallRule.childActionCall(self, statement) {
      return ActionCallRule.sendChildAction(
        &self, call, statement: statement, depth: depth, scope: scope, into: &writer)
    }
    if let rewritten = ConditionalCallRule.conditionalCallStatements(self, statement) {
      for branch in rewritten { renderStatement(branch, depth: depth, scope: &scope, into: &writer) }
      return true
    }
    if let call = callStatement(statement) {
      if let action = context.actionNames[call.name], viewModelMethod(call.name)?.isPrivate != true,
        !helperStack.contains(call.name)
      {
        if SharedActionLogicRule.inlineActionBody(
          &self, call, statement: statement, depth: depth, scope: scope, into: &writer)
        {
          return true
        }
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
        return HelperInliningRule.inlineHelper(
          &self, helper, call: call, statement: statement, depth: depth, scope: scope, into: &writer)
      }
    }
    return false
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
    if blockDepth == 0 && !Self.mentions(effect, anyOf: helperBlockNames) {
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

  /// Whether the code in `lines` uses one of `names` as an identifier.
  static func mentions(_ lines: [String], anyOf names: Set<String>) -> Bool {
    guard !names.isEmpty else { return false }
    for line in lines {
      let words = line.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
      for word in words {
        let head = word.split(separator: ".", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        if names.contains(head) { return true }
      }
    }
    return false
  }
}
