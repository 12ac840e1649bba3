import Analysis
import Foundation
import Lexer
import Proposal

/// Effect rule `main-queue-hop`: main-queue hops.
public struct MainQueueHopRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "main-queue-hop" }
  /// Short title.
  public var title: String { "Main-queue hops" }
  /// What the rule does.
  public var summary: String {
    "Reducers run on the main actor, so `DispatchQueue.main.async { … }` and `await MainActor.run { … }` are dropped and their bodies kept."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func finish() {
            DispatchQueue.main.async {
              self.isLoading = false
              self.didSave = true
            }
          }
          """#,
        after: #"""
          case .finish:
            state.isLoading = false
            state.didSave = true
            return .none
          """#)
    ]
  }
}

extension MainQueueHopRule {
  /// The block of `DispatchQueue.main.async { … }` or `await MainActor.run { … }`.
  static func mainQueueHop(_ s: ConversionSession, _ statement: Statement) -> Block? {
    let source = statement.source
    let words = statement.headerIndices.map { source.text($0) }
    guard let block = statement.blocks.last, block.signature == nil || isOnlySelfCapture(block, source) else {
      return nil
    }
    let hops = [
      ["DispatchQueue", ".", "main", ".", "async", "{", "}"], ["await", "MainActor", ".", "run", "{", "}"],
      ["MainActor", ".", "run", "{", "}"],
    ]
    return hops.contains(words) ? block : nil
  }

  static func isOnlySelfCapture(_ block: Block, _ source: BodySource) -> Bool {
    guard let signature = block.signature else { return true }
    let words = signature.filter { !source.kind($0).isTrivia }.map { source.text($0) }
    return words == ["[", "weak", "self", "]"] || words == ["[", "unowned", "self", "]"] || words.isEmpty
  }

  /// `DispatchQueue.main.async { … }` and `await MainActor.run { … }`: the body, in place.
  static func unwrapsHop(
    _ s: inout ConversionSession, _ site: StatementSite, scope: inout Scope, into writer: inout LineWriter
  ) -> StepOutcome {
    guard let block = mainQueueHop(s, site.statement) else { return .declined }
    var inner = scope
    inner.inClosure = scope.inClosure
    s.renderStatements(block.statements, depth: site.depth, scope: &inner, into: &writer)
    return .converted
  }
}
