import Analysis
import Lexer
import Proposal

/// Effect rule `task-in-helper`: `Task { }` started by an inlined helper or inside a branch.
public struct TaskInHelperRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "task-in-helper" }
  /// Short title.
  public var title: String { "Task { } in helpers and branches" }
  /// What the rule does.
  public var summary: String {
    "A `Task { do { try await … } catch { … } }` that a helper starts (the helper inlined into the calling case) or that a branch starts becomes the effect of the case, with `…Response` cases named after the helper; the locals it uses are captured. A `Task` that changes State before awaiting becomes an internal `…Task` action carrying those locals, sent from the case, since its work ran after the statements that follow it."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func add(_ item: Item) {
            items.append(item)
            persist(item)
          }
          private func persist(_ item: Item) {
            Task {
              do {
                try await api.save(item)
              } catch {
                errorMessage = error.localizedDescription
              }
            }
          }
          """#,
        after: #"""
          // Action: case persistResponse(Result<Void, any Error>)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case let .add(item):
            state.items.append(item)
            // Inlined from `persist`.
            return .run { send in
              await send(.persistResponse(Result { try await itemsClient.save(item) }))
            }
          case .persistResponse(.success):
            return .none
          case let .persistResponse(.failure(error)):
            state.errorMessage = error.localizedDescription
            return .none
          """#),
      EffectExample(
        before: #"""
          func select(_ item: Item) {
            if selection == item {
              selection = nil
            } else {
              selection = item
              Task { [weak self] in
                guard let self else { return }
                do {
                  try await self.api.save(item)
                  self.didSave = true
                } catch {
                  self.errorMessage = error.localizedDescription
                }
              }
            }
          }
          """#,
        after: #"""
          // Action: case selectResponse(Result<Void, any Error>)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case let .select(item):
            var effects: [Effect<Action>] = []
            if state.selection == item {
              state.selection = nil
            } else {
              state.selection = item
              effects.append(.run { send in
                await send(.selectResponse(Result { try await itemsClient.save(item) }))
              })
            }
            return .merge(effects)
          case .selectResponse(.success):
            state.didSave = true
            return .none
          case let .selectResponse(.failure(error)):
            state.errorMessage = error.localizedDescription
            return .none
          """#),
      EffectExample(
        before: #"""
          func add(_ item: Item) {
            persist(item)
          }
          private func persist(_ item: Item) {
            Task {
              isSaving = true
              try? await api.save(item)
              isSaving = false
            }
          }
          """#,
        after: #"""
          // Action: case persistTask(Item)
          // Action: case persistTaskResponse
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case let .add(item):
            // Inlined from `persist`.
            return .send(.persistTask(item))
          case let .persistTask(item):
            state.isSaving = true
            return .run { send in
              try? await itemsClient.save(item)
              await send(.persistTaskResponse)
            }
          case .persistTaskResponse:
            state.isSaving = false
            return .none
          """#),
      EffectExample(
        before: #"""
          func saveAll() {
            if !items.isEmpty {
              Task {
                for item in items {
                  try await api.save(item)
                  count += 1
                }
              }
            }
          }
          """#,
        after: #"""
          // Action: case saveAllTask
          case .saveAll:
            var effects: [Effect<Action>] = []
            if !state.items.isEmpty {
              effects.append(.send(.saveAllTask))
            }
            return .merge(effects)
          case .saveAllTask:
            // TODO(tca-migrate): awaits inside `for`; move this work into an effect by hand
            // for item in items {
            //   try await api.save(item)
            //   count += 1
            // }
            return .none
          """#,
        status: .partial),
    ]
  }
}

extension TaskInHelperRule {
  /// Converts a `Task { … }` whose body starts by awaiting (`do { try await … } catch { … }`) as the effect it
  /// starts: its response cases are named after the inlined helper (`saveResponse`) or the action, and the locals
  /// it uses stay captured. False (session unchanged) when the body first changes State (that would run before the
  /// statements after the `Task`), collects effects in branches, or leaves a TODO.
  static func startTaskEffect(
    _ s: inout ConversionSession,
    _ task: (block: Block, cancelID: String?), depth: Int, scope: Scope, into writer: inout LineWriter
  ) -> Bool {
    let snapshot = s
    let todoCount = s.placement.todos.count
    let savedSequence = s.sequence
    let savedPending = s.pendingEffects
    let savedDepth = s.blockDepth
    let savedIssues = s.placement.issueFrames
    let savedNotes = s.placement.noteFrames
    let savedExits = s.loopExits
    let savedLabel = s.inlining.returnLabel
    let savedValueReturn = s.inlining.valueReturn
    let savedCount = s.responses.count
    let savedHelper = s.inlining.name
    let savedBlockNames = s.inlining.boundNames
    var base = s.sequence.responseBase
    if let helper = s.inlining.name {
      base = helper
      var counter = 1
      while s.responses.actions.contains(where: { $0.name == base + "Response" }) {
        counter += 1
        base = helper + "Task\(counter)"
      }
      s.responses.count = 0
    }
    s.sequence = SequenceContext(cancelID: task.cancelID, responseBase: base)
    s.pendingEffects = []
    s.blockDepth = 0
    s.placement.issueFrames = []
    s.placement.noteFrames = []
    s.loopExits = nil
    s.inlining.returnLabel = nil
    s.inlining.valueReturn = nil
    s.inlining.name = nil
    s.inlining.boundNames = []
    var inner = scope
    inner.inClosure = false
    var body = LineWriter(indent: s.indent)
    s.convertSequence(task.block.statements, scope: &inner, depth: 0, into: &body)
    let lines = body.finish()
    s.sequence = savedSequence
    s.pendingEffects = savedPending
    s.blockDepth = savedDepth
    s.placement.issueFrames = savedIssues
    s.placement.noteFrames = savedNotes
    s.loopExits = savedExits
    s.inlining.returnLabel = savedLabel
    s.inlining.valueReturn = savedValueReturn
    s.inlining.name = savedHelper
    s.inlining.boundNames = savedBlockNames
    if s.inlining.name != nil { s.responses.count = savedCount }
    guard s.placement.todos.count == todoCount, let (comments, effect) = Self.returnedEffect(lines) else {
      s = snapshot
      return false
    }
    writer.writeLines(comments, depth: depth)
    if let id = task.cancelID {
      s.pendingEffects.removeAll { $0 == [".cancel(id: CancelID.\(id))"] }
      s.cancelIDs.use(id)
    }
    if effect == [".none"] { return true }
    return s.startEffect(effect, depth: depth, scope: scope, into: &writer)
  }

  /// Splits a converted body that is only comments and `return effect` into both; nil when it does anything else
  /// first or collects its effects in `effects`.
  static func returnedEffect(_ lines: [String]) -> (comments: [String], effect: [String])? {
    guard let start = lines.firstIndex(where: { $0.hasPrefix("return ") }),
      lines[..<start].allSatisfy({ LineText.unindented($0).hasPrefix("//") }),
      !lines.contains(where: { TextScan.containsBytes($0, "effects.append(") })
    else { return nil }
    var effect = Array(lines[start...])
    effect[0] = String(effect[0].dropFirst("return ".count))
    return (Array(lines[..<start]), effect)
  }

  /// A `Task { … }` inside a branch or an inlined helper that `startTaskEffect` could not place: its body becomes
  /// an internal `…Task` action's case, sent from here, carrying the locals it uses (whose types are known).
  static func startNestedTask(
    _ s: inout ConversionSession,
    _ task: (block: Block, cancelID: String?), depth: Int, scope: Scope, into writer: inout LineWriter
  ) -> Bool {
    let base = s.inlining.name ?? s.actionName
    var name = base + "Task"
    var counter = 1
    while s.responses.actions.contains(where: { $0.name == name }) {
      counter += 1
      name = base + "Task\(counter)"
    }
    var used: Set<String> = []
    for statement in task.block.statements { used.formUnion(statement.identifiersUsed) }
    let carried = scope.locals.filter { used.contains($0) && scope.types[$0] != nil }.sorted()
    s.responses.add(ActionCaseSpec(name: name, payload: carried.map { scope.types[$0]! }))
    var caseScope = scope
    caseScope.unavailable = scope.locals.subtracting(carried)
    caseScope.locals = []
    caseScope.variables = []
    for local in carried { caseScope.declare(local, type: scope.types[local]) }
    let savedSequence = s.sequence
    let savedPending = s.pendingEffects
    let savedDepth = s.blockDepth
    let saved = (s.inlining, s.loopExits)
    let savedFrames = (s.placement.issueFrames, s.placement.noteFrames)
    s.sequence = SequenceContext(cancelID: task.cancelID, responseBase: name)
    s.pendingEffects = []
    s.blockDepth = 0
    (s.inlining, s.loopExits) = (HelperBlock(), nil)
    (s.placement.issueFrames, s.placement.noteFrames) = ([], [])
    var caseWriter = LineWriter(indent: s.indent)
    let insertAt = s.responses.cases.count
    s.convertSequence(task.block.statements, scope: &caseScope, depth: 0, into: &caseWriter)
    (s.inlining, s.loopExits) = saved
    (s.placement.issueFrames, s.placement.noteFrames) = savedFrames
    let payload = carried.isEmpty ? "" : "(" + carried.joined(separator: ", ") + ")"
    s.responses.cases.insert(
      ReducerCaseSpec(pattern: (carried.isEmpty ? "" : "let ") + ".\(name)\(payload)", body: caseWriter.finish()),
      at: insertAt)
    s.sequence = savedSequence
    s.pendingEffects = savedPending
    s.blockDepth = savedDepth
    if let id = task.cancelID {
      s.pendingEffects.removeAll { $0 == [".cancel(id: CancelID.\(id))"] }
      s.cancelIDs.use(id)
    }
    return s.startEffect([".send(.\(name)\(payload))"], depth: depth, scope: scope, into: &writer)
  }

  /// A `Task { … }` started inside a branch or an inlined helper, as the case's effect or an internal action.
  static func startsNestedTask(
    _ s: inout ConversionSession, _ site: StatementSite, scope: inout Scope, into writer: inout LineWriter
  ) -> StepOutcome {
    guard scope.mode == .reducer, !scope.inClosure, s.blockDepth > 0 || s.inlining.name != nil,
      let task = TaskRule.taskStatement(s, site.statement)
    else { return .declined }
    if startTaskEffect(&s, task, depth: site.depth, scope: scope, into: &writer) { return .converted }
    return StepOutcome(converted: startNestedTask(&s, task, depth: site.depth, scope: scope, into: &writer))
  }
}
