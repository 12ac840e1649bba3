import Lexer
import Proposal

/// One `.name(arguments)` link of a Combine chain.
struct ChainLink {
  var name: String
  var arguments: Range<Int>?
  var block: Block?
}

extension ConversionSession {
  /// Whether an initializer statement only sets up properties (`self.x = x`, `super.init()`).
  func isSetup(_ statement: Statement, parameters: Set<String>) -> Bool {
    let source = statement.source
    var words = statement.headerIndices.map { source.text($0) }
    if words.starts(with: ["super", ".", "init"]) || words.starts(with: ["self", ".", "init"]) { return true }
    if words.count > 2, words[0] == "self", words[1] == "." { words.removeFirst(2) }
    guard words.count > 2, words[1] == "=" || words[1] == ":" else { return false }
    let name = words[0]
    let isProperty =
      isState(name) || storedProperty(name) != nil || context.viewModel.dependencies.contains { $0.name == name }
    return isProperty && statement.blocks.isEmpty && !statement.awaitsOutsideClosures
  }

  /// Splits `a.b(x).c { }` into its links after the root; nil when the shape is not a plain chain.
  func chain(_ statement: Statement) -> (root: String, links: [ChainLink])? {
    let source = statement.source
    let header = statement.headerIndices
    guard let first = header.first else { return nil }
    var links: [ChainLink] = []
    var p = 1
    while p < header.count {
      guard source.kind(header[p]) == .period || source.kind(header[p]) == .prefixPeriod, p + 1 < header.count else {
        return nil
      }
      var link = ChainLink(name: source.text(header[p + 1]))
      p += 2
      if p < header.count && source.kind(header[p]) == .leftParen {
        var depth = 0
        var q = p
        while q < header.count {
          if source.kind(header[q]) == .leftParen { depth += 1 }
          if source.kind(header[q]) == .rightParen {
            depth -= 1
            if depth == 0 { break }
          }
          q += 1
        }
        guard q < header.count else { return nil }
        link.arguments = (header[p] + 1)..<header[q]
        p = q + 1
      }
      if p < header.count, source.kind(header[p]) == .leftBrace,
        let block = statement.blocks.first(where: { $0.open == header[p] })
      {
        link.block = block
        p += 2
      }
      links.append(link)
    }
    return (source.text(first), links)
  }

  /// Converts `$x.debounce(…).sink { … }` and `….assign(to: &$x)` in an initializer; false for other statements.
  mutating func convertPipeline(_ statement: Statement, scope: Scope) -> Bool {
    let source = statement.source
    var target = statement
    let words = statement.headerIndices.map { source.text($0) }
    if words.count > 2, words[1] == "=", storedProperty(words[0]) != nil,
      let start = statement.headerIndices.dropFirst(2).first
    {
      target = statement.sub(start..<statement.range.upperBound)
    }
    guard let (root, links) = chain(target), links.contains(where: { $0.name == "sink" || $0.name == "assign" })
    else {
      return false
    }
    let line = source.line(statement.range.lowerBound)
    let stateName = String(root.dropFirst())
    if root.hasPrefix("$") && isState(stateName), let sink = links.first(where: { $0.name == "sink" }),
      let block = sink.block
    {
      var duration: String?
      var unsupported: [String] = []
      for link in links where link.name != "sink" && link.name != "store" {
        switch link.name {
        case "debounce", "throttle":
          guard let arguments = link.arguments else { continue }
          let value = labeledArguments(statement, arguments, scope: scope).first { $0.label == "for" }?.value ?? "0"
          duration = value.hasPrefix(".") ? value : ".seconds(\(value))"
          if link.name == "throttle" { unsupported.append("throttle") }
        case "removeDuplicates", "dropFirst", "receive": continue
        default: unsupported.append(link.name)
        }
      }
      guard unsupported.isEmpty else {
        todoStatement(statement, reason: "Combine pipeline uses `\(unsupported.joined(separator: "`, `"))`", line: line)
        return true
      }
      return debouncedBinding(
        stateName, duration: duration, sink: block, statement: statement, scope: scope, line: line)
    }
    if let assign = links.last, assign.name == "assign", let arguments = assign.arguments {
      let argumentWords = arguments.filter { !source.kind($0).isTrivia }.map { source.text($0) }
      guard argumentWords.count == 4, argumentWords[0] == "to", argumentWords[2] == "&",
        argumentWords[3].hasPrefix("$"), isState(String(argumentWords[3].dropFirst()))
      else {
        todoStatement(statement, reason: "Combine `assign` to a non-state target", line: line)
        return true
      }
      let name = String(argumentWords[3].dropFirst())
      let periods = target.headerIndices.filter {
        (source.kind($0) == .period || source.kind($0) == .prefixPeriod) && $0 < arguments.lowerBound
      }
      let publisherEnd = periods.last ?? target.range.upperBound
      issueFrames.append([])
      var effectScope = scope
      effectScope.mode = .effect
      var temp = LineWriter(indent: indent)
      temp.newLine(depth: 0)
      renderRange(target, target.range.lowerBound..<publisherEnd, depth: 0, scope: effectScope, into: &temp)
      let issues = issueFrames.removeLast()
      guard issues.isEmpty else {
        todoStatement(statement, reason: issues.joined(separator: "; "), line: line)
        return true
      }
      let changed = name + "Changed"
      addAction(ActionCaseSpec(name: changed, payload: [stateType(name) ?? "Any"]))
      if stateType(name) == nil { todo("the type of `\(name)` is unknown; replace `Any` in `\(changed)`", line: line) }
      let assigned = context.identifiedArrays.contains(name) ? "IdentifiedArray(uniqueElements: value)" : "value"
      extraCases.append(
        ReducerCaseSpec(pattern: "let .\(changed)(value)", body: ["state.\(name) = \(assigned)", "return .none"]))
      pendingEffects.append([
        ".run { send in",
        indent + "for await value in \(temp.finishSingleLine()).values {",
        indent + indent + "await send(.\(changed)(value))",
        indent + "}",
        "}",
      ])
      return true
    }
    todoStatement(statement, reason: "Combine pipeline the rewriter does not translate", line: line)
    return true
  }

  /// Keeps a statement the rewriter cannot place as a TODO case body comment.
  mutating func todoStatement(_ statement: Statement, reason: String, line: Int) {
    var writer = LineWriter(indent: indent)
    emitTodo(statement, reasons: [reason], depth: 0, into: &writer)
    pendingComments += writer.finish()
  }

  private mutating func debouncedBinding(
    _ name: String, duration: String?, sink: Block, statement: Statement, scope: Scope, line: Int
  ) -> Bool {
    let source = statement.source
    let parameters =
      sink.signature.map { signature in
        signature.filter { source.kind($0) == .identifier }.map { source.text($0) }
      } ?? []
    let parameter = parameters.last
    var sends: [String]
    let real = sink.statements.filter {
      !$0.isComment && !($0.firstWord == "guard" && $0.originalText.contains("self"))
    }
    if real.count == 1, let call = callStatement(real[0]), let action = context.actionNames[call.name] {
      let arguments = call.arguments.filter { !source.kind($0).isTrivia }.map { source.text($0) }
      let passesValue = arguments.count == 1 && (arguments[0] == "$0" || arguments[0] == parameter)
      guard arguments.isEmpty || passesValue else {
        todoStatement(statement, reason: "sink passes arguments the rewriter cannot map", line: line)
        return true
      }
      sends = ["await send(.\(action)" + (passesValue ? "(\(name)))" : ")")]
    } else if parameter != nil || !sink.statements.contains(where: { $0.originalText.contains("$0") }) {
      let debounced = name + "Debounced"
      addAction(ActionCaseSpec(name: debounced))
      sends = ["await send(.\(debounced))"]
      var caseScope = Scope(mode: .reducer)
      var caseWriter = LineWriter(indent: indent)
      if let parameter {
        caseWriter.writeLines(["let \(parameter) = state.\(name)"], depth: 0)
        caseScope.declare(parameter, type: stateType(name))
      }
      let savedSequence = sequence
      let savedPending = pendingEffects
      sequence = SequenceContext(responseBase: debounced)
      pendingEffects = []
      convertSequence(sink.statements, scope: &caseScope, depth: 0, into: &caseWriter)
      sequence = savedSequence
      pendingEffects = savedPending
      extraCases.append(ReducerCaseSpec(pattern: ".\(debounced)", body: caseWriter.finish()))
    } else {
      todoStatement(statement, reason: "sink body uses `$0` beyond a single action call", line: line)
      return true
    }
    var run = [".run { [\(name) = state.\(name)] send in"]
    if let duration {
      useClock()
      run.append(indent + "try await clock.sleep(for: \(duration))")
    }
    run += sends.map { indent + $0 }
    run.append("}")
    useCancelID(name)
    run.append(".cancellable(id: CancelID.\(name), cancelInFlight: true)")
    run[0] = "return " + run[0]
    extraCases.append(ReducerCaseSpec(pattern: ".binding(\\.\(name))", body: run))
    return true
  }
}
