import Lexer
import Proposal

/// Effect rule `task-loop`: long-lived `while` loops in a `Task`.
public struct TaskLoopRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "task-loop" }
  /// Short title.
  public var title: String { "Long-lived loops in a Task" }
  /// What the rule does.
  public var summary: String {
    "A `while` loop in a stored or `[weak self]` task, or an endless one, becomes one effect looping `while !Task.isCancelled`, cancellable by the property that held the task: awaits stay in the loop and each run of State changes becomes an internal action it sends (`.tick` for a call of the private helper `tick()`, else `…Tick`, or `…Received` carrying the values the loop awaited: `if let x = try? await …` and `x = try await …` are split so the await stays in the loop). A condition reading State (`while let self, self.isRunning`) is checked by the first action, which cancels the effect when it fails; `x?.cancel()` becomes `.cancel(id:)`. `break`, `continue` and `return` stay in the effect's loop. Loops that read State outside the condition while awaiting (the effect would only see a copy), exit from a State change, or hand a value of unknown type to one stay TODOs."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func start() {
            isRunning = true
            observeTask = Task { [weak self] in
              while let self, self.isRunning {
                self.tick()
                try? await Task.sleep(for: .seconds(1))
              }
            }
          }
          private func tick() {
            elapsed += 1
          }
          """#,
        after: #"""
          // Action: case tick
          // Dependency: @Dependency(\.continuousClock) var clock
          // CancelID: observeTask
          case .start:
            state.isRunning = true
            return .run { send in
              while !Task.isCancelled {
                await send(.tick)
                try? await clock.sleep(for: .seconds(1))
              }
            }
            .cancellable(id: CancelID.observeTask, cancelInFlight: true)
          case .tick:
            guard state.isRunning else { return .cancel(id: CancelID.observeTask) }
            // Inlined from `tick`.
            state.elapsed += 1
            return .none
          """#),
      EffectExample(
        before: #"""
          func startAutoRefresh() {
            Task { [weak self] in
              while true {
                guard let self else { return }
                if let latest = try? await self.api.fetchUser() {
                  self.user = latest
                }
                try? await Task.sleep(for: .seconds(30))
              }
            }
          }
          """#,
        after: #"""
          // Action: case startAutoRefreshReceived(User?)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          // Dependency: @Dependency(\.continuousClock) var clock
          case .startAutoRefresh:
            return .run { send in
              while !Task.isCancelled {
                let latest = try? await itemsClient.fetchUser()
                await send(.startAutoRefreshReceived(latest))
                try? await clock.sleep(for: .seconds(30))
              }
            }
          case let .startAutoRefreshReceived(latest):
            if let latest {
              state.user = latest
            }
            return .none
          """#),
      EffectExample(
        before: #"""
          func observeRecords() {
            observeTask = Task {
              while !Task.isCancelled {
                records = try await api.fetchRecords()
                try await Task.sleep(for: .seconds(10))
              }
            }
          }
          """#,
        after: #"""
          // Action: case observeRecordsReceived([Record])
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          // Dependency: @Dependency(\.continuousClock) var clock
          // CancelID: observeTask
          case .observeRecords:
            return .run { send in
              while !Task.isCancelled {
                let newRecords = try await itemsClient.fetchRecords()
                await send(.observeRecordsReceived(newRecords))
                try await clock.sleep(for: .seconds(10))
              }
            }
            .cancellable(id: CancelID.observeTask, cancelInFlight: true)
          case let .observeRecordsReceived(newRecords):
            state.records = IdentifiedArray(uniqueElements: newRecords)
            return .none
          """#),
      EffectExample(
        before: #"""
          func startSync() {
            observeTask = Task {
              while !Task.isCancelled {
                guard let fetched = try? await api.fetchItems() else { break }
                items = fetched
                try? await Task.sleep(for: .seconds(60))
              }
            }
          }
          """#,
        after: #"""
          // Action: case startSyncReceived([Item])
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          // Dependency: @Dependency(\.continuousClock) var clock
          // CancelID: observeTask
          case .startSync:
            return .run { send in
              while !Task.isCancelled {
                guard let fetched = try? await itemsClient.fetchItems() else { break }
                await send(.startSyncReceived(fetched))
                try? await clock.sleep(for: .seconds(60))
              }
            }
            .cancellable(id: CancelID.observeTask, cancelInFlight: true)
          case let .startSyncReceived(fetched):
            state.items = fetched
            return .none
          """#),
      EffectExample(
        before: #"""
          func countUp() {
            observeTask = Task {
              while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(1))
                count += 1
                if count >= 10 { break }
              }
            }
          }
          """#,
        after: #"""
          case .countUp:
            // TODO(tca-migrate): awaits inside `while`; move this work into an effect by hand
            // while !Task.isCancelled {
            //   try? await Task.sleep(for: .seconds(1))
            //   count += 1
            //   if count >= 10 { break }
            // }
            return .none
          """#,
        status: .manual),
    ]
  }
}

extension TaskLoopRule {
  /// The loop as one cancellable effect, `while !Task.isCancelled { … }`: the awaits stay in it and each run of
  /// State changes becomes an internal action it sends (`.tick` for a call of the private helper `tick()`). A
  /// condition reading State is checked by the first action, which cancels the effect when it fails. Only for loops
  /// in a stored task, a `[weak self]` task or an endless loop; false (session unchanged) for other shapes.
  static func convertTaskLoop(
    _ s: inout ConversionSession,
    _ statement: Statement, rest: [Statement], scope: Scope, depth: Int, into writer: inout LineWriter
  ) -> Bool {
    guard statement.firstWord == "while", statement.blocks.count == 1, let block = statement.blocks.first,
      !block.isClosure, block.statements.contains(where: \.awaitsOutsideClosures),
      rest.allSatisfy(\.isComment), let condition = LoopShape.loopCondition(statement, block: block)
    else { return false }
    let body = block.statements.filter { !LoopShape.isSelfUnwrap($0) }
    guard condition.weakSelf || s.sequence.cancelID != nil || condition.stateParts.isEmpty else { return false }
    let snapshot = s
    let todoCount = s.placement.todos.count
    let id = s.sequence.cancelID ?? s.actionName
    let guardLine =
      condition.stateParts.isEmpty ? nil : loopGuard(&s, statement, condition.stateParts, id: id, scope: scope)
    if !condition.stateParts.isEmpty && guardLine == nil { return false }

    // Split the body into runs of effect work and runs of State changes.
    var effectScope = scope
    effectScope.mode = .effect
    effectScope.inClosure = true
    var segments: [(isEffect: Bool, statements: [Statement])] = []
    var expanded: [Statement] = []
    for item in body {
      let split = item.awaitsInHeader && !s.isEffectSafe(item, scope: effectScope) ? LoopShape.splitAwait(s, item) : nil
      expanded += split ?? [item]
    }
    // Comments before the loop's first statement go with it, into the effect or the action it becomes.
    var leadingComments: [Statement] = []
    for item in expanded {
      if segments.isEmpty && item.isComment {
        leadingComments.append(item)
        continue
      }
      let isEffect = item.isComment || s.isEffectSafe(item, scope: effectScope)
      // `break`, `continue` and `return` keep their meaning inside the effect's loop, not in a reducer case.
      let exits =
        PollingLoopRule.containsBreak(s, [item]) || LoopShape.containsContinue(s, [item])
        || HelperInliningRule.containsMethodReturn(s, [item])
      if !isEffect && (item.awaitsOutsideClosures || exits) { return false }
      if let last = segments.last, last.isEffect == isEffect || item.isComment {
        segments[segments.count - 1].statements.append(item)
      } else {
        segments.append((isEffect, leadingComments + [item]))
        leadingComments = []
      }
      if isEffect { declareEffectBindings(s, of: item, in: &effectScope) }
    }
    if segments.isEmpty && !leadingComments.isEmpty { segments.append((true, leadingComments)) }
    if guardLine != nil && segments.first?.isEffect != false { segments.insert((false, []), at: 0) }

    let savedCaptures = s.captures
    s.captures = []
    var loopBody = LineWriter(indent: s.indent)
    var loopScope = effectScope
    loopScope.locals = scope.locals
    for (index, segment) in segments.enumerated() {
      if segment.isEffect {
        s.placement.issueFrames.append([])
        s.renderStatements(segment.statements, depth: 0, scope: &loopScope, into: &loopBody)
        guard s.placement.issueFrames.removeLast().isEmpty else {
          s = snapshot
          return false
        }
        continue
      }
      var used: Set<String> = []
      for item in segment.statements { used.formUnion(item.identifiersUsed) }
      let carried = loopScope.locals.subtracting(scope.locals).filter { used.contains($0) }.sorted()
      let action = loopActionName(s, segment.statements, suffix: carried.isEmpty ? "Tick" : "Received")
      guard carried.allSatisfy({ loopScope.types[$0] != nil }) else {
        s = snapshot
        return false
      }
      s.responses.add(ActionCaseSpec(name: action.name, payload: carried.map { loopScope.types[$0]! }))
      var caseWriter = LineWriter(indent: s.indent)
      if index == 0, let guardLine { caseWriter.writeLines([guardLine], depth: 0) }
      var caseScope = scope
      caseScope.inClosure = false
      caseScope.unavailable = scope.locals.union(loopScope.locals)
      caseScope.locals = []
      caseScope.variables = []
      for name in carried { caseScope.declare(name, type: loopScope.types[name]) }
      let saved = (s.sequence, s.pendingEffects, s.blockDepth, s.placement.issueFrames, s.placement.noteFrames)
      s.sequence = SequenceContext(responseBase: action.name)
      (s.pendingEffects, s.blockDepth, s.placement.issueFrames, s.placement.noteFrames) = ([], 0, [], [])
      if let helper = action.helper { s.helperStack.append(helper) }
      s.convertSequence(action.statements, scope: &caseScope, depth: 0, into: &caseWriter)
      if action.helper != nil { s.helperStack.removeLast() }
      (s.sequence, s.pendingEffects, s.blockDepth, s.placement.issueFrames, s.placement.noteFrames) = saved
      let payload = carried.isEmpty ? "" : "(" + carried.joined(separator: ", ") + ")"
      let pattern = (carried.isEmpty ? "" : "let ") + ".\(action.name)\(payload)"
      s.responses.cases.append(ReducerCaseSpec(pattern: pattern, body: caseWriter.finish()))
      loopBody.writeLines(["await send(.\(action.name)\(payload))"], depth: 0)
    }
    // State read by the effect would be a copy taken when the loop starts, while the view model read it each time.
    guard s.placement.todos.count == todoCount, s.captures.isEmpty else {
      s = snapshot
      return false
    }
    s.captures = savedCaptures
    var effect = [".run { send in", s.indent + "while !Task.isCancelled {"]
    effect += loopBody.finish().map { s.indent + s.indent + $0 }
    effect += [s.indent + "}", "}"]
    if s.sequence.cancelID != nil || guardLine != nil {
      s.cancelIDs.use(id)
      effect.append(".cancellable(id: CancelID.\(id), cancelInFlight: true)")
    }
    writer.writeLines(PendingEffects.returning(s.pendingEffects.combined(indent: s.indent, [effect])), depth: depth)
    return true
  }

  /// `guard state.isRunning else { return .cancel(id: CancelID.id) }` for the State parts of the condition.
  static func loopGuard(
    _ s: inout ConversionSession, _ statement: Statement, _ parts: [Range<Int>], id: String, scope: Scope
  ) -> String? {
    var caseScope = Scope(mode: .reducer)
    caseScope.unavailable = scope.locals
    s.placement.issueFrames.append([])
    var rendered: [String] = []
    for part in parts {
      var temp = LineWriter(indent: s.indent)
      temp.newLine(depth: 0)
      s.renderRange(statement.sub(part), part, depth: 0, scope: caseScope, into: &temp)
      rendered.append(temp.finishSingleLine())
    }
    guard s.placement.issueFrames.removeLast().isEmpty else { return nil }
    return "guard " + rendered.joined(separator: ", ") + " else { return .cancel(id: CancelID.\(id)) }"
  }

  /// The internal action a run of State changes becomes: the private helper's name (its body spliced in) when the
  /// run is one call of a parameterless helper, else `…Tick` (`…Received` when it carries values).
  static func loopActionName(_ s: ConversionSession, _ statements: [Statement], suffix: String) -> (
    name: String, statements: [Statement], helper: String?
  ) {
    let taken = Set(s.context.actionNames.values).union(s.responses.actions.map(\.name))
    let real = statements.filter { !$0.isComment }
    if real.count == 1, let call = s.callStatement(real[0]), let helper = s.viewModelMethod(call.name),
      s.context.actionNames[call.name] == nil, helper.parameters.isEmpty, !taken.contains(call.name),
      let spliced = HelperInliningRule.asyncHelperBody(s, real[0])
    {
      return (call.name, spliced.statements, call.name)
    }
    var name = s.actionName + suffix
    var counter = 1
    while taken.contains(name) {
      counter += 1
      name = s.actionName + suffix + "\(counter)"
    }
    return (name, statements, nil)
  }

  /// Declares what an effect statement binds; `let x = await client.call()` gets the endpoint's return type.
  static func declareEffectBindings(_ s: ConversionSession, of statement: Statement, in scope: inout Scope) {
    s.declareBindings(of: statement, in: &scope)
    guard let shape = AwaitShape(statement, isState: s.isState), var type = AsyncServiceCallRule.valueType(s, shape),
      type != "Void"
    else {
      return
    }
    let words = statement.headerIndices.prefix(4).map { statement.source.text($0) }
    if case .bind(let name, _) = shape.form, scope.types[name] == nil {
      if shape.marker == "try?" && !type.hasSuffix("?") { type += "?" }
      scope.types[name] = type
    } else if shape.form == .embedded, shape.endpoint != nil, words.count == 4, ["guard", "if"].contains(words[0]),
      words[1] == "let", words[3] == "=", scope.types[words[2]] == nil
    {
      // `guard let x = try? await client.f() else { … }`: the unwrapped return type.
      if type.hasSuffix("?") { type.removeLast() }
      scope.types[words[2]] = type
    }
  }

  /// A `while` loop in a stored or `[weak self]` task, or an endless one: one long-lived looping effect.
  static func loopsInEffect(
    _ s: inout ConversionSession, _ site: SequenceSite, scope: inout Scope, into writer: inout LineWriter
  ) -> SequenceOutcome {
    guard site.statement.firstWord == "while" else { return .declined }
    return SequenceOutcome(
      finished: convertTaskLoop(&s, site.statement, rest: site.rest, scope: scope, depth: site.depth, into: &writer))
  }
}
