import Foundation
import Lexer
import Proposal

extension ConversionSession {
  /// `for await x in stream { … }`: a cancellable effect sending each element to a `…Received` case.
  mutating func convertForAwait(
    _ statement: Statement, rest: [Statement], scope: Scope, depth: Int, into writer: inout LineWriter
  ) {
    let source = statement.source
    guard let block = statement.blocks.last else {
      var copy = scope
      renderStatement(statement, depth: depth, scope: &copy, into: &writer)
      return
    }
    let header = (statement.range.lowerBound..<block.open).filter { !source.kind($0).isTrivia }
    guard let inPosition = header.firstIndex(where: { source.text($0) == "in" && source.kind($0) == .keyword }),
      inPosition + 1 < header.count
    else {
      var copy = scope
      renderStatement(statement, depth: depth, scope: &copy, into: &writer)
      return
    }
    let pattern = header[1..<inPosition].filter { !["await", "try", "case", "let", "var"].contains(source.text($0)) }
    let element = pattern.count == 1 ? source.text(pattern[0]) : "element"
    let sequenceRange = header[inPosition + 1]..<(header[header.count - 1] + 1)
    let id = sequence.cancelID ?? actionName
    let base = actionName
    let snapshot = self
    let savedCaptures = captures
    captures = []
    issueFrames.append([])
    var effectScope = scope
    effectScope.mode = .effect
    effectScope.inClosure = true
    var temp = LineWriter(indent: indent)
    temp.newLine(depth: 0)
    renderRange(statement, sequenceRange, depth: 0, scope: effectScope, into: &temp)
    let sequenceText = temp.finishSingleLine()
    let issues = issueFrames.removeLast()
    guard issues.isEmpty else {
      self = snapshot
      var copy = scope
      renderStatement(statement, depth: depth, scope: &copy, into: &writer)
      emitTerminal(scope: &copy, depth: depth, into: &writer)
      return
    }
    let forWords = header[0..<inPosition].map { source.text($0) }
    let forHeader = (forWords.contains("try") ? "for try await " : "for await ") + element + " in " + sequenceText
    var loopBody: [String]
    var bodyScope = effectScope
    bodyScope.declare(element)
    if block.statements.allSatisfy({ isEffectSafe($0, scope: bodyScope) }) {
      var bodyWriter = LineWriter(indent: indent)
      renderStatements(block.statements, depth: 0, scope: &bodyScope, into: &bodyWriter)
      loopBody = bodyWriter.finish()
    } else {
      let received = base + "Received"
      let ignoresElement = element == "_"
      let isNotification = sequenceText.contains(".notifications(named:")
      let elementType = isNotification ? "Notification" : streamElementType(statement, sequenceRange)
      if !ignoresElement && isNotification {
        todo(
          "`\(received)` carries a `Notification`, which is not Sendable; send the values the reducer needs instead",
          line: source.line(sequenceRange.lowerBound))
      } else if !ignoresElement && elementType == nil {
        todo(
          "the element type of the stream is unknown; replace `Any` in `\(received)`",
          line: source.line(sequenceRange.lowerBound))
      }
      addAction(ActionCaseSpec(name: received, payload: ignoresElement ? [] : [elementType ?? "Any"]))
      loopBody = [ignoresElement ? "await send(.\(received))" : "await send(.\(received)(\(element)))"]
      var caseScope = scope
      caseScope.inClosure = false
      caseScope.declare(element, type: elementType)
      let savedPending = pendingEffects
      let savedSequence = sequence
      pendingEffects = []
      sequence.defers = []
      sequence.tail = []
      var caseWriter = LineWriter(indent: indent)
      let savedExits = loopExits
      loopExits = ("return .none", "return .cancel(id: CancelID.\(id))")
      convertSequence(block.statements, scope: &caseScope, depth: 0, into: &caseWriter)
      loopExits = savedExits
      let pattern = ignoresElement ? ".\(received)" : "let .\(received)(\(element))"
      extraCases.append(ReducerCaseSpec(pattern: pattern, body: caseWriter.finish()))
      pendingEffects = savedPending
      sequence = savedSequence
    }
    var run = [
      ".run { " + Self.captureListText(Self.stateCaptures(captures)) + "send in"
    ]
    run.append(indent + forHeader + " {")
    run += loopBody.map { indent + indent + $0 }
    run.append(indent + "}")
    captures = savedCaptures
    let remaining = rest.filter { !$0.isComment }
    if !remaining.isEmpty {
      let finished = base + "Finished"
      addAction(ActionCaseSpec(name: finished))
      run.append(indent + "await send(.\(finished))")
      var caseScope = scope
      let savedPending = pendingEffects
      pendingEffects = []
      var caseWriter = LineWriter(indent: indent)
      convertSequence(rest, scope: &caseScope, depth: 0, into: &caseWriter)
      extraCases.append(ReducerCaseSpec(pattern: ".\(finished)", body: caseWriter.finish()))
      pendingEffects = savedPending
    }
    run.append("}")
    useCancelID(id)
    if sequence.cancelID == nil {
      let cancel = "cancel" + base.capitalizedFirst
      addAction(ActionCaseSpec(name: cancel))
      extraCases.append(ReducerCaseSpec(pattern: ".\(cancel)", body: ["return .cancel(id: CancelID.\(id))"]))
    }
    run.append(".cancellable(id: CancelID.\(id), cancelInFlight: true)")
    writer.writeLines(returning(combinedEffect([run])), depth: depth)
  }

  /// The element type of `dep.method()` returning `AsyncStream<T>` / `AsyncThrowingStream<T, …>`.
  func streamElementType(_ statement: Statement, _ range: Range<Int>) -> String? {
    let source = statement.source
    let words = range.filter { !source.kind($0).isTrivia }.map { source.text($0) }
    var rest = words[...]
    if rest.first == "self" { rest = rest.dropFirst(2) }
    let parts = Array(rest)
    guard parts.count >= 3, parts[1] == ".", let method = serviceMethod(dependency: parts[0], name: parts[2]),
      let type = method.returnType, let open = type.firstIndex(of: "<"), type.hasSuffix(">")
    else { return nil }
    let inner = type[type.index(after: open)..<type.index(before: type.endIndex)]
    var depth = 0
    var end = inner.endIndex
    for index in inner.indices {
      let character = inner[index]
      if character == "<" || character == "(" || character == "[" { depth += 1 }
      if character == ">" || character == ")" || character == "]" { depth -= 1 }
      if character == "," && depth == 0 {
        end = index
        break
      }
    }
    return String(inner[inner.startIndex..<end]).trimmingCharacters(in: .whitespaces)
  }
}
