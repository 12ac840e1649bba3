import Lexer
import Proposal

extension ConversionSession {
  /// `DispatchQueue.main.asyncAfter(deadline: .now() + d) { … }` and `Timer.scheduledTimer(…) { … }` as
  /// clock-driven effects; nil for other statements.
  mutating func delayedEffect(_ statement: Statement, scope: Scope) -> [String]? {
    let source = statement.source
    guard let block = statement.blocks.last, isOnlyParameterSignature(block, source) else { return nil }
    var header = statement.headerIndices.filter { $0 < block.open }
    var words = header.map { source.text($0) }
    var propertyID: String?
    if words.count > 2, words[0] == "self", words[1] == "." {
      header.removeFirst(2)
      words.removeFirst(2)
    }
    if words.count > 2, words[1] == "=", isTaskProperty(words[0]) {
      propertyID = words[0]
      header.removeFirst(2)
      words.removeFirst(2)
    }
    if words.starts(with: ["DispatchQueue", ".", "main", ".", "asyncAfter", "(", "deadline", ":", ".", "now", "(", ")"]
    ),
      words.count > 14, words[12] == "+", words.last == ")"
    {
      let delay = source.text(header[13]..<(header[header.count - 2] + 1))
      let duration = delay.hasPrefix(".") ? delay : ".seconds(\(delay))"
      return clockEffect(
        block, statement: statement, sleep: "try await clock.sleep(for: \(duration))", repeating: nil,
        suffix: "Delayed",
        id: propertyID, scope: scope)
    }
    if words.starts(with: ["Timer", ".", "scheduledTimer", "(", "withTimeInterval", ":"]),
      let repeatsAt = words.firstIndex(of: "repeats")
    {
      let interval = source.text(header[6]..<(header[repeatsAt - 2] + 1))
      let repeats = words.count > repeatsAt + 2 && words[repeatsAt + 2] == "true"
      return clockEffect(
        block, statement: statement, sleep: "try await clock.sleep(for: .seconds(\(interval)))",
        repeating: repeats ? "for await _ in clock.timer(interval: .seconds(\(interval)))" : nil, suffix: "TimerTicked",
        id: propertyID ?? "timer", scope: scope, closureParameters: closureParameterNames(block, source))
    }
    return nil
  }

  private func isOnlyParameterSignature(_ block: Block, _ source: BodySource) -> Bool {
    guard block.isClosure else { return false }
    guard let signature = block.signature else { return true }
    let words = signature.filter { !source.kind($0).isTrivia }.map { source.text($0) }
    let withoutCapture = words.starts(with: ["[", "weak", "self", "]"]) ? Array(words.dropFirst(4)) : words
    return withoutCapture.count <= 1
  }

  /// The named parameters of a closure (`{ [weak self] timer in … }` → `["timer"]`).
  private func closureParameterNames(_ block: Block, _ source: BodySource) -> Set<String> {
    guard let signature = block.signature else { return [] }
    var words = signature.filter { !source.kind($0).isTrivia }.map { (text: source.text($0), kind: source.kind($0)) }
    if let close = words.firstIndex(where: { $0.kind == .rightBracket }) { words.removeFirst(close + 1) }
    return Set(words.filter { $0.kind == .identifier }.map(\.text))
  }

  /// `closureParameters`: names the closure binds (the `Timer` itself), which the ticked case cannot see.
  private mutating func clockEffect(
    _ block: Block, statement: Statement, sleep: String, repeating: String?, suffix: String, id: String?, scope: Scope,
    closureParameters: Set<String> = []
  ) -> [String] {
    useClock()
    let caseName = actionName + suffix
    var sends: [String]
    if let action = singleActionCall(block.statements, scope: scope) {
      sends = ["await send(\(action))"]
    } else {
      addAction(ActionCaseSpec(name: caseName))
      sends = ["await send(.\(caseName))"]
      var caseScope = scope
      caseScope.inClosure = false
      caseScope.mode = .reducer
      caseScope.unavailable.formUnion(closureParameters)
      let savedPending = pendingEffects
      let savedSequence = sequence
      let savedHelper = (blockDepth, currentHelper, helperReturnLabel, helperValueReturn, helperBlockNames)
      pendingEffects = []
      sequence = SequenceContext(responseBase: caseName)
      (blockDepth, currentHelper, helperReturnLabel, helperValueReturn, helperBlockNames) = (0, nil, nil, nil, [])
      var caseWriter = LineWriter(indent: indent)
      convertSequence(block.statements, scope: &caseScope, depth: 0, into: &caseWriter)
      extraCases.append(ReducerCaseSpec(pattern: ".\(caseName)", body: caseWriter.finish()))
      pendingEffects = savedPending
      sequence = savedSequence
      (blockDepth, currentHelper, helperReturnLabel, helperValueReturn, helperBlockNames) = savedHelper
    }
    var run = [".run { send in"]
    if let repeating {
      run += [indent + repeating + " {"] + sends.map { indent + indent + $0 } + [indent + "}"]
    } else {
      run += [indent + sleep] + sends.map { indent + $0 }
    }
    run.append("}")
    if let id {
      useCancelID(id)
      run.append(".cancellable(id: CancelID.\(id), cancelInFlight: true)")
    }
    return run
  }

  /// `.tick` when the statements are only a call to an action method (`self?.tick()`).
  mutating func singleActionCall(_ statements: [Statement], scope: Scope) -> String? {
    let real = statements.filter { !$0.isComment && !($0.firstWord == "guard" && $0.originalText.contains("self")) }
    guard real.count == 1, let call = callStatement(real[0]), let action = context.actionNames[call.name] else {
      return nil
    }
    var effectScope = scope
    effectScope.mode = .effect
    let arguments = labeledArguments(real[0], call.arguments, scope: effectScope).map { argument in
      argument.label.map { "\($0): \(argument.value)" } ?? argument.value
    }
    return arguments.isEmpty ? ".\(action)" : ".\(action)(\(arguments.joined(separator: ", ")))"
  }
}
