import Analysis
import Lexer
import Proposal

/// Effect rule `task`: task { } in synchronous methods.
public struct TaskRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "task" }
  /// Short title.
  public var title: String { "Task { } in synchronous methods" }
  /// What the rule does.
  public var summary: String {
    "`Task { … }` and `Task { [weak self] in … }` become the effect of the case: `guard let self` disappears, `self?.x` becomes state, statements after the `Task` (which ran first) stay before it. A stored task restarted only to run an action becomes `.send(.action)`, and the action's own effect carries the task's cancel ID (`stored-task`); when it cannot (the action starts a task of its own, or two tasks restart it) a NOTE says the restart no longer cancels the work in flight."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func refresh() {
            Task { [weak self] in
              guard let self else { return }
              await self.load()
            }
          }
          func load() async {}
          """#,
        after: #"""
          case .refresh:
            return .send(.load)
          """#),
      EffectExample(
        before: #"""
          func restart() {
            searchTask?.cancel()
            searchTask = Task { await load() }
          }
          func load() async {}
          """#,
        after: #"""
          // CancelID: searchTask
          case .restart:
            return .send(.load)
          """#),
      EffectExample(
        before: #"""
          func save() {
            isSaving = true
            Task {
              do {
                try await api.save(draft)
                didSave = true
              } catch {
                errorMessage = error.localizedDescription
              }
              isSaving = false
            }
          }
          """#,
        after: #"""
          // Action: case saveResponse(Result<Void, any Error>)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case .save:
            state.isSaving = true
            return .run { [draft = state.draft] send in
              await send(.saveResponse(Result { try await itemsClient.save(draft) }))
            }
          case .saveResponse(.success):
            state.didSave = true
            state.isSaving = false
            return .none
          case let .saveResponse(.failure(error)):
            state.errorMessage = error.localizedDescription
            state.isSaving = false
            return .none
          """#),
    ]
  }
}

extension TaskRule {
  /// `guard let self else { return }` goes (the reducer has no `self` to lose); `guard let self, let x = … else { … }`
  /// keeps its other conditions.
  static func weakSelfGuard(
    _ s: inout ConversionSession,
    _ statement: Statement, depth: Int, scope: inout Scope, into writer: inout LineWriter
  ) -> Bool {
    let source = statement.source
    let header = statement.headerIndices
    var next = 3
    if next + 1 < header.count, source.kind(header[next]) == .equal, source.text(header[next + 1]) == "self" {
      next += 2
    }
    guard next + 1 < header.count, source.kind(header[next]) == .comma else { return true }
    let text = "guard " + source.text(header[next + 1]..<statement.range.upperBound)
    let parsed = ParsedBody(text: text, firstLine: source.line(statement.range.lowerBound))
    guard parsed.statements.count == 1, let rest = parsed.statements.first else {
      s.placement.emitTodo(
        statement, reasons: ["`guard let self` with a condition the rewriter could not split"], depth: depth,
        into: &writer)
      return true
    }
    s.renderStatement(rest, depth: depth, scope: &scope, into: &writer)
    return true
  }

  /// `Task { … }`, `Task { [weak self] in … }`, `x = Task { … }`: the block and the stored property's cancel ID.
  static func taskStatement(_ s: ConversionSession, _ statement: Statement) -> (block: Block, cancelID: String?)? {
    TaskStart.parse(statement, taskProperties: s.context.properties.taskLike)
  }

  /// `guard let self else { return }`: a reducer case has no `self` to keep alive, so the guard disappears.
  static func dropsSelfGuard(
    _ s: inout ConversionSession, _ site: StatementSite, scope: inout Scope, into writer: inout LineWriter
  ) -> StepOutcome {
    guard site.first == "guard", site.header.count > 2, site.word(1) == "let", site.word(2) == "self" else {
      return .declined
    }
    return StepOutcome(converted: weakSelfGuard(&s, site.statement, depth: site.depth, scope: &scope, into: &writer))
  }

  /// `Task { … }` at method level: its body continues the sequence (the statements after it ran first), stored
  /// tasks cancellable by their property's ID.
  static func runsTaskBody(
    _ s: inout ConversionSession, _ site: SequenceSite, scope: inout Scope, into writer: inout LineWriter
  ) -> SequenceOutcome {
    guard let task = taskStatement(s, site.statement) else { return .declined }
    if let id = task.cancelID {
      s.sequence.cancelID = id
      s.pendingEffects.removeAll { $0 == [".cancel(id: CancelID.\(id))"] }
    }
    return .continuing(site.rest + task.block.statements, at: 0)
  }
}
