import Analysis
import Lexer
import Proposal

/// Effect rule `debounced-binding`: combine debounce in init.
public struct DebouncedBindingRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "debounced-binding" }
  /// Short title.
  public var title: String { "Combine debounce in init" }
  /// What the rule does.
  public var summary: String {
    "`$query.debounce(for:scheduler:).sink { self.search($0) }` in `init` becomes a `.binding(\\\\.query)` case with a debounced, cancellable `.run` on the `continuousClock` dependency; without `debounce`, `map` steps and the sink body run in the binding case itself. A helper `init` calls (`bind()`) that only sets up such pipelines is read as if they were written in `init`. Property setup in `init` is left to State and `@Dependency`."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          init(api: ItemsService) {
            self.api = api
            $query
              .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
              .removeDuplicates()
              .sink { [weak self] text in self?.search(text) }
              .store(in: &cancellables)
          }
          func search(_ text: String) {}
          """#,
        after: #"""
          // Dependency: @Dependency(\.continuousClock) var clock
          // CancelID: query
          case .onAppear:
            return .none
          case .binding(\.query):
            return .run { [query = state.query] send in
              try await clock.sleep(for: .milliseconds(300))
              await send(.search(query))
            }
            .cancellable(id: CancelID.query, cancelInFlight: true)
          """#),
      EffectExample(
        before: #"""
          init() {
            $query
              .dropFirst()
              .map { $0.lowercased() }
              .sink { [weak self] in self?.username = $0 }
              .store(in: &cancellables)
          }
          """#,
        after: #"""
          case .onAppear:
            return .none
          case .binding(\.query):
            let mapped1 = state.query.lowercased()
            state.username = mapped1
            return .none
          """#),
      EffectExample(
        before: #"""
          init() {
            bind()
          }
          private func bind() {
            $query
              .sink { [weak self] text in self?.username = text }
              .store(in: &cancellables)
          }
          """#,
        after: #"""
          case .onAppear:
            return .none
          case .binding(\.query):
            // NOTE(tca-migrate): `$query.sink` also ran this once in `init` with the first value; this case runs only when `query` changes, so set that first run's State where the feature is created
            let text = state.query
            state.username = text
            return .none
          """#),
    ]
  }
}

extension DebouncedBindingRule {
  private static func debouncedBinding(
    _ s: inout ConversionSession,
    _ name: String, duration: EffectDuration?, maps: [ChainLink], sink: Block, statement: Statement, scope: Scope,
    line: Int, ranOnSubscribe: Bool
  ) -> Bool {
    let source = statement.source
    let parameters =
      sink.signature.map { signature in
        signature.filter { source.kind($0) == .identifier }.map { source.text($0) }
      } ?? []
    let parameter = parameters.last
    let real = sink.statements.filter {
      !$0.isComment && !($0.firstWord == "guard" && TextScan.containsBytes($0.originalText, "self"))
    }
    if maps.isEmpty, duration != nil, real.count == 1, let call = s.callStatement(real[0]),
      let action = s.context.actionNames[call.name]
    {
      let arguments = call.arguments.filter { !source.kind($0).isTrivia }.map { source.text($0) }
      let passesValue = arguments.count == 1 && (arguments[0] == "$0" || arguments[0] == parameter)
      if arguments.isEmpty || passesValue {
        return bindingEffect(
          &s, name, duration: duration, sends: ["await send(.\(action)" + (passesValue ? "(\(name)))" : ")")])
      }
    }
    guard let body = pipelineBody(name, maps: maps, sink: sink, source: source, line: line) else {
      s.placement.todoStatement(
        statement, reason: "Combine `map` or `sink` closure the rewriter cannot inline", line: line)
      return true
    }
    let caseName = duration == nil ? nil : name + "Debounced"
    var caseScope = Scope(mode: .reducer)
    var caseWriter = LineWriter(indent: s.indent)
    let savedSequence = s.sequence
    let savedPending = s.pendingEffects
    s.sequence = SequenceContext(responseBase: caseName ?? name + "Changed")
    s.pendingEffects = []
    s.convertSequence(body, scope: &caseScope, depth: 0, into: &caseWriter)
    s.sequence = savedSequence
    s.pendingEffects = savedPending
    guard let caseName else {
      var body = caseWriter.finish()
      if ranOnSubscribe {
        // Combine sends a `@Published` property's current value on subscribing; a binding action comes on changes.
        body.insert(
          "// NOTE(tca-migrate): `$\(name).sink` also ran this once in `init` with the first value; this case runs"
            + " only when `\(name)` changes, so set that first run's State where the feature is created", at: 0)
      }
      s.responses.cases.append(ReducerCaseSpec(pattern: ".binding(\\.\(name))", body: body))
      return true
    }
    s.responses.add(ActionCaseSpec(name: caseName))
    s.responses.cases.append(ReducerCaseSpec(pattern: ".\(caseName)", body: caseWriter.finish()))
    return bindingEffect(&s, name, duration: duration, sends: ["await send(.\(caseName))"])
  }

  /// The `.binding(\.name)` case: a debounced, cancellable effect sending `sends`.
  private static func bindingEffect(
    _ s: inout ConversionSession, _ name: String, duration: EffectDuration?, sends: [String]
  ) -> Bool {
    // The value itself only when a send passes it (an unused capture is a warning), and what the duration reads.
    var captured = TextScan.containsWord(sends.joined(separator: " "), name) ? [name] : []
    for field in duration?.captures ?? [] where !captured.contains(field) { captured.append(field) }
    var run = [".run { \(StateCaptureRule.captureListText(StateCaptureRule.stateCaptures(captured)))send in"]
    if let duration {
      s.useClock()
      run.append(s.indent + "try await clock.sleep(for: \(duration.text))")
    }
    run += sends.map { s.indent + $0 }
    run.append("}")
    s.cancelIDs.use(name)
    run.append(".cancellable(id: CancelID.\(name), cancelInFlight: true)")
    run[0] = "return " + run[0]
    s.responses.cases.append(ReducerCaseSpec(pattern: ".binding(\\.\(name))", body: run))
    return true
  }

  /// The statements a `$name` pipeline runs for each value: `map` steps as `let`s, then the sink body with its
  /// parameter (or `$0`) bound to the mapped value. Nil when a closure is not a single expression.
  private static func pipelineBody(
    _ name: String, maps: [ChainLink], sink: Block, source: BodySource, line: Int
  )
    -> [Statement]?
  {
    var current = "self.\(name)"
    var lines: [String] = []
    for (index, map) in maps.enumerated() {
      guard let block = map.block, block.statements.count == 1 else { return nil }
      let parameters = block.closureParameters(source)
      guard parameters.count <= 1 else { return nil }
      let value = "mapped\(index + 1)"
      if let parameter = parameters.first { lines.append("let \(parameter) = \(current)") }
      lines.append("let \(value) = " + block.replacingDollarZero(source, with: current))
      current = value
    }
    let parameters = sink.closureParameters(source)
    guard parameters.count <= 1 else { return nil }
    if let parameter = parameters.first, parameter != "_" { lines.append("let \(parameter) = \(current)") }
    lines.append(sink.replacingDollarZero(source, with: current))
    return ParsedBody(text: lines.joined(separator: "\n"), firstLine: line).statements
  }

  /// `$x.debounce(…).map { … }.sink { … }` on State: the `.binding(\\.x)` case, debounced when asked.
  static func bindsState(_ s: inout ConversionSession, _ site: PipelineSite, scope: Scope) -> Bool {
    let stateName = String(site.root.dropFirst())
    guard site.root.hasPrefix("$"), s.isState(stateName), let sink = site.links.first(where: { $0.name == "sink" }),
      let block = sink.block
    else { return false }
    var duration: EffectDuration?
    var unsupported: [String] = []
    var maps: [ChainLink] = []
    for link in site.links where link.name != "sink" && link.name != "store" {
      switch link.name {
      case "map" where duration == nil: maps.append(link)
      case "debounce", "throttle":
        guard let arguments = link.arguments else { continue }
        duration = Self.duration(&s, site.statement, arguments, scope: scope)
        if link.name == "throttle" { unsupported.append("throttle") }
      case "removeDuplicates", "dropFirst", "receive": continue
      default: unsupported.append(link.name)
      }
    }
    guard unsupported.isEmpty else {
      s.placement.todoStatement(
        site.statement, reason: "Combine pipeline uses `\(unsupported.joined(separator: "`, `"))`", line: site.line)
      return true
    }
    return debouncedBinding(
      &s, stateName, duration: duration, maps: maps, sink: block, statement: site.statement, scope: scope,
      line: site.line, ranOnSubscribe: !site.links.contains { $0.name == "dropFirst" })
  }

  /// The `for:` argument of `debounce(for:scheduler:)` as the effect's `clock.sleep(for:)` duration, rendered as
  /// code running in the effect (what it reads of State is captured: `.seconds(delay)` with `delay = state.delay`).
  private static func duration(
    _ s: inout ConversionSession, _ statement: Statement, _ arguments: Range<Int>, scope: Scope
  ) -> EffectDuration {
    let source = statement.source
    let pieces = source.splitAtCommas(arguments.filter { !source.kind($0).isTrivia })
    guard
      let piece = pieces.first(where: { $0.count > 2 && source.text($0[0]) == "for" && source.kind($0[1]) == .colon }),
      let rendered = StateCaptureRule.renderedInEffect(
        &s, [(statement, piece[2]..<(piece[piece.count - 1] + 1))], scope: scope, inClosure: nil)
    else {
      let value = s.labeledArguments(statement, arguments, scope: scope).first { $0.label == "for" }?.value ?? "0"
      return EffectDuration(text: value.hasPrefix(".") ? value : ".seconds(\(value))", captures: [])
    }
    var writer = rendered.writer
    let value = writer.finish().map { String(LineText.trimmed($0)) }.joined(separator: " ")
    return EffectDuration(text: value.hasPrefix(".") ? value : ".seconds(\(value))", captures: rendered.captures)
  }
}

/// A debounce's duration as the effect writes it, and the State names it reads (captured by the effect).
struct EffectDuration {
  /// The `clock.sleep(for:)` argument (`.milliseconds(300)`, `.seconds(delay)`).
  var text: String
  /// The State names the text reads.
  var captures: [String]
}
