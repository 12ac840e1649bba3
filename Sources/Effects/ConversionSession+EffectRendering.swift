import Analysis
import Lexer
import Proposal

extension ConversionSession {
  /// `[a = state.a, b = state.b] ` before a `.run` closure's parameters, or "" when nothing is captured.
  static func captureListText(_ items: [String]) -> String {
    items.isEmpty ? "" : "[" + items.joined(separator: ", ") + "] "
  }

  /// `a = state.a` for each captured state name.
  static func stateCaptures(_ names: [String]) -> [String] { names.map { "\($0) = state.\($0)" } }

  /// Renders `pieces` (a statement and a token range of it, each on a fresh line) as code running inside an effect:
  /// the writer holding it and the state names it captures, or nil with the session rolled back when any part
  /// cannot run in an effect. `inClosure` nil keeps the scope's own setting.
  mutating func renderedInEffect(
    _ pieces: [(statement: Statement, range: Range<Int>)], scope: Scope, inClosure: Bool?
  ) -> (writer: LineWriter, captures: [String])? {
    let snapshot = self
    let savedCaptures = captures
    captures = []
    issueFrames.append([])
    var effectScope = scope
    effectScope.mode = .effect
    if let inClosure { effectScope.inClosure = inClosure }
    var writer = LineWriter(indent: indent)
    for piece in pieces {
      writer.newLine(depth: 0)
      renderRange(piece.statement, piece.range, depth: 0, scope: effectScope, into: &writer)
    }
    guard issueFrames.removeLast().isEmpty else {
      self = snapshot
      return nil
    }
    let captured = captures
    captures = savedCaptures
    return (writer, captured)
  }
}
