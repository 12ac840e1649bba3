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
      if let task = TaskRule.taskStatement(self, statement) {
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
      if NotificationObserverRule.convertObserverStatement(&self, statement, depth: depth, scope: scope, into: &writer)
      {
        k += 1
        continue
      }
      if RequestPublisherRule.convertPublisherSink(&self, statement, scope: scope, depth: depth, into: &writer) {
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
      if let helper = HelperInliningRule.asyncHelperBody(self, statement),
        HelperInliningRule.isSpliceable(self, helper, last: statements[(k + 1)...].allSatisfy(\.isComment))
      {
        helperStack.append(helper.name)
        statements.replaceSubrange(k...k, with: helper.statements)
        continue
      }
      if statement.firstWord == "async",
        AwaitSequenceRule.buildEffect(&self, statements, at: k, scope: scope, depth: depth, into: &writer)
      {
        return
      }
      if statement.awaitsInHeader {
        if let helper = HelperInliningRule.asyncHelperBody(self, statement),
          !HelperInliningRule.containsMethodReturn(self, helper.statements)
            || statements[(k + 1)...].allSatisfy(\.isComment)
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
        if AwaitSequenceRule.buildEffect(
          &self,
          flattenedDoCatch(splicingAwaitedHelpers(statements, from: k), from: k, scope: scope), at: k, scope: scope,
          depth: depth, into: &writer)
        {
          return
        }
      }
      if statement.firstWord == "while",
        TaskLoopRule.convertTaskLoop(
          &self, statement, rest: Array(statements[(k + 1)...]), scope: scope, depth: depth, into: &writer)
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
        && AwaitSequenceRule.buildEffect(
          &self,
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
      if statement.awaitsInHeader, let helper = HelperInliningRule.asyncHelperBody(self, statement),
        !HelperInliningRule.containsMethodReturn(self, helper.statements) || result[(i + 1)...].allSatisfy(\.isComment)
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
