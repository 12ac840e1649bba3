import Proposal

/// Effect rule `early-return`: early returns.
public struct EarlyReturnRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "early-return" }
  /// Short title.
  public var title: String { "Early returns" }
  /// What the rule does.
  public var summary: String {
    "`guard`, `if` and `switch` are kept; a `return` that leaves the method becomes `return .none` (after any `defer` body), while `return` inside closures is untouched."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func submit() {
            guard !query.isEmpty else { return }
            switch count {
            case 0:
              errorMessage = "Nothing to submit"
              return
            default:
              didSave = true
            }
          }
          """#,
        after: #"""
          case .submit:
            guard !state.query.isEmpty else { return .none }
            switch state.count {
            case 0:
              state.errorMessage = "Nothing to submit"
              return .none
            default:
              state.didSave = true
            }
            return .none
          """#)
    ]
  }
}

extension EarlyReturnRule {
  /// `return` leaving the method: the defers, then `return` with the effects started so far.
  static func exits(
    _ s: inout ConversionSession, _ site: StatementSite, scope: inout Scope, into writer: inout LineWriter
  ) -> StepOutcome {
    guard site.first == "return", scope.mode == .reducer, !scope.inClosure else { return .declined }
    let callsSomething = site.header.dropFirst().contains { site.statement.source.kind($0) == .leftParen }
    if site.header.count > 1, s.discardsReturnValues, s.helperStack.isEmpty, !callsSomething {
      s.droppedReturnValues += 1
      if s.dismissesOnTrue, site.header.count == 2, site.word(1) == "true" {
        s.use(DependencyUse(property: "dismiss", key: "\\.dismiss"))
        s.dismissals += 1
        _ = s.startEffect([".run { _ in await dismiss() }"], depth: site.depth, scope: scope, into: &writer)
      }
      leave(&s, depth: site.depth, scope: scope, into: &writer)
      return .converted
    }
    // A failable `init` becoming a failable `State.init` keeps its failure.
    if site.header.count == 2, site.word(1) == "nil", s.context.convertsSetup, s.method.isFailable == true {
      writer.writeLines(["return nil"], depth: site.depth)
      return .converted
    }
    if site.header.count > 1 {
      s.placement.issueFrames.append([])
      s.placement.issue("returns a value from the method")
      s.placement.issueFrames.removeLast()
      s.placement.emitTodo(
        site.statement, reasons: ["returns a value from the method"], depth: site.depth, into: &writer)
      // The method still leaves here: a `guard`'s `else` must not fall through, and what follows must not run.
      leave(&s, depth: site.depth, scope: scope, into: &writer)
      return .converted
    }
    leave(&s, depth: site.depth, scope: scope, into: &writer)
    return .converted
  }

  /// The method's exit; a `return` inside one pass of a loop also ends the loop's effect.
  private static func leave(_ s: inout ConversionSession, depth: Int, scope: Scope, into writer: inout LineWriter) {
    let pending = s.pendingEffects
    if let end = s.loopExits?.returnEffect { s.pendingEffects.append([end]) }
    s.emitExit(depth: depth, scope: scope, into: &writer)
    s.pendingEffects = pending
  }
}
