import Analysis
import Lexer
import Proposal

/// Effect rule `notification-observer`: `NotificationCenter` observers become long-lived effects.
public struct NotificationObserverRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "notification-observer" }
  /// Short title.
  public var title: String { "NotificationCenter observers" }
  /// What the rule does.
  public var summary: String {
    "`NotificationCenter.default.addObserver(forName: X, object: nil, queue: .main) { … }`, `NotificationCenter.default.addObserver(self, selector: #selector(handle), name: X, object: nil)` and `NotificationCenter.default.publisher(for: X).sink { … }` (usually in `init`) become `.run { send in for await _ in NotificationCenter.default.notifications(named: X) { await send(…) } }`: the handler's action method is sent, or its body (a selector's method's body) becomes an `xReceived` case. An observer token stored in a property becomes the effect's cancel ID, and `removeObserver(token)` cancels it; token arrays and `store(in:)` disappear. A `debounce(for:)` in the chain becomes a `clock.sleep` in the received case, cancelled in flight. A handler that reads the notification is refused: a `Notification` is not Sendable, so the values it needs must be sent by hand."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func startObserving() {
            interruptionObserver = NotificationCenter.default.addObserver(
              forName: AVAudioSession.interruptionNotification, object: nil, queue: .main
            ) { [weak self] _ in
              self?.isRunning = false
              self?.elapsed = 0
            }
          }
          """#,
        after: #"""
          // Action: case interruptionReceived
          // CancelID: interruptionObserver
          case .startObserving:
            return .run { send in
              for await _ in NotificationCenter.default.notifications(named: AVAudioSession.interruptionNotification) {
                await send(.interruptionReceived)
              }
            }
            .cancellable(id: CancelID.interruptionObserver, cancelInFlight: true)
          case .interruptionReceived:
            state.isRunning = false
            state.elapsed = 0
            return .none
          """#),
      EffectExample(
        before: #"""
          func observeSignIn() {
            NotificationCenter.default.publisher(for: .userDidSignIn)
              .receive(on: DispatchQueue.main)
              .sink { [weak self] _ in
                Task { await self?.load() }
              }
              .store(in: &cancellables)
          }
          func load() async {
            items = (try? await api.fetchItems()) ?? []
          }
          """#,
        after: #"""
          case .observeSignIn:
            return .run { send in
              for await _ in NotificationCenter.default.notifications(named: .userDidSignIn) {
                await send(.load)
              }
            }
          """#),
      EffectExample(
        before: #"""
          func observeChanges() {
            NotificationCenter.default.publisher(for: .itemsDidChange)
              .debounce(for: .seconds(1), scheduler: RunLoop.main)
              .sink { [weak self] _ in
                Task { await self?.load() }
              }
              .store(in: &cancellables)
          }
          func load() async {
            items = (try? await api.fetchItems()) ?? []
          }
          """#,
        after: #"""
          // Action: case itemsDidChangeReceived
          // Dependency: @Dependency(\.continuousClock) var clock
          // CancelID: itemsDidChangeReceived
          case .observeChanges:
            return .run { send in
              for await _ in NotificationCenter.default.notifications(named: .itemsDidChange) {
                await send(.itemsDidChangeReceived)
              }
            }
          case .itemsDidChangeReceived:
            return .run { send in
              try await clock.sleep(for: .seconds(1))
              await send(.load)
            }
            .cancellable(id: CancelID.itemsDidChangeReceived, cancelInFlight: true)
          """#),
      EffectExample(
        before: #"""
          func startObserving() {
            NotificationCenter.default.addObserver(
              self, selector: #selector(appDidBecomeActive),
              name: UIApplication.didBecomeActiveNotification, object: nil
            )
          }
          @objc private func appDidBecomeActive() {
            isRunning = true
            elapsed = 0
          }
          """#,
        after: #"""
          // Action: case didBecomeActiveReceived
          case .startObserving:
            return .run { send in
              for await _ in NotificationCenter.default.notifications(named: UIApplication.didBecomeActiveNotification) {
                await send(.didBecomeActiveReceived)
              }
            }
          case .didBecomeActiveReceived:
            state.isRunning = true
            state.elapsed = 0
            return .none
          """#),
      EffectExample(
        before: #"""
          func stopObserving() {
            if let interruptionObserver {
              NotificationCenter.default.removeObserver(interruptionObserver)
            }
            interruptionObserver = nil
          }
          """#,
        after: #"""
          // CancelID: interruptionObserver
          case .stopObserving:
            return .cancel(id: CancelID.interruptionObserver)
          """#),
      EffectExample(
        before: #"""
          func observeRoute() {
            isRunning = true
            interruptionObserver = NotificationCenter.default.addObserver(
              forName: .routeChanged, object: nil, queue: .main
            ) { [weak self] note in
              self?.query = note.userInfo?["route"] as? String ?? ""
            }
          }
          """#,
        after: #"""
          case .observeRoute:
            state.isRunning = true
            // TODO(tca-migrate): the observer reads the notification `note`; a `Notification` is not Sendable, so send the values it needs (from `userInfo`) in an action of a `for await … in NotificationCenter.default.notifications(named:)` effect
            // interruptionObserver = NotificationCenter.default.addObserver(
            //   forName: .routeChanged, object: nil, queue: .main
            // ) { [weak self] note in
            //   self?.query = note.userInfo?["route"] as? String ?? ""
            // }
            return .none
          """#, status: .partial),
    ]
  }
}

extension NotificationObserverRule {

  /// Whether `name` is a stored observer token (`NSObjectProtocol?`, `[NSObjectProtocol]`): plumbing.
  static func isObserverToken(_ s: ConversionSession, _ name: String) -> Bool {
    if let system = SystemDependencyRule.systemDependency(s, name) { return system.type.role == .plumbing }
    guard let type = s.storedProperty(name)?.type else { return false }
    return SystemType.named(type)?.role == .plumbing
  }

  /// The action a notification sends: `.newEpisodesAvailable` → `newEpisodesAvailableReceived`,
  /// `AVAudioSession.interruptionNotification` → `interruptionReceived`, `.NSCalendarDayChanged` →
  /// `nsCalendarDayChangedReceived`.
  static func notificationActionName(_ name: String) -> String {
    var last = String(name.split(separator: ".").last ?? "")
    if !last.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) || last.isEmpty { last = "notification" }
    if last.hasSuffix("Notification") && last.count > "Notification".count {
      last = String(last.dropLast("Notification".count))
    }
    return TCANaming.lowerCamel(last) + "Received"
  }

  /// The long-lived effect of a notification observation: `for await _ in notifications(named:)` sending the
  /// handler's action (an action method it calls, or a new `xReceived` case holding its body). Nil (and a TODO
  /// reason) when the handler reads the notification itself: a `Notification` cannot cross into the reducer.
  static func notificationEffect(_ s: inout ConversionSession, _ observation: NotificationObservation, scope: Scope)
    -> (
      effect: [String]?, refusal: String?
    )
  {
    var statements = observation.statements.filter { !$0.isComment }
    if let parameter = observation.parameter, statements.contains(where: { $0.identifiersUsed.contains(parameter) }) {
      return (
        nil,
        "the observer reads the notification `\(parameter)`; a `Notification` is not Sendable, so send the values it needs (from `userInfo`) in an action of a `for await … in NotificationCenter.default.notifications(named:)` effect"
      )
    }
    if statements.count == 1, let task = TaskRule.taskStatement(s, statements[0]), task.cancelID == nil {
      statements = task.block.statements.filter { !$0.isComment }
    }
    let send: String
    if let action = observation.handler?.action(s) {
      send = action
    } else if let debounce = observation.debounce {
      guard let action = TimerRule.singleActionCall(&s, statements, scope: scope) else {
        return (nil, "debounces a notification whose handler is not a single action call; write the debounce by hand")
      }
      let caseName = notificationActionName(observation.name)
      s.responses.add(ActionCaseSpec(name: caseName))
      s.useClock()
      s.cancelIDs.use(caseName)
      s.responses.cases.append(
        ReducerCaseSpec(
          pattern: ".\(caseName)",
          body: [
            "return .run { send in", s.indent + "try await clock.sleep(for: \(debounce))",
            s.indent + "await send(\(action))", "}", ".cancellable(id: CancelID.\(caseName), cancelInFlight: true)",
          ]))
      send = ".\(caseName)"
    } else if let action = TimerRule.singleActionCall(&s, statements, scope: scope) {
      send = action
    } else {
      let caseName = notificationActionName(observation.name)
      s.responses.add(ActionCaseSpec(name: caseName))
      var caseScope = scope
      caseScope.inClosure = false
      caseScope.mode = .reducer
      let savedPending = s.pendingEffects
      let savedSequence = s.sequence
      s.pendingEffects = []
      s.sequence = SequenceContext(responseBase: caseName)
      var caseWriter = LineWriter(indent: s.indent)
      s.convertSequence(observation.statements, scope: &caseScope, depth: 0, into: &caseWriter)
      s.responses.cases.append(ReducerCaseSpec(pattern: ".\(caseName)", body: caseWriter.finish()))
      s.pendingEffects = savedPending
      s.sequence = savedSequence
      send = ".\(caseName)"
    }
    // A selector's method that is no action was inlined into the effect or its received case.
    observation.handler?.markInlined(&s)
    var run = [
      ".run { send in",
      s.indent + "for await _ in NotificationCenter.default.notifications(named: \(observation.name)) {",
      s.indent + s.indent + "await send(\(send))",
      s.indent + "}",
      "}",
    ]
    if let token = observation.token {
      s.cancelIDs.use(token)
      run.append(".cancellable(id: CancelID.\(token), cancelInFlight: true)")
    }
    return (run, nil)
  }

  /// Statements that only keep or drop observer tokens (`observers.append(token)`, `token = nil`,
  /// `NotificationCenter.default.removeObserver(token)`): the effect's cancel ID replaces them. Returns the cancel
  /// effect to start (`removeObserver` of a stored token), `[]` to drop the statement, or nil when it is no such
  /// statement.
  static func observerTokenStatement(_ s: ConversionSession, _ statement: Statement) -> [String]? {
    let source = statement.source
    guard statement.blocks.isEmpty else { return nil }
    var words = ArraySlice(statement.headerIndices.map { source.text($0) })
    if words.starts(with: ["self", "."]) { words = words.dropFirst(2) }
    if let first = words.first, isObserverToken(s, first) {
      let rest = Array(words.dropFirst())
      let dropped =
        rest == ["=", "nil"] || rest == ["=", "[", "]"] || rest.starts(with: [".", "append", "("])
        || rest == [".", "removeAll", "(", ")"] || rest.starts(with: [".", "forEach", "("])
      return dropped ? [] : nil
    }
    guard let prefix = NotificationObservation.notificationCenterPrefix(s, words) else { return nil }
    let call = Array(words.dropFirst(prefix))
    guard call.count == 4 || call.count == 6, call.starts(with: ["removeObserver", "("]), call.last == ")" else {
      return nil
    }
    let argument = call.count == 6 && call[2] == "self" && call[3] == "." ? call[4] : call[2]
    guard isObserverToken(s, argument) else { return nil }
    return [".cancel(id: CancelID.\(argument))"]
  }

  /// Converts a notification observation or an observer-token statement in the reducer; false when `statement` is
  /// neither.
  static func convertObserverStatement(
    _ s: inout ConversionSession,
    _ statement: Statement, depth: Int, scope: Scope, into writer: inout LineWriter
  ) -> Bool {
    guard scope.mode == .reducer, !scope.inClosure else { return false }
    if let observation = NotificationObservation.parse(s, statement) {
      let result = notificationEffect(&s, observation, scope: scope)
      if let effect = result.effect, s.startEffect(effect, depth: depth, scope: scope, into: &writer) {
        s.translatedStatements += 1
        return true
      }
      s.placement.emitTodo(
        statement, reasons: [result.refusal ?? "observes a notification inside a closure"], depth: depth, into: &writer)
      return true
    }
    if let body = observerTokenUnwrap(s, statement) {
      var inner = scope
      s.renderStatements(body, depth: depth, scope: &inner, into: &writer)
      return true
    }
    guard let effect = observerTokenStatement(s, statement) else { return false }
    if effect.isEmpty { return true }
    if case let id = effect[0].dropFirst(".cancel(id: CancelID.".count).dropLast(), !id.isEmpty {
      s.cancelIDs.use(String(id))
    }
    return s.startEffect(effect, depth: depth, scope: scope, into: &writer)
  }

  /// The body of `if let token { … }` (or `if let token = [self.]token`) on an observer token, without an `else`:
  /// the token is gone, and what the body does with it (`removeObserver`) is cancelling, which is harmless when
  /// nothing runs.
  static func observerTokenUnwrap(_ s: ConversionSession, _ statement: Statement) -> [Statement]? {
    let source = statement.source
    guard statement.blocks.count == 1, let block = statement.blocks.first, !block.isClosure else { return nil }
    var words = ArraySlice(statement.headerIndices.filter { $0 < block.open }.map { source.text($0) })
    guard words.starts(with: ["if", "let"]), words.count >= 3 else { return nil }
    let name = words[words.startIndex + 2]
    words = words.dropFirst(3)
    guard words.isEmpty || Array(words) == ["=", name] || Array(words) == ["=", "self", ".", name],
      isObserverToken(s, name)
    else { return nil }
    return block.statements
  }

  /// An observer registration or its token's removal, as a long-lived effect or its cancellation.
  static func observes(
    _ s: inout ConversionSession, _ site: StatementSite, scope: inout Scope, into writer: inout LineWriter
  ) -> StepOutcome {
    convertObserverStatement(&s, site.statement, depth: site.depth, scope: scope, into: &writer)
      ? .converted : .declined
  }

  /// An observer registration at method level, as a pending long-lived effect.
  static func startsObserving(
    _ s: inout ConversionSession, _ site: SequenceSite, scope: inout Scope, into writer: inout LineWriter
  ) -> SequenceOutcome {
    let observes = convertObserverStatement(&s, site.statement, depth: site.depth, scope: scope, into: &writer)
    return observes ? .advanced : .declined
  }
}
