import Lexer
import Proposal

/// Effect rule `shared-action-logic`: an action method that other methods also call.
public struct SharedActionLogicRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "shared-action-logic" }
  /// Short title.
  public var title: String { "Actions that other methods call" }
  /// What the rule does.
  public var summary: String {
    "A synchronous method the view calls (an action) that another method also calls shares its logic the way Point-Free recommends: its body is inlined into the caller instead of sending its action. When its body would leave a TODO or start an effect with a response, when it calls itself, or when it awaits, the caller sends the action instead (`.send(.stopButtonTapped)`)."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func reset() {
            stop()
            elapsed = 0
          }
          func stop() {
            isRunning = false
            timer?.invalidate()
          }
          """#,
        after: #"""
          // CancelID: timer
          case .reset:
            // Inlined from `stop`.
            state.isRunning = false
            state.elapsed = 0
            return .cancel(id: CancelID.timer)
          """#),
      EffectExample(
        before: #"""
          func reload() {
            results = []
            refresh()
          }
          func refresh() {
            isLoading = true
            Task { items = (try? await api.fetchItems()) ?? [] }
          }
          """#,
        after: #"""
          case .reload:
            state.results = []
            return .send(.refresh)
          """#),
    ]
  }
}

extension SharedActionLogicRule {
  /// A synchronous action method called as a statement, inlined like a helper instead of sending its action (share
  /// logic, do not send actions for it); false when its body would leave a TODO or add response actions, so the
  /// caller sends the action.
  static func inlineActionBody(
    _ s: inout ConversionSession,
    _ call: (name: String, arguments: Range<Int>), statement: Statement, depth: Int, scope: Scope,
    into writer: inout LineWriter
  ) -> Bool {
    guard scope.mode == .reducer, !scope.inClosure, call.name != s.method.name,
      let helper = s.viewModelMethod(call.name), let body = helper.body, !helper.isAsync, helper.returnType == nil,
      !TextScan.callsFunction(body, named: helper.name)
    else { return false }
    let snapshot = s
    var temp = LineWriter(indent: s.indent)
    guard
      HelperInliningRule.inlineHelper(
        &s, helper, call: call, statement: statement, depth: depth, scope: scope, into: &temp),
      s.placement.todos.count == snapshot.placement.todos.count,
      s.placement.refusedStatements == snapshot.placement.refusedStatements,
      s.responses.actions.count == snapshot.responses.actions.count,
      s.responses.cases.count == snapshot.responses.cases.count
    else {
      s = snapshot
      return false
    }
    writer.writeLines(temp.finish(), depth: 0)
    return true
  }

  /// A call of another synchronous action method, with its body inlined when that is safe.
  static func inlinesActionCall(
    _ s: inout ConversionSession, _ site: StatementSite, scope: inout Scope, into writer: inout LineWriter
  ) -> StepOutcome {
    guard let (call, _) = ActionCallRule.actionCall(s, site.statement) else { return .declined }
    let inlined = inlineActionBody(
      &s, call, statement: site.statement, depth: site.depth, scope: scope, into: &writer)
    return inlined ? .converted : .declined
  }
}
