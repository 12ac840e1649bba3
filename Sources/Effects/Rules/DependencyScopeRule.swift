import Lexer
import Proposal

/// Effect rule `dependency-scope`: `withDependencies(from: self) { … }` around a child model.
public struct DependencyScopeRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "dependency-scope" }
  /// Short title.
  public var title: String { "withDependencies(from: self)" }
  /// What the rule does.
  public var summary: String {
    "A view model built on Point-Free's Dependencies creates its child models inside `withDependencies(from: self) { … }` so they inherit its dependencies. A child feature's reducer inherits the parent's dependencies by itself, so the wrapper is dropped and what it builds is kept: as a statement its body runs in place, inside an expression its one expression stands for the call (and a child view model in it becomes the child's State). Locals the body declares stay in a `do { }` block, so they cannot clash with the case's own names. A body that `return`s (which leaves only the closure) and a `withDependencies { … } operation: { … }` that overrides dependencies are left as they are."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func openRow(id: Int) {
            path.append(
              withDependencies(from: self) {
                RowViewModel(id: id)
              }
            )
          }
          """#,
        after: #"""
          case let .openRow(id):
            state.path.append(.row(RowFeature.State(id: id)))
            return .none
          """#),
      EffectExample(
        before: #"""
          func openRow(id: Int) {
            withDependencies(from: self) {
              self.path.append(RowViewModel(id: id))
            }
            isLoading = false
          }
          """#,
        after: #"""
          case let .openRow(id):
            state.path.append(.row(RowFeature.State(id: id)))
            state.isLoading = false
            return .none
          """#),
      EffectExample(
        before: #"""
          func openSelection() {
            withDependencies(from: self) {
              guard let selection else { return }
              path.append(RowViewModel(id: selection.id))
            }
            isLoading = false
          }
          """#,
        after: #"""
          case .openSelection:
            // TODO(tca-migrate): uses `self` directly; state is used in a closure passed to `withDependencies`, which may escape; move this work into an effect
            // withDependencies(from: self) {
            //   guard let selection else { return }
            //   path.append(RowViewModel(id: selection.id))
            // }
            state.isLoading = false
            return .none
          """#, status: .partial),
      EffectExample(
        before: #"""
          func newDraft() {
            draft = withDependencies(from: self) {
              Item(name: self.query)
            }
          }
          """#,
        after: #"""
          case .newDraft:
            state.draft = Item(name: state.query)
            return .none
          """#),
      EffectExample(
        before: #"""
          func openNext() {
            withDependencies(from: self) {
              let id = items.count
              path.append(RowViewModel(id: id))
            }
            let id = count + 1
            count = id
          }
          """#,
        after: #"""
          case .openNext:
            do {
              let id = state.items.count
              state.path.append(.row(RowFeature.State(id: id)))
            }
            let id = state.count + 1
            state.count = id
            return .none
          """#),
    ]
  }
}

extension DependencyScopeRule {
  /// The closure of `withDependencies(from: self) { … }` when the tokens from `start` (before `end`) are that call
  /// with a closure of no signature.
  static func scopeBlock(_ statement: Statement, at start: Int, before end: Int) -> Block? {
    let source = statement.source
    guard source.text(start) == "withDependencies" else { return nil }
    var i = start
    for word in ["(", "from", ":", "self", ")"] {
      i = source.nextSignificant(i + 1, before: end)
      guard i < end, source.text(i) == word else { return nil }
    }
    let open = source.nextSignificant(i + 1, before: end)
    guard let block = statement.blocks.first(where: { $0.open == open }), block.isClosure, block.signature == nil
    else { return nil }
    return block
  }

  /// The one expression of `block`, when it holds a single statement besides comments.
  static func soleExpression(_ block: Block) -> Statement? {
    let statements = block.statements.filter { !$0.isComment }
    guard statements.count == 1, let only = statements.first,
      only.source.kind(only.range.lowerBound) != .keyword
    else { return nil }
    return only
  }

  /// The one expression of the `withDependencies(from: self) { … }` that tokens `range` of `statement` are, when
  /// the statement has no other block.
  static func wholeScopeExpression(_ statement: Statement, _ range: Range<Int>) -> Statement? {
    guard statement.blocks.count == 1,
      let block = scopeBlock(statement, at: range.lowerBound, before: range.upperBound),
      statement.source.nextSignificant(block.close + 1, before: range.upperBound) == range.upperBound
    else { return nil }
    return soleExpression(block)
  }

  /// `withDependencies(from: self) { … }` as a statement: its body, in place.
  static func unwrapsScope(
    _ s: inout ConversionSession, _ site: StatementSite, scope: inout Scope, into writer: inout LineWriter
  ) -> StepOutcome {
    let statement = site.statement
    let source = statement.source
    // A `return` inside the closure leaves only the closure; in place it would end the whole case.
    guard let first = site.header.first,
      let block = scopeBlock(statement, at: first, before: statement.range.upperBound),
      block.close + 1 >= statement.range.upperBound,
      !(block.open..<block.close).contains(where: { source.kind($0) == .keyword && source.text($0) == "return" })
    else { return .declined }
    // Locals the closure declares stay in a `do` block: in place they would clash with the case's own names and hide
    // State fields of the same name from the statements after it.
    let declares = block.statements.contains { ["let", "var"].contains($0.firstWord) }
    let nesting = declares ? 1 : 0
    if declares { writer.writeLines(["do {"], depth: site.depth) }
    var inner = scope
    s.blockDepth += nesting
    s.renderStatements(block.statements, depth: site.depth + nesting, scope: &inner, into: &writer)
    s.blockDepth -= nesting
    if declares { writer.writeLines(["}"], depth: site.depth) }
    return .converted
  }
}
