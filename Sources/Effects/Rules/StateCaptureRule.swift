import Analysis
import Lexer
import Proposal

/// Effect rule `state-capture`: explicit captures of state.
public struct StateCaptureRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "state-capture" }
  /// Short title.
  public var title: String { "Explicit captures of state" }
  /// What the rule does.
  public var summary: String {
    "State the effect reads is captured by value (`[query = state.query]`); `var` locals are captured explicitly; `let` locals and parameters are captured implicitly."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func search(page: Int) async {
            var limit = 20
            limit += page
            let found = try? await api.search("\(query) \(limit) \(page)")
            results = found ?? []
          }
          """#,
        after: #"""
          // Action: case searchResponse([Item]?)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case let .search(page):
            var limit = 20
            limit += page
            return .run { [query = state.query, limit] send in
              await send(.searchResponse(try? await itemsClient.search("\(query) \(limit) \(page)")))
            }
          case let .searchResponse(found):
            state.results = found ?? []
            return .none
          """#)
    ]
  }
}

extension StateCaptureRule {
  /// `[a = state.a, b = state.b] ` before a `.run` closure's parameters, or "" when nothing is captured.
  static func captureListText(_ items: [String]) -> String {
    items.isEmpty ? "" : "[" + items.joined(separator: ", ") + "] "
  }

  /// The `var` locals tokens `range` reads (not as a member), in order: an effect runs concurrently, so it captures
  /// their values rather than the variables.
  static func variableCaptures(_ source: BodySource, _ range: Range<Int>, scope: Scope) -> [String] {
    var names: [String] = []
    for index in range where source.kind(index) == .identifier {
      let name = source.text(index)
      let isMember = index > range.lowerBound && source.kind(index - 1) == .period
      if !isMember, scope.variables.contains(name), !names.contains(name) { names.append(name) }
    }
    return names
  }

  /// `a = state.a` for each captured state name.
  static func stateCaptures(_ names: [String]) -> [String] { names.map { "\($0) = state.\($0)" } }

  /// Renders `pieces` (a statement and a token range of it, each on a fresh line) as code running inside an effect:
  /// the writer holding it and the state names it captures, or nil with the session rolled back when any part
  /// cannot run in an effect. `inClosure` nil keeps the scope's own setting.
  static func renderedInEffect(
    _ s: inout ConversionSession,
    _ pieces: [(statement: Statement, range: Range<Int>)], scope: Scope, inClosure: Bool?,
    overrides: [Int: Override] = [:]
  ) -> (writer: LineWriter, captures: [String])? {
    var refusals: [String] = []
    return renderedInEffect(
      &s, pieces, scope: scope, inClosure: inClosure, overrides: overrides, refusals: &refusals)
  }

  /// `renderedInEffect`, also giving the reasons a part could not run in an effect when it returns nil.
  static func renderedInEffect(
    _ s: inout ConversionSession,
    _ pieces: [(statement: Statement, range: Range<Int>)], scope: Scope, inClosure: Bool?,
    overrides: [Int: Override] = [:], refusals: inout [String]
  ) -> (writer: LineWriter, captures: [String])? {
    let snapshot = s
    let savedCaptures = s.captures
    s.captures = []
    s.placement.issueFrames.append([])
    var effectScope = scope
    effectScope.mode = .effect
    if let inClosure { effectScope.inClosure = inClosure }
    var writer = LineWriter(indent: s.indent)
    for piece in pieces {
      writer.newLine(depth: 0)
      s.renderRange(piece.statement, piece.range, depth: 0, scope: effectScope, into: &writer, overrides: overrides)
    }
    let issues = s.placement.issueFrames.removeLast()
    guard issues.isEmpty else {
      s = snapshot
      refusals = issues
      return nil
    }
    let captured = s.captures
    s.captures = savedCaptures
    return (writer, captured)
  }
}
