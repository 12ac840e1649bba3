import Lexer
import Proposal

/// Effect rule `timer`: timers and delayed work.
public struct TimerRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "timer" }
  /// Short title.
  public var title: String { "Timers and delayed work" }
  /// What the rule does.
  public var summary: String {
    "`Timer.scheduledTimer` (with a closure, or with `target: self, selector: #selector(tick)` whose method takes nothing or the timer) and Combine's `Timer.publish(every:on:in:).autoconnect().sink { … }` become a `clock.timer` effect cancellable by the property holding it; `DispatchQueue.main.asyncAfter` becomes `clock.sleep` then a `…Delayed` action."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func startTimer() {
            timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
              self?.tick()
            }
          }
          func tick() {}
          """#,
        after: #"""
          // Dependency: @Dependency(\.continuousClock) var clock
          // CancelID: timer
          case .startTimer:
            return .run { send in
              for await _ in clock.timer(interval: .seconds(1)) {
                await send(.tick)
              }
            }
            .cancellable(id: CancelID.timer, cancelInFlight: true)
          """#),
      EffectExample(
        before: #"""
          func startTimer() {
            timer = Timer.scheduledTimer(
              timeInterval: 1, target: self, selector: #selector(advance), userInfo: nil, repeats: true)
          }
          @objc private func advance() {
            elapsed += 1
          }
          """#,
        after: #"""
          // Action: case startTimerTimerTicked
          // Dependency: @Dependency(\.continuousClock) var clock
          // CancelID: timer
          case .startTimer:
            return .run { send in
              for await _ in clock.timer(interval: .seconds(1)) {
                await send(.startTimerTimerTicked)
              }
            }
            .cancellable(id: CancelID.timer, cancelInFlight: true)
          case .startTimerTimerTicked:
            state.elapsed += 1
            return .none
          """#),
      EffectExample(
        before: #"""
          func startClock() {
            feedCancellable = Timer.publish(every: 1, on: .main, in: .common)
              .autoconnect()
              .sink { [weak self] _ in
                self?.elapsed += 1
              }
          }
          """#,
        after: #"""
          // Action: case startClockTimerTicked
          // Dependency: @Dependency(\.continuousClock) var clock
          // CancelID: feedCancellable
          case .startClock:
            return .run { send in
              for await _ in clock.timer(interval: .seconds(1)) {
                await send(.startClockTimerTicked)
              }
            }
            .cancellable(id: CancelID.feedCancellable, cancelInFlight: true)
          case .startClockTimerTicked:
            state.elapsed += 1
            return .none
          """#),
      EffectExample(
        before: #"""
          func showSavedBanner() {
            showBanner = true
            DispatchQueue.main.asyncAfter(deadline: .now() + 2) { [weak self] in
              self?.showBanner = false
            }
          }
          """#,
        after: #"""
          // Action: case showSavedBannerDelayed
          // Dependency: @Dependency(\.continuousClock) var clock
          case .showSavedBanner:
            state.showBanner = true
            return .run { send in
              try await clock.sleep(for: .seconds(2))
              await send(.showSavedBannerDelayed)
            }
          case .showSavedBannerDelayed:
            state.showBanner = false
            return .none
          """#),
    ]
  }
}

extension TimerRule {
  /// `DispatchQueue.main.asyncAfter(deadline: .now() + d) { … }` and `Timer.scheduledTimer(…) { … }` as
  /// clock-driven effects; nil for other statements.
  static func delayedEffect(_ s: inout ConversionSession, _ statement: Statement, scope: Scope) -> [String]? {
    let source = statement.source
    if statement.blocks.isEmpty {
      return SelectorHandler.mayName(statement) ? selectorTimer(&s, statement, scope: scope) : nil
    }
    guard let (block, header, words, propertyID) = closureTimerHeader(s, statement) else { return nil }
    if words.starts(with: ["DispatchQueue", ".", "main", ".", "asyncAfter", "(", "deadline", ":", ".", "now", "(", ")"]
    ),
      words.count > 14, words[12] == "+", words.last == ")"
    {
      let delay = source.text(header[13]..<(header[header.count - 2] + 1))
      let duration = delay.hasPrefix(".") ? delay : ".seconds(\(delay))"
      return clockEffect(
        &s, block.statements, statement: statement, sleep: "try await clock.sleep(for: \(duration))", repeating: nil,
        suffix: "Delayed",
        id: propertyID, scope: scope)
    }
    if let interval = publishedTimerInterval(s, statement, block: block, header: header, words: words) {
      return clockEffect(
        &s, block.statements, statement: statement, sleep: "try await clock.sleep(for: .seconds(\(interval)))",
        repeating: "for await _ in clock.timer(interval: .seconds(\(interval)))", suffix: "TimerTicked",
        id: propertyID ?? "timer", scope: scope, closureParameters: closureParameterNames(block, source))
    }
    if words.starts(with: ["Timer", ".", "scheduledTimer", "(", "withTimeInterval", ":"]),
      let repeatsAt = words.firstIndex(of: "repeats")
    {
      let interval = source.text(header[6]..<(header[repeatsAt - 2] + 1))
      let repeats = words.count > repeatsAt + 2 && words[repeatsAt + 2] == "true"
      return clockEffect(
        &s, block.statements, statement: statement, sleep: "try await clock.sleep(for: .seconds(\(interval)))",
        repeating: repeats ? "for await _ in clock.timer(interval: .seconds(\(interval)))" : nil, suffix: "TimerTicked",
        id: propertyID ?? "timer", scope: scope, closureParameters: closureParameterNames(block, source))
    }
    return nil
  }

  private static func isOnlyParameterSignature(_ block: Block, _ source: BodySource) -> Bool {
    guard block.isClosure else { return false }
    guard let signature = block.signature else { return true }
    let words = signature.filter { !source.kind($0).isTrivia }.map { source.text($0) }
    let withoutCapture = words.starts(with: ["[", "weak", "self", "]"]) ? Array(words.dropFirst(4)) : words
    return withoutCapture.count <= 1
  }

  /// The named parameters of a closure (`{ [weak self] timer in … }` → `["timer"]`).
  private static func closureParameterNames(_ block: Block, _ source: BodySource) -> Set<String> {
    guard let signature = block.signature else { return [] }
    var words = signature.filter { !source.kind($0).isTrivia }.map { (text: source.text($0), kind: source.kind($0)) }
    if let close = words.firstIndex(where: { $0.kind == .rightBracket }) { words.removeFirst(close + 1) }
    return Set(words.filter { $0.kind == .identifier }.map(\.text))
  }

  /// The closure of a statement that may start a timer or delayed call, and its header before the closure without
  /// `self.` and a `task =` assignment to a stored task (that property, the effect's cancel ID); nil for a closure
  /// taking more than one parameter.
  private static func closureTimerHeader(_ s: ConversionSession, _ statement: Statement) -> (
    block: Block, header: [Int], words: [String], propertyID: String?
  )? {
    let source = statement.source
    guard let block = statement.blocks.last, isOnlyParameterSignature(block, source) else { return nil }
    let (header, words, propertyID) = storedTaskStripped(s, statement.headerIndices.filter { $0 < block.open }, source)
    return (block, header, words, propertyID)
  }

  /// `header` (and its words) without a leading `self.` and a `task =` assignment to a stored task property, which
  /// it returns (the effect's cancel ID).
  private static func storedTaskStripped(_ s: ConversionSession, _ header: [Int], _ source: BodySource) -> (
    header: [Int], words: [String], propertyID: String?
  ) {
    var header = header
    var words = header.map { source.text($0) }
    var propertyID: String?
    if words.count > 2, words[0] == "self", words[1] == "." {
      header.removeFirst(2)
      words.removeFirst(2)
    }
    if words.count > 2, words[1] == "=", s.isTaskProperty(words[0]) {
      propertyID = words[0]
      header.removeFirst(2)
      words.removeFirst(2)
    }
    return (header, words, propertyID)
  }

  /// Whether `statement` is `Timer.publish(…).autoconnect().sink { … }`, which `delayedEffect` ticks on the clock: the
  /// shape alone, nothing converted.
  static func publishesTimer(_ s: ConversionSession, _ statement: Statement) -> Bool {
    guard let (block, header, words, _) = closureTimerHeader(s, statement) else { return false }
    return publishedTimerInterval(s, statement, block: block, header: header, words: words) != nil
  }

  /// The interval of `Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { _ in … }` (optionally
  /// `.store(in: &bag)` after it), nil for other statements.
  private static func publishedTimerInterval(
    _ s: ConversionSession, _ statement: Statement, block: Block, header: [Int], words: [String]
  ) -> String? {
    guard words.starts(with: ["Timer", ".", "publish", "(", "every", ":"]),
      let close = PublisherSink.matchingParen(s, words, from: 3),
      Array(words[(close + 1)...]) == [".", "autoconnect", "(", ")", ".", "sink"],
      let comma = words[6..<close].firstIndex(of: ","), comma > 6
    else { return nil }
    let source = statement.source
    let trailing = statement.headerIndices.filter { $0 > block.close }.map { source.text($0) }
    guard trailing.isEmpty || (trailing.starts(with: [".", "store", "(", "in", ":", "&"]) && trailing.last == ")")
    else { return nil }
    return source.text(header[6]..<(header[comma - 1] + 1))
  }

  /// `Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)`,
  /// whose handler is a view-model method taking nothing or the timer.
  private static func selectorTimer(_ s: inout ConversionSession, _ statement: Statement, scope: Scope) -> [String]? {
    let (header, words, stored) = storedTaskStripped(s, statement.headerIndices, statement.source)
    guard words.starts(with: ["Timer", ".", "scheduledTimer", "(", "timeInterval", ":"]), words.last == ")",
      let selector = words.firstIndex(of: "#selector"), words[selector + 1] == "(",
      let repeatsAt = words.firstIndex(of: "repeats")
    else { return nil }
    let arguments = s.argumentTexts(statement, (header[3] + 1)..<header[header.count - 1])
    guard arguments.count == 5, arguments[1] == "self", arguments[3] == "nil",
      let handler = SelectorHandler.resolve(s, words[(selector + 2)...], parameterTypes: ["Timer"])
    else { return nil }
    let interval = arguments[0]
    let repeats = words.endIndex > repeatsAt + 2 && words[repeatsAt + 2] == "true"
    let effect = clockEffect(
      &s, handler.statements, statement: statement, sleep: "try await clock.sleep(for: .seconds(\(interval)))",
      repeating: repeats ? "for await _ in clock.timer(interval: .seconds(\(interval)))" : nil, suffix: "TimerTicked",
      id: stored ?? "timer", scope: scope, closureParameters: Set([handler.parameter].compactMap { $0 }),
      action: handler.action(s))
    handler.markInlined(&s)
    return effect
  }

  /// `closureParameters`: names the closure binds (the `Timer` itself), which the ticked case cannot see; `action`:
  /// what to send when the handler is an action itself.
  private static func clockEffect(
    _ s: inout ConversionSession,
    _ statements: [Statement], statement: Statement, sleep: String, repeating: String?, suffix: String, id: String?,
    scope: Scope, closureParameters: Set<String> = [], action handlerAction: String? = nil
  ) -> [String] {
    s.useClock()
    let caseName = s.actionName + suffix
    var sends: [String]
    if let action = handlerAction ?? singleActionCall(&s, statements, scope: scope) {
      sends = ["await send(\(action))"]
    } else {
      s.responses.add(ActionCaseSpec(name: caseName))
      sends = ["await send(.\(caseName))"]
      var caseScope = scope
      caseScope.inClosure = false
      caseScope.mode = .reducer
      caseScope.unavailable.formUnion(closureParameters)
      let savedPending = s.pendingEffects
      let savedSequence = s.sequence
      let savedHelper = (s.blockDepth, s.inlining)
      s.pendingEffects = []
      s.sequence = SequenceContext(responseBase: caseName)
      (s.blockDepth, s.inlining) = (0, HelperBlock())
      var caseWriter = LineWriter(indent: s.indent)
      s.convertSequence(statements, scope: &caseScope, depth: 0, into: &caseWriter)
      s.responses.cases.append(ReducerCaseSpec(pattern: ".\(caseName)", body: caseWriter.finish()))
      s.pendingEffects = savedPending
      s.sequence = savedSequence
      (s.blockDepth, s.inlining) = savedHelper
    }
    var run = [".run { send in"]
    if let repeating {
      run += [s.indent + repeating + " {"] + sends.map { s.indent + s.indent + $0 } + [s.indent + "}"]
    } else {
      run += [s.indent + sleep] + sends.map { s.indent + $0 }
    }
    run.append("}")
    if let id {
      s.cancelIDs.use(id)
      run.append(".cancellable(id: CancelID.\(id), cancelInFlight: true)")
    }
    return run
  }

  /// `.tick` when the statements are only a call to an action method (`self?.tick()`).
  static func singleActionCall(_ s: inout ConversionSession, _ statements: [Statement], scope: Scope) -> String? {
    let real = statements.filter {
      !$0.isComment && !($0.firstWord == "guard" && TextScan.containsBytes($0.originalText, "self"))
    }
    guard real.count == 1, let call = s.callStatement(real[0]), let action = s.context.actionNames[call.name] else {
      return nil
    }
    var effectScope = scope
    effectScope.mode = .effect
    let arguments = s.labeledArguments(real[0], call.arguments, scope: effectScope).map { argument in
      argument.label.map { "\($0): \(argument.value)" } ?? argument.value
    }
    return arguments.isEmpty ? ".\(action)" : ".\(action)(\(arguments.joined(separator: ", ")))"
  }

  /// `Timer.scheduledTimer` or `DispatchQueue.main.asyncAfter` in a case body, started as a clock effect.
  static func startsClockEffect(
    _ s: inout ConversionSession, _ site: StatementSite, scope: inout Scope, into writer: inout LineWriter
  ) -> StepOutcome {
    s.startEffect(at: site, scope: scope, into: &writer) { delayedEffect(&$0, site.statement, scope: scope) }
  }

  /// A timer or delayed call at method level, as a pending clock effect that replaces a cancellation of its ID.
  static func startsClock(
    _ s: inout ConversionSession, _ site: SequenceSite, scope: inout Scope, into writer: inout LineWriter
  ) -> SequenceOutcome {
    guard let effect = delayedEffect(&s, site.statement, scope: scope) else { return .declined }
    for line in effect where line.hasPrefix(".cancellable(id: CancelID.") {
      let id = line.dropFirst(".cancellable(id: CancelID.".count).prefix { $0 != "," }
      s.pendingEffects.removeAll { $0 == [".cancel(id: CancelID.\(id))"] }
    }
    s.pendingEffects.append(effect)
    return .advanced
  }
}
