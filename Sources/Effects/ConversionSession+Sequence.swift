import Lexer
import Proposal

extension ConversionSession {
  /// Converts statements at method level: mutations stay, the first `await` becomes a `.run` effect whose
  /// response cases continue with the rest. Always ends with a `return`.
  mutating func convertSequence(_ input: [Statement], scope: inout Scope, depth: Int, into writer: inout LineWriter) {
    var statements = input
    var k = 0
    while k < statements.count {
      let statement = statements[k]
      if statement.isComment {
        renderStatement(statement, depth: depth, scope: &scope, into: &writer)
        k += 1
        continue
      }
      if statement.firstWord == "defer", statement.blocks.count == 1 {
        sequence.defers.append(statement)
        k += 1
        continue
      }
      if let task = taskStatement(statement) {
        if let id = task.cancelID {
          sequence.cancelID = id
          pendingEffects.removeAll { $0 == [".cancel(id: CancelID.\(id))"] }
        }
        statements = Array(statements[(k + 1)...]) + task.block.statements
        k = 0
        continue
      }
      if statement.firstWord == "do", statement.blocks.count > 1,
        sequence.catchStatement == nil || !statements[(k + 1)...].contains(where: \.throwsOutsideClosures),
        statement.blocks[0].statements.contains(where: \.awaitsOutsideClosures)
      {
        sequence.catchStatement = statement
        sequence.tail = Array(statements[(k + 1)...]) + sequence.tail
        statements = statement.blocks[0].statements
        k = 0
        continue
      }
      if statement.firstWord == "for", statement.awaitsInHeader {
        AsyncLoopRule.convertForAwait(
          &self, statement, rest: Array(statements[(k + 1)...]), scope: scope, depth: depth, into: &writer)
        return
      }
      if convertObserverStatement(statement, depth: depth, scope: scope, into: &writer) {
        k += 1
        continue
      }
      if convertPublisherSink(statement, scope: scope, depth: depth, into: &writer) {
        k += 1
        continue
      }
      if let effect = CompletionHandlerRule.completionEffect(&self, statement, scope: scope) {
        pendingEffects.append(effect)
        k += 1
        continue
      }
      if let effect = TimerRule.delayedEffect(&self, statement, scope: scope) {
        for line in effect where line.hasPrefix(".cancellable(id: CancelID.") {
          let id = line.dropFirst(".cancellable(id: CancelID.".count).prefix { $0 != "," }
          pendingEffects.removeAll { $0 == [".cancel(id: CancelID.\(id))"] }
        }
        pendingEffects.append(effect)
        k += 1
        continue
      }
      if let helper = asyncHelperBody(statement),
        isSpliceable(helper, last: statements[(k + 1)...].allSatisfy(\.isComment))
      {
        helperStack.append(helper.name)
        statements.replaceSubrange(k...k, with: helper.statements)
        continue
      }
      if statement.firstWord == "async",
        buildEffect(statements, at: k, scope: scope, depth: depth, into: &writer)
      {
        return
      }
      if statement.awaitsInHeader {
        if let helper = asyncHelperBody(statement),
          !containsMethodReturn(helper.statements) || statements[(k + 1)...].allSatisfy(\.isComment)
        {
          helperStack.append(helper.name)
          statements.replaceSubrange(k...k, with: helper.statements)
          continue
        }
        if let call = callStatement(statement), context.actionNames[call.name] != nil {
          renderStatement(statement, depth: depth, scope: &scope, into: &writer)
          k += 1
          continue
        }
        if buildEffect(
          flattenedDoCatch(splicingAwaitedHelpers(statements, from: k), from: k, scope: scope), at: k, scope: scope,
          depth: depth, into: &writer)
        {
          return
        }
      }
      if statement.firstWord == "while",
        convertTaskLoop(statement, rest: Array(statements[(k + 1)...]), scope: scope, depth: depth, into: &writer)
      {
        return
      }
      if statement.firstWord == "while",
        PollingLoopRule.convertPollingLoop(
          &self, statement, rest: Array(statements[(k + 1)...]), scope: scope, depth: depth, into: &writer)
      {
        return
      }
      if AwaitInBranchRule.isAwaitingBranch(self, statement),
        AwaitInBranchRule.convertBranches(
          &self, statement, rest: Array(statements[(k + 1)...]), scope: scope, depth: depth, into: &writer)
      {
        return
      }
      if !statement.awaitsInHeader && statement.awaitsOutsideClosures && isEffectSafe(statement, scope: scope)
        && buildEffect(
          flattenedDoCatch(statements, from: k, scope: scope), at: k, scope: scope, depth: depth,
          into: &writer)
      {
        return
      }
      renderStatement(statement, depth: depth, scope: &scope, into: &writer)
      if statement.firstWord == "return" && !scope.inClosure { return }
      k += 1
    }
    emitTerminal(scope: &scope, depth: depth, into: &writer)
  }

  /// `statements` with a `do`/`catch` that follows effect-safe statements from `k` spliced in (its catch clauses
  /// become the sequence's failure handling), so the awaits inside it join the same effect.
  mutating func flattenedDoCatch(_ statements: [Statement], from k: Int, scope: Scope) -> [Statement] {
    guard sequence.catchStatement == nil else { return statements }
    var m = k
    while m < statements.count, statements[m].firstWord != "do", isEffectSafe(statements[m], scope: scope) { m += 1 }
    guard m < statements.count, m > k else { return statements }
    let candidate = statements[m]
    guard candidate.firstWord == "do", candidate.blocks.count > 1,
      candidate.blocks[0].statements.contains(where: \.awaitsInHeader)
    else { return statements }
    sequence.catchStatement = candidate
    sequence.tail = Array(statements[(m + 1)...]) + sequence.tail
    return Array(statements[..<m]) + candidate.blocks[0].statements
  }

  /// `statements` with awaited private helpers after `k` replaced by their bodies, so their awaits can join the
  /// effect being built.
  mutating func splicingAwaitedHelpers(_ statements: [Statement], from k: Int) -> [Statement] {
    var result = statements
    var i = k + 1
    var splices = 0
    while i < result.count && splices < 8 {
      let statement = result[i]
      if statement.awaitsInHeader, let helper = asyncHelperBody(statement),
        !containsMethodReturn(helper.statements) || result[(i + 1)...].allSatisfy(\.isComment)
      {
        helperStack.append(helper.name)
        result.replaceSubrange(i...i, with: helper.statements)
        splices += 1
        continue
      }
      i += 1
    }
    return result
  }

  /// After the last statement: the statements following an enclosing `do`/`catch`, defers, `return`.
  mutating func emitTerminal(scope: inout Scope, depth: Int, into writer: inout LineWriter) {
    if catchOwners == 0, let statement = sequence.catchStatement, let tried = statement.blocks.first {
      sequence.catchStatement = nil
      let clauses = statement.sub(tried.close..<statement.range.upperBound)
      emitTodo(
        clauses, reasons: ["the `catch` of a `do` whose awaits were not translated; handle their failure by hand"],
        depth: depth, into: &writer)
    }
    if !sequence.tail.isEmpty {
      let tail = sequence.tail
      sequence.tail = []
      sequence.catchStatement = nil
      convertSequence(tail, scope: &scope, depth: depth, into: &writer)
      return
    }
    if let loop = sequence.loopAction {
      pendingEffects.append([".send(.\(loop))"])
    }
    emitExit(depth: depth, scope: scope, into: &writer)
  }

  /// `Task { … }`, `Task { [weak self] in … }`, `x = Task { … }`: the block and the stored property's cancel ID.
  func taskStatement(_ statement: Statement) -> (block: Block, cancelID: String?)? {
    let source = statement.source
    var words = statement.headerIndices.map { source.text($0) }
    guard let block = statement.blocks.last, words.last == "}" else { return nil }
    var cancelID: String?
    if words.count > 2, words[0] == "self", words[1] == "." { words.removeFirst(2) }
    if words.count > 2, words[1] == "=", isTaskProperty(words[0]) {
      cancelID = words[0]
      words.removeFirst(2)
    }
    guard words.first == "Task" else { return nil }
    let middle = words.dropFirst().dropLast(2)
    guard middle.isEmpty || (middle.first == "(" && middle.last == ")") || middle == [".", "detached"] else {
      return nil
    }
    if let signature = block.signature {
      var signatureWords = signature.filter { !source.kind($0).isTrivia }.map { source.text($0) }
      if signatureWords.first == "@MainActor" { signatureWords.removeFirst() }
      if signatureWords.first == "[", let close = signatureWords.firstIndex(of: "]") {
        signatureWords.removeSubrange(0...close)
      }
      guard signatureWords.isEmpty || signatureWords == ["@MainActor"] else { return nil }
    }
    return (block, cancelID)
  }

  /// Whether a synchronous helper's statements can replace its call in place: no parameters, no locals, and no
  /// `return` unless the call is the last statement. Others are inlined inside `do { }`.
  func isSpliceable(_ helper: (name: String, statements: [Statement]), last: Bool) -> Bool {
    guard let method = viewModelMethod(helper.name), !method.isAsync, method.parameters.isEmpty else { return false }
    if helper.statements.contains(where: { ["let", "var"].contains($0.firstWord) }) { return false }
    return !containsMethodReturn(helper.statements) || last
  }

  /// The statements of a private helper (its parameters bound as `let`s), spliced into the sequence.
  func asyncHelperBody(_ statement: Statement) -> (name: String, statements: [Statement])? {
    guard let call = callStatement(statement),
      context.actionNames[call.name] == nil || viewModelMethod(call.name)?.isPrivate == true,
      let helper = viewModelMethod(call.name), helper.returnType == nil,
      let body = helper.body, !helperStack.contains(helper.name)
    else { return nil }
    let arguments = argumentTexts(statement, call.arguments)
    var bindings: [String] = []
    for (index, parameter) in helper.parameters.enumerated() {
      guard let value = index < arguments.count ? arguments[index] : parameter.defaultValue else { return nil }
      if value != parameter.name { bindings.append("let \(parameter.name): \(parameter.type) = \(value)") }
    }
    let line = statement.source.line(statement.range.lowerBound)
    let prelude = bindings.isEmpty ? [] : ParsedBody(text: bindings.joined(separator: "\n"), firstLine: line).statements
    let note = ParsedBody(text: "// Inlined from `\(helper.name)`.", firstLine: line).statements
    return (helper.name, note + prelude + ParsedBody(text: body, firstLine: helper.bodyLine).statements)
  }

  /// The source text of each call argument, labels dropped.
  func argumentTexts(_ statement: Statement, _ range: Range<Int>) -> [String] {
    let source = statement.source
    var result: [String] = []
    var start = range.lowerBound
    var depth = 0
    func flush(_ end: Int) {
      let significant = (start..<end).filter { !source.kind($0).isTrivia }
      guard let first = significant.first, let last = significant.last else { return }
      var valueStart = first
      if significant.count > 2, source.kind(significant[1]) == .colon { valueStart = significant[2] }
      result.append(source.text(valueStart..<(last + 1)))
    }
    for i in range {
      switch source.kind(i) {
      case .leftParen, .leftBracket, .leftBrace, .interpolationOpen: depth += 1
      case .rightParen, .rightBracket, .rightBrace, .interpolationClose: depth -= 1
      case .comma where depth == 0:
        flush(i)
        start = i + 1
      default: break
      }
    }
    flush(range.upperBound)
    return result
  }

  /// Dry-renders `statement` in effect mode; true when it needs nothing from the reducer.
  mutating func isEffectSafe(_ statement: Statement, scope: Scope, overrides: [Int: Override] = [:]) -> Bool {
    let snapshot = self
    let todoCount = todos.count
    issueFrames.append([])
    var temp = LineWriter(indent: indent)
    var effectScope = scope
    effectScope.mode = .effect
    effectScope.inClosure = true
    renderStatement(statement, depth: 0, scope: &effectScope, into: &temp, overrides: overrides)
    let safe = (issueFrames.last?.isEmpty ?? true) && todos.count == todoCount
    self = snapshot
    return safe
  }
}
