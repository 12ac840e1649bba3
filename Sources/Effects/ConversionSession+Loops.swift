import Lexer
import Proposal

extension ConversionSession {
  /// `while cond { await …; mutations }`: an internal `…Loop` action checks the condition (running the statements
  /// after the loop when it fails) and converts one iteration, which ends by sending `…Loop` again.
  mutating func convertPollingLoop(
    _ statement: Statement, rest: [Statement], scope: Scope, depth: Int, into writer: inout LineWriter
  ) -> Bool {
    let source = statement.source
    guard statement.firstWord == "while", statement.blocks.count == 1, let block = statement.blocks.first,
      !block.isClosure, block.statements.contains(where: \.awaitsOutsideClosures),
      !containsBreak(block.statements),
      !(statement.range.lowerBound..<block.open).contains(where: { ["let", "var", "await"].contains(source.text($0)) })
    else { return false }
    let snapshot = self
    let loop = sequence.responseBase + "Loop"
    guard !extraActions.contains(where: { $0.name == loop }) else { return false }
    addAction(ActionCaseSpec(name: loop))

    var caseScope = scope
    caseScope.inClosure = false
    caseScope.unavailable = scope.locals
    caseScope.locals = []
    let savedSequence = sequence
    let savedPending = pendingEffects
    let savedExits = loopExits
    sequence = SequenceContext(cancelID: savedSequence.cancelID, responseBase: loop)
    pendingEffects = []
    let todoCount = todos.count
    let insertAt = extraCases.count
    var caseWriter = LineWriter(indent: indent)
    let conditionStart = source.nextSignificant(statement.range.lowerBound + 1, before: block.open)
    let endless =
      source.text(conditionStart) == "true"
      && source.nextSignificant(conditionStart + 1, before: block.open) == block.open
      && rest.allSatisfy(\.isComment)
    var conditionIssues: [String] = []
    if !endless {
      issueFrames.append([])
      caseWriter.newLine(depth: 0)
      caseWriter.write("guard ")
      renderRange(
        statement.sub(conditionStart..<block.open), conditionStart..<block.open, depth: 0, scope: caseScope,
        into: &caseWriter)
      conditionIssues = issueFrames.removeLast()
      caseWriter.write(caseWriter.endsWithSpace ? "else {" : " else {")
      var elseScope = caseScope
      convertSequence(rest, scope: &elseScope, depth: 1, into: &caseWriter)
      caseWriter.writeLines(["}"], depth: 0)
    }
    pendingEffects = []
    sequence = SequenceContext(cancelID: savedSequence.cancelID, responseBase: loop)
    sequence.loopAction = loop
    loopExits = ("return .send(.\(loop))", "")
    convertSequence(block.statements, scope: &caseScope, depth: 0, into: &caseWriter)
    loopExits = savedExits
    sequence = savedSequence
    pendingEffects = savedPending
    guard conditionIssues.isEmpty, todos.count == todoCount else {
      self = snapshot
      return false
    }
    extraCases.insert(ReducerCaseSpec(pattern: ".\(loop)", body: caseWriter.finish()), at: insertAt)
    writer.writeLines(returning(combinedEffect([[".send(.\(loop))"]])), depth: depth)
    return true
  }

  /// Whether statements contain a `break` outside closures.
  func containsBreak(_ statements: [Statement]) -> Bool {
    statements.contains { statement in
      statement.firstWord == "break" || statement.blocks.contains { !$0.isClosure && containsBreak($0.statements) }
    }
  }
}
