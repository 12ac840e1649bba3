import Lexer
import Proposal

extension ConversionSession {
  /// Converts statements at method level: mutations stay, the first `await` becomes a `.run` effect whose
  /// response cases continue with the rest. Always ends with a `return`.
  mutating func convertSequence(_ input: [Statement], scope: inout Scope, depth: Int, into writer: inout LineWriter) {
    var statements = MainQueueHopRule.flattened(input)
    var k = 0
    next: while k < statements.count {
      let statement = statements[k]
      if statement.isComment {
        renderStatement(statement, depth: depth, scope: &scope, into: &writer)
        k += 1
        continue
      }
      if sequence.followsRefusedAwait && scope.mode == .reducer {
        placement.emitTodo(statement, reasons: [SequenceContext.afterRefusedAwait], depth: depth, into: &writer)
        k += 1
        continue
      }
      let site = SequenceSite(statements: statements, k: k, depth: depth)
      // A statement reading a local whose declaration was refused is refused too, whatever step would take it.
      let refused = placement.refusedBindings.firstUse(in: statement) != nil
      let refusedBefore = placement.refusedStatements
      for step in SequenceSteps.ordered where !refused {
        switch step(&self, site, &scope, &writer) {
        case .declined: continue
        case .advanced:
          noteRefusedAwait(statement, refusedBefore: refusedBefore, scope: scope)
          k += 1
          continue next
        case .continuing(let replaced, let start):
          let split = min(max(start, 0), replaced.count)
          statements = Array(replaced[..<split]) + MainQueueHopRule.flattened(Array(replaced[split...]))
          k = start
          continue next
        case .finished: return
        }
      }
      renderStatement(statement, depth: depth, scope: &scope, into: &writer)
      sequence.effectRefusal = []
      noteRefusedAwait(statement, refusedBefore: refusedBefore, scope: scope)
      if statement.firstWord == "return" && !scope.inClosure { return }
      k += 1
    }
    emitTerminal(scope: &scope, depth: depth, into: &writer)
  }

  /// Remembers that `statement` awaited in the reducer and was kept under a TODO (more statements refused than
  /// `refusedBefore`): what follows on this path ran after that await.
  private mutating func noteRefusedAwait(_ statement: Statement, refusedBefore: Int, scope: Scope) {
    if scope.mode == .reducer, placement.refusedStatements > refusedBefore, statement.awaitsOutsideClosures {
      sequence.followsRefusedAwait = true
    }
  }

  /// After the last statement: the statements following an enclosing `do`/`catch`, defers, `return`.
  mutating func emitTerminal(scope: inout Scope, depth: Int, into writer: inout LineWriter) {
    if catchOwners == 0, let statement = sequence.catchStatement, let tried = statement.blocks.first,
      placement.refusedStatements > sequence.refusalsAtCatch
    {
      sequence.catchStatement = nil
      let clauses = statement.sub(tried.close..<statement.range.upperBound)
      placement.emitTodo(
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
    effectIssues(statement, scope: scope, overrides: overrides).isEmpty
  }

  /// Dry-renders `statement` in effect mode; why it could not run there (empty when it needs nothing from the
  /// reducer), the session left as it was.
  mutating func effectIssues(_ statement: Statement, scope: Scope, overrides: [Int: Override] = [:]) -> [String] {
    let snapshot = self
    let todoCount = placement.todos.count
    placement.issueFrames.append([])
    var temp = LineWriter(indent: indent)
    var effectScope = scope
    effectScope.mode = .effect
    effectScope.inClosure = true
    renderStatement(statement, depth: 0, scope: &effectScope, into: &temp, overrides: overrides)
    let issues = (placement.issueFrames.last ?? []) + placement.todos[todoCount...].map(\.reason)
    self = snapshot
    return issues
  }
}
