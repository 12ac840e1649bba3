import Lexer
import Proposal

extension ConversionSession {
  /// `reloadRequests.throttle(for:scheduler:latest:).sink { self?.loadFirstPage() }` in `init`, on a passthrough
  /// subject the view pokes: an action the view sends whose case returns the sink's work, throttled or debounced
  /// with the `mainQueue` dependency. Always handles the statement (a TODO when the chain is not translatable).
  mutating func inputSubjectPipeline(
    _ subject: String, action: String, links: [ChainLink], statement: Statement, scope: Scope, line: Int
  ) -> Bool {
    let source = statement.source
    var timing: String?
    var kind = ""
    for link in links where link.name != "sink" && link.name != "store" {
      switch link.name {
      case "throttle", "debounce":
        guard timing == nil, let arguments = link.arguments else {
          todoStatement(statement, reason: "Combine pipeline on `\(subject)` times its events twice", line: line)
          return true
        }
        let labeled = labeledArguments(statement, arguments, scope: scope)
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
        todoStatement(statement, reason: reason, line: line)
        return true
      }
    }
    guard let sink = links.first(where: { $0.name == "sink" }), sink.arguments == nil, let block = sink.block,
      links.last?.name == "store" || links.last?.name == "sink"
    else {
      todoStatement(statement, reason: "Combine pipeline on `\(subject)` does not end in `sink { … }`", line: line)
      return true
    }
    let parameters = closureParameters(block, source)
    guard parameters.count <= 1 else {
      todoStatement(statement, reason: "the `sink` closure on `\(subject)` takes several values", line: line)
      return true
    }
    let output = SubjectProperty.all(of: context.viewModel).first { $0.name == subject }?.output ?? "Void"
    let isVoid = output == "Void" || output == "()"
    let value = parameters.first.flatMap { $0 == "_" ? nil : $0 } ?? "value"
    addAction(ActionCaseSpec(name: action, payload: isVoid ? [] : [output]))
    let pattern = isVoid ? ".\(action)" : "let .\(action)(\(value))"

    if let send = sentAction(block, parameter: parameters.first, value: value, source: source) {
      let effect = ".send(\(send))"
      useTiming(timing, subject: subject)
      let body = timing.map { ["return " + effect, indent + $0] } ?? ["return " + effect]
      extraCases.append(ReducerCaseSpec(pattern: pattern, body: body))
      return true
    }
    var statements = block.statements
    if parameters.isEmpty, usesOwnDollarZero(block, source) {
      statements = ParsedBody(text: replacingDollarZero(block, source, with: value), firstLine: line).statements
    }
    var caseScope = Scope(mode: .reducer)
    if !isVoid { caseScope.declare(value, type: output) }
    let caseName = timing == nil ? action : action + (kind == "throttle" ? "Throttled" : "Debounced")
    let savedSequence = sequence
    let savedPending = pendingEffects
    sequence = SequenceContext(responseBase: caseName)
    pendingEffects = []
    var caseWriter = LineWriter(indent: indent)
    convertSequence(statements, scope: &caseScope, depth: 0, into: &caseWriter)
    sequence = savedSequence
    pendingEffects = savedPending
    guard let timing else {
      extraCases.append(ReducerCaseSpec(pattern: pattern, body: caseWriter.finish()))
      return true
    }
    addAction(ActionCaseSpec(name: caseName, payload: isVoid ? [] : [output]))
    let payload = isVoid ? "" : "(\(value))"
    extraCases.append(
      ReducerCaseSpec(
        pattern: pattern, body: ["return .send(.\(caseName)\(payload))", indent + timing]))
    extraCases.append(
      ReducerCaseSpec(pattern: isVoid ? ".\(caseName)" : "let .\(caseName)(\(value))", body: caseWriter.finish()))
    useTiming(timing, subject: subject)
    return true
  }

  /// Records the cancel ID and `mainQueue` dependency a throttled or debounced case uses.
  private mutating func useTiming(_ timing: String?, subject: String) {
    guard timing != nil else { return }
    useCancelID(subject)
    use(DependencyUse(property: "mainQueue", key: "\\.mainQueue"))
  }

  /// `.loadFirstPage` / `.search(value)` when the sink only calls one view-model action, with no argument or
  /// the event itself; nil otherwise.
  private func sentAction(_ block: Block, parameter: String?, value: String, source: BodySource) -> String? {
    let real = block.statements.filter {
      !$0.isComment && !($0.firstWord == "guard" && $0.originalText.contains("self"))
    }
    guard real.count == 1, let call = callStatement(real[0]), let action = context.actionNames[call.name],
      viewModelMethod(call.name)?.isPrivate != true
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
  func inputSubjectSend(_ statement: Statement) -> (action: String, arguments: Range<Int>)? {
    let source = statement.source
    let header = source.droppingSelf(statement.headerIndices)
    guard header.count >= 5, source.kind(header[1]) == .period, source.text(header[2]) == "send",
      source.kind(header[3]) == .leftParen, source.kind(header[header.count - 1]) == .rightParen,
      statement.blocks.isEmpty, let action = SubjectProperty.inputs(of: context.viewModel)[source.text(header[0])]
    else { return nil }
    return (action, (header[3] + 1)..<header[header.count - 1])
  }
}
