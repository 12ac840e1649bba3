import Lexer
import Proposal

/// Effect rule `polling-loop`: while loops that await.
public struct PollingLoopRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "polling-loop" }
  /// Short title.
  public var title: String { "while loops that await" }
  /// What the rule does.
  public var summary: String {
    "A `while` loop whose body awaits becomes an internal `…Loop` action: it checks the condition (running the code after the loop when it fails) and converts one iteration, whose last step sends `…Loop` again; `continue` sends it at once; `while true` needs no check. Loops in a stored or `[weak self]` task, and endless ones, become one long-lived effect (`task-loop`) unless a step both awaits and changes State, like the awaited helper `reload()` here."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func countDown() async {
            while count > 0 {
              try? await Task.sleep(for: .seconds(1))
              count -= 1
            }
            showBanner = true
          }
          """#,
        after: #"""
          // Action: case countDownLoop
          // Action: case countDownLoopResponse
          // Dependency: @Dependency(\.continuousClock) var clock
          case .countDown:
            return .send(.countDownLoop)
          case .countDownLoop:
            guard state.count > 0 else {
              state.showBanner = true
              return .none
            }
            return .run { send in
              try? await clock.sleep(for: .seconds(1))
              await send(.countDownLoopResponse)
            }
          case .countDownLoopResponse:
            state.count -= 1
            return .send(.countDownLoop)
          """#),
      EffectExample(
        before: #"""
          func keepRefreshing() async {
            while true {
              await reload()
              try? await Task.sleep(for: .seconds(60))
            }
          }
          private func reload() async {
            items = (try? await api.fetchItems()) ?? []
          }
          """#,
        after: #"""
          // Action: case keepRefreshingLoop
          // Action: case keepRefreshingLoopResponse([Item]?)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          // Dependency: @Dependency(\.continuousClock) var clock
          case .keepRefreshing:
            return .send(.keepRefreshingLoop)
          case .keepRefreshingLoop:
            // Inlined from `reload`.
            return .run { send in
              await send(.keepRefreshingLoopResponse(try? await itemsClient.fetchItems()))
            }
          case let .keepRefreshingLoopResponse(response):
            state.items = response ?? []
            return .run { send in
              try? await clock.sleep(for: .seconds(60))
              await send(.keepRefreshingLoop)
            }
          """#),
    ]
  }
}

extension PollingLoopRule {
  /// `while cond { await …; mutations }`: an internal `…Loop` action checks the condition (running the statements
  /// after the loop when it fails) and converts one iteration, which ends by sending `…Loop` again.
  static func convertPollingLoop(
    _ s: inout ConversionSession,
    _ statement: Statement, rest: [Statement], scope: Scope, depth: Int, into writer: inout LineWriter
  ) -> Bool {
    let source = statement.source
    guard statement.firstWord == "while", statement.blocks.count == 1, let block = statement.blocks.first,
      !block.isClosure, block.statements.contains(where: \.awaitsOutsideClosures),
      !containsBreak(s, block.statements),
      !(statement.range.lowerBound..<block.open).contains(where: { ["let", "var", "await"].contains(source.text($0)) })
    else { return false }
    let snapshot = s
    let loop = s.sequence.responseBase + "Loop"
    guard !s.responses.actions.contains(where: { $0.name == loop }) else { return false }
    s.responses.add(ActionCaseSpec(name: loop))

    var caseScope = scope
    caseScope.inClosure = false
    caseScope.unavailable = scope.locals
    caseScope.locals = []
    let savedSequence = s.sequence
    let savedPending = s.pendingEffects
    let savedExits = s.loopExits
    s.sequence = SequenceContext(cancelID: savedSequence.cancelID, responseBase: loop)
    s.pendingEffects = []
    let todoCount = s.placement.todos.count
    let insertAt = s.responses.cases.count
    var caseWriter = LineWriter(indent: s.indent)
    let conditionStart = source.nextSignificant(statement.range.lowerBound + 1, before: block.open)
    let endless =
      source.text(conditionStart) == "true"
      && source.nextSignificant(conditionStart + 1, before: block.open) == block.open
      && rest.allSatisfy(\.isComment)
    var conditionIssues: [String] = []
    if !endless {
      s.placement.issueFrames.append([])
      caseWriter.newLine(depth: 0)
      caseWriter.write("guard ")
      s.renderRange(
        statement.sub(conditionStart..<block.open), conditionStart..<block.open, depth: 0, scope: caseScope,
        into: &caseWriter)
      conditionIssues = s.placement.issueFrames.removeLast()
      caseWriter.write(caseWriter.endsWithSpace ? "else {" : " else {")
      var elseScope = caseScope
      s.convertSequence(rest, scope: &elseScope, depth: 1, into: &caseWriter)
      caseWriter.writeLines(["}"], depth: 0)
    }
    s.pendingEffects = []
    s.sequence = SequenceContext(cancelID: savedSequence.cancelID, responseBase: loop)
    s.sequence.loopAction = loop
    s.loopExits = LoopExits(continueLine: "return .send(.\(loop))", breakLine: "")
    s.convertSequence(block.statements, scope: &caseScope, depth: 0, into: &caseWriter)
    s.loopExits = savedExits
    s.sequence = savedSequence
    s.pendingEffects = savedPending
    guard conditionIssues.isEmpty, s.placement.todos.count == todoCount else {
      s = snapshot
      return false
    }
    s.responses.cases.insert(ReducerCaseSpec(pattern: ".\(loop)", body: caseWriter.finish()), at: insertAt)
    writer.writeLines(
      PendingEffects.returning(s.pendingEffects.combined(indent: s.indent, [[".send(.\(loop))"]])), depth: depth)
    return true
  }

  /// Whether statements contain a `break` outside closures.
  static func containsBreak(_ s: ConversionSession, _ statements: [Statement]) -> Bool {
    statements.contains { statement in
      statement.firstWord == "break" || statement.blocks.contains { !$0.isClosure && containsBreak(s, $0.statements) }
    }
  }

  /// A `while` loop whose body awaits: an internal action per iteration.
  static func pollsByAction(
    _ s: inout ConversionSession, _ site: SequenceSite, scope: inout Scope, into writer: inout LineWriter
  ) -> SequenceOutcome {
    guard site.statement.firstWord == "while" else { return .declined }
    return SequenceOutcome(
      finished: convertPollingLoop(&s, site.statement, rest: site.rest, scope: scope, depth: site.depth, into: &writer))
  }
}
