import Lexer
import Proposal

/// Effect rule `input-subject`: a subject the view pokes, subscribed to in `init`.
public struct InputSubjectRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "input-subject" }
  /// Short title.
  public var title: String { "Subjects the view sends events to" }
  /// What the rule does.
  public var summary: String {
    "A `PassthroughSubject` the view model subscribes to in `init` (`reloadRequests.throttle(…).sink { self?.loadFirstPage() }`) is an input: it becomes an action the view sends (`viewModel.reloadRequests.send()` → `store.send(.reloadRequested)`) whose case returns the sink's action, `.throttle(id:for:scheduler:latest:)` or `.debounce(id:for:scheduler:)` on the `mainQueue` dependency; a sink body that is not one action call moves into its own case. Operators other than `throttle`, `debounce` and `receive(on:)` are left under a TODO."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          init() {
            refreshRequests
              .throttle(for: .seconds(2), scheduler: DispatchQueue.main, latest: false)
              .sink { [weak self] in self?.reload() }
              .store(in: &cancellables)
          }
          func reload() {}
          """#,
        after: #"""
          // Action: case refreshRequested
          // Dependency: @Dependency(\.mainQueue) var mainQueue
          // CancelID: refreshRequests
          case .onAppear:
            return .none
          case .refreshRequested:
            return .send(.reload)
              .throttle(id: CancelID.refreshRequests, for: .seconds(2), scheduler: mainQueue, latest: false)
          """#),
      EffectExample(
        before: #"""
          init() {
            searchEdits
              .debounce(for: 0.3, scheduler: RunLoop.main)
              .sink { [weak self] text in
                self?.query = text
                self?.isLoading = true
              }
              .store(in: &cancellables)
          }
          """#,
        after: #"""
          // Action: case searchEdits(String)
          // Action: case searchEditsDebounced(String)
          // Dependency: @Dependency(\.mainQueue) var mainQueue
          // CancelID: searchEdits
          case .onAppear:
            return .none
          case let .searchEdits(text):
            return .send(.searchEditsDebounced(text))
              .debounce(id: CancelID.searchEdits, for: .seconds(0.3), scheduler: mainQueue)
          case let .searchEditsDebounced(text):
            state.query = text
            state.isLoading = true
            return .none
          """#),
      EffectExample(
        before: #"""
          init() {
            refreshRequests
              .prepend(())
              .sink { [weak self] in self?.reload() }
              .store(in: &cancellables)
          }
          func reload() {}
          """#,
        after: #"""
          case .onAppear:
            // TODO(tca-migrate): Combine pipeline on subject `refreshRequests` uses `prepend`; write its action by hand
            // refreshRequests
            //   .prepend(())
            //   .sink { [weak self] in self?.reload() }
            //   .store(in: &cancellables)
            return .none
          """#, status: .manual),
    ]
  }
}

extension InputSubjectRule {
  /// `reloadRequests.throttle(for:scheduler:latest:).sink { self?.loadFirstPage() }` in `init`, on a passthrough
  /// subject the view pokes: an action the view sends whose case returns the sink's work, throttled or debounced
  /// with the `mainQueue` dependency. Always handles the statement (a TODO when the chain is not translatable).
  static func inputSubjectPipeline(
    _ s: inout ConversionSession,
    _ subject: String, action: String, links: [ChainLink], statement: Statement, scope: Scope, line: Int
  ) -> Bool {
    let source = statement.source
    var timing: String?
    var kind = ""
    for link in links where link.name != "sink" && link.name != "store" {
      switch link.name {
      case "throttle", "debounce":
        guard timing == nil, let arguments = link.arguments else {
          s.placement.todoStatement(
            statement, reason: "Combine pipeline on `\(subject)` times its events twice", line: line)
          return true
        }
        let labeled = s.labeledArguments(statement, arguments, scope: scope)
        let value = labeled.first { $0.label == "for" }?.value ?? "0"
        let duration = value.hasPrefix(".") ? value : ".seconds(\(value))"
        kind = link.name
        if link.name == "throttle" {
          let latest = labeled.first { $0.label == "latest" }?.value ?? "true"
          timing = ".throttle(id: CancelID.\(subject), for: \(duration), scheduler: mainQueue, latest: \(latest))"
        } else {
          timing = ".debounce(id: CancelID.\(subject), for: \(duration), scheduler: mainQueue)"
        }
      case "receive": continue
      default:
        let reason = "Combine pipeline on input subject `\(subject)` uses `\(link.name)`; write its action by hand"
        s.placement.todoStatement(statement, reason: reason, line: line)
        return true
      }
    }
    guard let sink = links.first(where: { $0.name == "sink" }), sink.arguments == nil, let block = sink.block,
      links.last?.name == "store" || links.last?.name == "sink"
    else {
      s.placement.todoStatement(
        statement, reason: "Combine pipeline on `\(subject)` does not end in `sink { … }`", line: line)
      return true
    }
    let parameters = block.closureParameters(source)
    guard parameters.count <= 1 else {
      s.placement.todoStatement(
        statement, reason: "the `sink` closure on `\(subject)` takes several values", line: line)
      return true
    }
    let output = SubjectProperty.all(of: s.context.viewModel).first { $0.name == subject }?.output ?? "Void"
    let isVoid = output == "Void" || output == "()"
    let value = parameters.first.flatMap { $0 == "_" ? nil : $0 } ?? "value"
    s.responses.add(ActionCaseSpec(name: action, payload: isVoid ? [] : [output]))
    let pattern = isVoid ? ".\(action)" : "let .\(action)(\(value))"

    if let send = sentAction(s, block, parameter: parameters.first, value: value, source: source) {
      let effect = ".send(\(send))"
      useTiming(&s, timing, subject: subject)
      let body = timing.map { ["return " + effect, s.indent + $0] } ?? ["return " + effect]
      s.responses.cases.append(ReducerCaseSpec(pattern: pattern, body: body))
      return true
    }
    var statements = block.statements
    if parameters.isEmpty, CompletionParts.usesOwnDollarZero(block, source) {
      statements = ParsedBody(text: block.replacingDollarZero(source, with: value), firstLine: line).statements
    }
    var caseScope = Scope(mode: .reducer)
    if !isVoid { caseScope.declare(value, type: output) }
    let caseName = timing == nil ? action : action + (kind == "throttle" ? "Throttled" : "Debounced")
    let savedSequence = s.sequence
    let savedPending = s.pendingEffects
    s.sequence = SequenceContext(responseBase: caseName)
    s.pendingEffects = []
    var caseWriter = LineWriter(indent: s.indent)
    s.convertSequence(statements, scope: &caseScope, depth: 0, into: &caseWriter)
    s.sequence = savedSequence
    s.pendingEffects = savedPending
    guard let timing else {
      s.responses.cases.append(ReducerCaseSpec(pattern: pattern, body: caseWriter.finish()))
      return true
    }
    s.responses.add(ActionCaseSpec(name: caseName, payload: isVoid ? [] : [output]))
    let payload = isVoid ? "" : "(\(value))"
    s.responses.cases.append(
      ReducerCaseSpec(
        pattern: pattern, body: ["return .send(.\(caseName)\(payload))", s.indent + timing]))
    s.responses.cases.append(
      ReducerCaseSpec(pattern: isVoid ? ".\(caseName)" : "let .\(caseName)(\(value))", body: caseWriter.finish()))
    useTiming(&s, timing, subject: subject)
    return true
  }

  /// Records the cancel ID and `mainQueue` dependency a throttled or debounced case uses.
  private static func useTiming(_ s: inout ConversionSession, _ timing: String?, subject: String) {
    guard timing != nil else { return }
    s.cancelIDs.use(subject)
    s.use(DependencyUse(property: "mainQueue", key: "\\.mainQueue"))
  }

  /// `.loadFirstPage` / `.search(value)` when the sink only calls one view-model action, with no argument or
  /// the event itself; nil otherwise.
  private static func sentAction(
    _ s: ConversionSession, _ block: Block, parameter: String?, value: String, source: BodySource
  ) -> String? {
    let real = block.statements.filter {
      !$0.isComment && !($0.firstWord == "guard" && TextScan.containsBytes($0.originalText, "self"))
    }
    guard real.count == 1, let call = s.callStatement(real[0]), let action = s.context.actionNames[call.name],
      s.viewModelMethod(call.name)?.isPrivate != true
    else { return nil }
    let arguments = call.arguments.filter { !source.kind($0).isTrivia }.map { source.text($0) }
    if arguments.isEmpty { return ".\(action)" }
    let event = parameter ?? "$0"
    if arguments == [event] { return ".\(action)(\(value))" }
    if arguments.count == 3, arguments[1] == ":", arguments[2] == event {
      return ".\(action)(\(arguments[0]): \(value))"
    }
    return nil
  }

  /// `reloadRequests.send()` / `subject.send(x)` on an input subject inside a method: the action the view sends.
  static func inputSubjectSend(_ s: ConversionSession, _ statement: Statement) -> (
    action: String, arguments: Range<Int>
  )? {
    let source = statement.source
    let header = source.droppingSelf(statement.headerIndices)
    guard header.count >= 5, source.kind(header[1]) == .period, source.text(header[2]) == "send",
      source.kind(header[3]) == .leftParen, source.kind(header[header.count - 1]) == .rightParen,
      statement.blocks.isEmpty, let action = s.context.subjectInputs[source.text(header[0])]
    else { return nil }
    return (action, (header[3] + 1)..<header[header.count - 1])
  }

  /// `subject.send(value)` on an input subject, as sending its action.
  static func sendsInput(
    _ s: inout ConversionSession, _ site: StatementSite, scope: inout Scope, into writer: inout LineWriter
  ) -> StepOutcome {
    guard let input = inputSubjectSend(s, site.statement) else { return .declined }
    let arguments = s.renderArguments(site.statement, input.arguments, scope: scope)
    let send = ".\(input.action)\(ConversionSession.payload(arguments))"
    if !s.send(send, depth: site.depth, scope: scope, into: &writer) {
      s.placement.emitTodo(
        site.statement, reasons: ["sends to `\(input.action)` inside a closure"], depth: site.depth, into: &writer)
    }
    return .converted
  }

  /// A pipeline on an input subject (`reloadRequests.…sink { … }`, `self.reloadRequests.…`): its action's case.
  static func routesInput(_ s: inout ConversionSession, _ site: PipelineSite, scope: Scope) -> Bool {
    let inputs = s.context.subjectInputs
    if let action = inputs[site.root] {
      return inputSubjectPipeline(
        &s, site.root, action: action, links: site.links, statement: site.statement, scope: scope, line: site.line)
    }
    if site.root == "self", let first = site.links.first, first.arguments == nil, first.block == nil,
      let action = inputs[first.name]
    {
      return inputSubjectPipeline(
        &s, first.name, action: action, links: Array(site.links.dropFirst()), statement: site.statement,
        scope: scope, line: site.line)
    }
    return false
  }
}
