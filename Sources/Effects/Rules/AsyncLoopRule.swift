import Foundation
import Lexer
import Proposal

/// Effect rule `async-loop`: for await loops.
public struct AsyncLoopRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "async-loop" }
  /// Short title.
  public var title: String { "for await loops" }
  /// What the rule does.
  public var summary: String {
    "A `for await` loop becomes a long-lived effect that sends each element to a `…Received` case, cancellable by ID with a `cancel…` action. In that case a `switch`'s `break` stays a `break`, the loop's own `break` cancels the effect and goes on with the work after the loop, and a `return` cancels it."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func observeScores() async {
            for await score in api.scores() {
              latestScore = score
            }
          }
          """#,
        after: #"""
          // Action: case observeScoresReceived(Int)
          // Action: case cancelObserveScores
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          // CancelID: observeScores
          case .observeScores:
            return .run { send in
              for await score in itemsClient.scores() {
                await send(.observeScoresReceived(score))
              }
            }
            .cancellable(id: CancelID.observeScores, cancelInFlight: true)
          case let .observeScoresReceived(score):
            state.latestScore = score
            return .none
          case .cancelObserveScores:
            return .cancel(id: CancelID.observeScores)
          """#),
      EffectExample(
        before: #"""
          func watchScores() async {
            isRunning = true
            for await score in api.scores() {
              switch score {
              case 0:
                break
              case 1000...:
                return
              default:
                latestScore = score
              }
              if score < 0 { break }
            }
            isRunning = false
          }
          """#,
        after: #"""
          // Action: case watchScoresReceived(Int)
          // Action: case watchScoresFinished
          // Action: case cancelWatchScores
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          // CancelID: watchScores
          case .watchScores:
            state.isRunning = true
            return .run { send in
              for await score in itemsClient.scores() {
                await send(.watchScoresReceived(score))
              }
              await send(.watchScoresFinished)
            }
            .cancellable(id: CancelID.watchScores, cancelInFlight: true)
          case let .watchScoresReceived(score):
            switch score {
            case 0:
              break
            case 1000...:
              return .cancel(id: CancelID.watchScores)
            default:
              state.latestScore = score
            }
            if score < 0 { return .concatenate(.cancel(id: CancelID.watchScores), .send(.watchScoresFinished)) }
            return .none
          case .watchScoresFinished:
            state.isRunning = false
            return .none
          case .cancelWatchScores:
            return .cancel(id: CancelID.watchScores)
          """#),
    ]
  }
}

extension AsyncLoopRule {
  /// `for await x in stream { … }`: a cancellable effect sending each element to a `…Received` case.
  static func convertForAwait(
    _ s: inout ConversionSession,
    _ statement: Statement, rest: [Statement], scope: Scope, depth: Int, into writer: inout LineWriter
  ) {
    let source = statement.source
    guard let block = statement.blocks.last else {
      var copy = scope
      s.renderStatement(statement, depth: depth, scope: &copy, into: &writer)
      return
    }
    let header = (statement.range.lowerBound..<block.open).filter { !source.kind($0).isTrivia }
    guard let inPosition = header.firstIndex(where: { source.text($0) == "in" && source.kind($0) == .keyword }),
      inPosition + 1 < header.count
    else {
      var copy = scope
      s.renderStatement(statement, depth: depth, scope: &copy, into: &writer)
      return
    }
    let pattern = header[1..<inPosition].filter { !["await", "try", "case", "let", "var"].contains(source.text($0)) }
    let element = pattern.count == 1 ? source.text(pattern[0]) : "element"
    let sequenceRange = header[inPosition + 1]..<(header[header.count - 1] + 1)
    let id = s.sequence.cancelID ?? s.actionName
    let base = s.actionName
    let snapshot = s
    let savedCaptures = s.captures
    s.captures = []
    s.placement.issueFrames.append([])
    var effectScope = scope
    effectScope.mode = .effect
    effectScope.inClosure = true
    var temp = LineWriter(indent: s.indent)
    temp.newLine(depth: 0)
    s.renderRange(statement, sequenceRange, depth: 0, scope: effectScope, into: &temp)
    let sequenceText = temp.finishSingleLine()
    let issues = s.placement.issueFrames.removeLast()
    guard issues.isEmpty else {
      s = snapshot
      var copy = scope
      s.renderStatement(statement, depth: depth, scope: &copy, into: &writer)
      s.emitTerminal(scope: &copy, depth: depth, into: &writer)
      return
    }
    let forWords = header[0..<inPosition].map { source.text($0) }
    let forHeader = (forWords.contains("try") ? "for try await " : "for await ") + element + " in " + sequenceText
    var loopBody: [String]
    var bodyScope = effectScope
    bodyScope.declare(element)
    if block.statements.allSatisfy({ s.isEffectSafe($0, scope: bodyScope) }) {
      var bodyWriter = LineWriter(indent: s.indent)
      s.renderStatements(block.statements, depth: 0, scope: &bodyScope, into: &bodyWriter)
      loopBody = bodyWriter.finish()
    } else {
      let received = base + "Received"
      let ignoresElement = element == "_"
      let isNotification = TextScan.containsBytes(sequenceText, ".notifications(named:")
      let elementType = isNotification ? "Notification" : streamElementType(s, statement, sequenceRange)
      if !ignoresElement && isNotification {
        s.placement.todo(
          "`\(received)` carries a `Notification`, which is not Sendable; send the values the reducer needs instead",
          line: source.line(sequenceRange.lowerBound))
      } else if !ignoresElement && elementType == nil {
        s.placement.todo(
          "the element type of the stream is unknown; replace `Any` in `\(received)`",
          line: source.line(sequenceRange.lowerBound))
      }
      s.responses.add(ActionCaseSpec(name: received, payload: ignoresElement ? [] : [elementType ?? "Any"]))
      loopBody = [ignoresElement ? "await send(.\(received))" : "await send(.\(received)(\(element)))"]
      var caseScope = scope
      caseScope.inClosure = false
      caseScope.declare(element, type: elementType)
      let savedPending = s.pendingEffects
      let savedSequence = s.sequence
      s.pendingEffects = []
      s.sequence.defers = []
      s.sequence.tail = []
      var caseWriter = LineWriter(indent: s.indent)
      let savedExits = s.loopExits
      // `break` ends the loop and goes on with the method after it; `return` ends both.
      let cancel = ".cancel(id: CancelID.\(id))"
      let breakEffect = rest.allSatisfy(\.isComment) ? cancel : ".concatenate(\(cancel), .send(.\(base)Finished))"
      s.loopExits = LoopExits(continueLine: "return .none", breakLine: "return " + breakEffect, returnEffect: cancel)
      s.convertSequence(block.statements, scope: &caseScope, depth: 0, into: &caseWriter)
      s.loopExits = savedExits
      let pattern = ignoresElement ? ".\(received)" : "let .\(received)(\(element))"
      s.responses.cases.append(ReducerCaseSpec(pattern: pattern, body: caseWriter.finish()))
      s.pendingEffects = savedPending
      s.sequence = savedSequence
    }
    var run = [
      ".run { " + StateCaptureRule.captureListText(StateCaptureRule.stateCaptures(s.captures)) + "send in"
    ]
    run.append(s.indent + forHeader + " {")
    run += loopBody.map { s.indent + s.indent + $0 }
    run.append(s.indent + "}")
    s.captures = savedCaptures
    let remaining = rest.filter { !$0.isComment }
    if !remaining.isEmpty {
      let finished = base + "Finished"
      s.responses.add(ActionCaseSpec(name: finished))
      run.append(s.indent + "await send(.\(finished))")
      var caseScope = scope
      let savedPending = s.pendingEffects
      s.pendingEffects = []
      var caseWriter = LineWriter(indent: s.indent)
      s.convertSequence(rest, scope: &caseScope, depth: 0, into: &caseWriter)
      s.responses.cases.append(ReducerCaseSpec(pattern: ".\(finished)", body: caseWriter.finish()))
      s.pendingEffects = savedPending
    }
    run.append("}")
    s.cancelIDs.use(id)
    if s.sequence.cancelID == nil {
      let cancel = "cancel" + base.capitalizedFirst
      s.responses.add(ActionCaseSpec(name: cancel))
      s.responses.cases.append(ReducerCaseSpec(pattern: ".\(cancel)", body: ["return .cancel(id: CancelID.\(id))"]))
    }
    run.append(".cancellable(id: CancelID.\(id), cancelInFlight: true)")
    writer.writeLines(PendingEffects.returning(s.pendingEffects.combined(indent: s.indent, [run])), depth: depth)
  }

  /// The element type of `dep.method()` returning `AsyncStream<T>` / `AsyncThrowingStream<T, …>`.
  static func streamElementType(_ s: ConversionSession, _ statement: Statement, _ range: Range<Int>) -> String? {
    let source = statement.source
    let words = range.filter { !source.kind($0).isTrivia }.map { source.text($0) }
    var rest = words[...]
    if rest.first == "self" { rest = rest.dropFirst(2) }
    let parts = Array(rest)
    guard parts.count >= 3, parts[1] == ".", let method = s.serviceMethod(dependency: parts[0], name: parts[2]),
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

  /// `continue` and `break` inside a `for await` element case.
  static func exitsElementCase(
    _ s: inout ConversionSession, _ site: StatementSite, scope: inout Scope, into writer: inout LineWriter
  ) -> StepOutcome {
    guard let exits = s.loopExits, scope.mode == .reducer, site.header.count == 1,
      let line = site.first == "continue" ? exits.continueLine : site.first == "break" ? exits.breakLine : nil
    else { return .declined }
    writer.writeLines([line], depth: site.depth)
    return .converted
  }

  /// `for await x in stream { … }` at method level: a long-lived effect and its element case.
  static func iteratesStream(
    _ s: inout ConversionSession, _ site: SequenceSite, scope: inout Scope, into writer: inout LineWriter
  ) -> SequenceOutcome {
    guard site.statement.firstWord == "for", site.statement.awaitsInHeader else { return .declined }
    convertForAwait(&s, site.statement, rest: site.rest, scope: scope, depth: site.depth, into: &writer)
    return .finished
  }
}
