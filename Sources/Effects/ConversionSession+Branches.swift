import Lexer

extension ConversionSession {
  /// Whether `statement` is an `if` with an `await` in one of its branches.
  func isAwaitingBranch(_ statement: Statement) -> Bool {
    statement.firstWord == "if"
      && statement.blocks.contains { !$0.isClosure && $0.statements.contains(where: \.awaitsOutsideClosures) }
  }

  /// Converts `if … { await … } else { … }` by continuing each branch with the statements after the `if`,
  /// so each branch ends in its own `return`. False when a condition cannot be translated.
  mutating func convertBranches(
    _ statement: Statement, rest: [Statement], scope: Scope, depth: Int, into writer: inout LineWriter
  ) -> Bool {
    let snapshot = self
    let source = statement.source
    let branches = statement.blocks.filter { !$0.isClosure }
    var start = statement.range.lowerBound
    var hasElse = false
    var output = LineWriter(indent: indent)
    output.newLine(depth: depth)
    issueFrames.append([])
    let savedSequence = sequence
    let savedPending = pendingEffects
    for (index, block) in branches.enumerated() {
      let header = start..<block.open
      let words = header.filter { !source.kind($0).isTrivia }.map { source.text($0) }
      if words == ["else"] { hasElse = true }
      if index > 0 { output.write("}") }
      renderRange(statement, header, depth: depth, scope: scope, into: &output)
      output.write(output.atLineStart || output.endsWithSpace ? "{" : " {")
      var branchScope = scope
      for name in boundNames(source, header) { branchScope.declare(name) }
      issueFrames.append([])
      convertSequence(block.statements + rest, scope: &branchScope, depth: depth + 1, into: &output)
      issueFrames.removeLast()
      sequence = savedSequence
      pendingEffects = savedPending
      output.newLine(depth: depth)
      start = block.close + 1
    }
    output.write("}")
    if !(issueFrames.removeLast().isEmpty) {
      self = snapshot
      return false
    }
    writer.writeLines(output.finish(), depth: 0)
    if !hasElse {
      var fallThrough = scope
      convertSequence(rest, scope: &fallThrough, depth: depth, into: &writer)
    }
    return true
  }
}
