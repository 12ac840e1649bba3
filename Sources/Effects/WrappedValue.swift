import Proposal

extension ConversionSession {
  /// The statement's tokens from `start` on rendered as a value and wrapped as `prefix` … `suffix` (`state.rows =
  /// IdentifiedArray(uniqueElements: …)`, `client.setIsOn(…)`); nil, the session left as it was, when rendering the
  /// value raised an issue.
  mutating func wrappedValue(
    _ statement: Statement, from start: Int, prefix: String, suffix: String, scope: Scope
  ) -> [String]? {
    let snapshot = self
    placement.issueFrames.append([])
    var temp = LineWriter(indent: indent)
    temp.newLine(depth: 0)
    renderRange(statement, start..<statement.range.upperBound, depth: 0, scope: scope, into: &temp)
    guard placement.issueFrames.removeLast().isEmpty else {
      self = snapshot
      return nil
    }
    var lines = temp.finish()
    lines[0] = prefix + lines[0]
    lines[lines.count - 1] += suffix
    return lines
  }
}
