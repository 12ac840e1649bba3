import Lexer
import Proposal

/// Effect rule `await-in-branch`: awaits inside if branches.
public struct AwaitInBranchRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "await-in-branch" }
  /// Short title.
  public var title: String { "Awaits inside if branches" }
  /// What the rule does.
  public var summary: String {
    "When an `if` branch awaits, each branch continues with the statements after the `if` and ends in its own `return`, so the effect can be returned from inside the branch."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func loadIfNeeded() async {
            if items.isEmpty {
              items = (try? await api.fetchItems()) ?? []
            }
            isLoading = false
          }
          """#,
        after: #"""
          // Action: case loadIfNeededResponse([Item]?)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case .loadIfNeeded:
            if state.items.isEmpty {
              return .run { send in
                await send(.loadIfNeededResponse(try? await itemsClient.fetchItems()))
              }
            }
            state.isLoading = false
            return .none
          case let .loadIfNeededResponse(response):
            state.items = response ?? []
            state.isLoading = false
            return .none
          """#)
    ]
  }
}

extension AwaitInBranchRule {
  /// Whether `statement` is an `if` with an `await` in one of its branches.
  static func isAwaitingBranch(_ statement: Statement) -> Bool {
    statement.firstWord == "if"
      && statement.blocks.contains { !$0.isClosure && $0.statements.contains(where: \.awaitsOutsideClosures) }
  }

  /// Converts `if … { await … } else { … }` by continuing each branch with the statements after the `if`,
  /// so each branch ends in its own `return`. False when a condition cannot be translated.
  static func convertBranches(
    _ s: inout ConversionSession,
    _ statement: Statement, rest: [Statement], scope: Scope, depth: Int, into writer: inout LineWriter
  ) -> Bool {
    let snapshot = s
    let source = statement.source
    let branches = statement.blocks.filter { !$0.isClosure }
    var start = statement.range.lowerBound
    var hasElse = false
    var output = LineWriter(indent: s.indent)
    output.newLine(depth: depth)
    s.placement.issueFrames.append([])
    let savedSequence = s.sequence
    let savedPending = s.pendingEffects
    // A helper spliced into one branch's copy of the rest stays on the stack for that copy only.
    let savedHelpers = s.helperStack
    for (index, block) in branches.enumerated() {
      let header = start..<block.open
      let words = header.filter { !source.kind($0).isTrivia }.map { source.text($0) }
      if words == ["else"] { hasElse = true }
      if index > 0 { output.write("}") }
      s.renderRange(statement, header, depth: depth, scope: scope, into: &output)
      output.write(output.atLineStart || output.endsWithSpace ? "{" : " {")
      var branchScope = scope
      for name in s.boundNames(source, header) { branchScope.declare(name) }
      s.placement.issueFrames.append([])
      s.convertSequence(block.statements + rest, scope: &branchScope, depth: depth + 1, into: &output)
      s.placement.issueFrames.removeLast()
      s.sequence = savedSequence
      s.pendingEffects = savedPending
      s.helperStack = savedHelpers
      output.newLine(depth: depth)
      start = block.close + 1
    }
    output.write("}")
    if !(s.placement.issueFrames.removeLast().isEmpty) {
      s = snapshot
      return false
    }
    writer.writeLines(output.finish(), depth: 0)
    if !hasElse {
      var fallThrough = scope
      s.convertSequence(rest, scope: &fallThrough, depth: depth, into: &writer)
    }
    return true
  }

  /// An `if` whose branches await: each branch continues with the rest and returns its own effect.
  static func splitsBranches(
    _ s: inout ConversionSession, _ site: SequenceSite, scope: inout Scope, into writer: inout LineWriter
  ) -> SequenceOutcome {
    guard isAwaitingBranch(site.statement) else { return .declined }
    return SequenceOutcome(
      finished: convertBranches(&s, site.statement, rest: site.rest, scope: scope, depth: site.depth, into: &writer))
  }
}
