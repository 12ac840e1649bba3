import Lexer
import Proposal

/// Effect rule `await-in-branch`: awaits inside if branches.
public struct AwaitInBranchRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "await-in-branch" }
  /// Short title.
  public var title: String { "Awaits inside if branches and switch cases" }
  /// What the rule does.
  public var summary: String {
    "When an `if` branch awaits, each branch continues with the statements after the `if` and ends in its own `return`, so the effect can be returned from inside the branch. A `switch` whose cases await is split the same way: each case continues with the statements after the `switch` (a case that only `break`s runs just those) and returns its own effect. A `switch` whose cases `break` out early or `fallthrough` stays a TODO."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func loadIfNeeded() async {
            if items.isEmpty {
              items = (try? await api.fetchItems()) ?? []
            }
            isLoading = false
          }
          """#,
        after: #"""
          // Action: case loadIfNeededResponse([Item]?)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case .loadIfNeeded:
            if state.items.isEmpty {
              return .run { send in
                await send(.loadIfNeededResponse(try? await itemsClient.fetchItems()))
              }
            }
            state.isLoading = false
            return .none
          case let .loadIfNeededResponse(response):
            state.items = response ?? []
            state.isLoading = false
            return .none
          """#),
      EffectExample(
        before: #"""
          func handle(_ choice: Int?) async {
            switch choice {
            case 0?:
              await analytics.track("zero")
            case let value?:
              count = value
            case nil:
              break
            }
            isLoading = false
          }
          """#,
        after: #"""
          // Action: case handleResponse
          // Dependency: @Dependency(AnalyticsClient.self) var analyticsClient
          case let .handle(choice):
            switch choice {
            case 0?:
              return .run { send in
                await analyticsClient.track("zero")
                await send(.handleResponse)
              }
            case let value?:
              state.count = value
              state.isLoading = false
              return .none
            case nil:
              state.isLoading = false
              return .none
            }
          case .handleResponse:
            state.isLoading = false
            return .none
          """#),
    ]
  }
}

extension AwaitInBranchRule {
  /// Whether `statement` is an `if` with an `await` in one of its branches.
  static func isAwaitingBranch(_ statement: Statement) -> Bool {
    statement.firstWord == "if"
      && statement.blocks.contains { !$0.isClosure && $0.statements.contains(where: \.awaitsOutsideClosures) }
  }

  /// Converts `if … { await … } else { … }` by continuing each branch with the statements after the `if`,
  /// so each branch ends in its own `return`. False when a condition cannot be translated.
  static func convertBranches(
    _ s: inout ConversionSession,
    _ statement: Statement, rest: [Statement], scope: Scope, depth: Int, into writer: inout LineWriter
  ) -> Bool {
    let source = statement.source
    let branches = statement.blocks.filter { !$0.isClosure }
    var start = statement.range.lowerBound
    var hasElse = false
    let converted = convertPaths(&s, count: branches.count, rest: rest, depth: depth, into: &writer) {
      s, index, output in
      let block = branches[index]
      let header = start..<block.open
      if header.filter({ !source.kind($0).isTrivia }).map({ source.text($0) }) == ["else"] { hasElse = true }
      if index > 0 { output.write("}") }
      s.renderRange(statement, header, depth: depth, scope: scope, into: &output)
      output.write(output.atLineStart || output.endsWithSpace ? "{" : " {")
      var branchScope = scope
      for name in s.boundNames(source, header) { branchScope.declare(name) }
      start = block.close + 1
      return (block.statements, branchScope)
    }
    guard converted else { return false }
    if !hasElse {
      var fallThrough = scope
      s.convertSequence(rest, scope: &fallThrough, depth: depth, into: &writer)
    }
    return true
  }

  /// Converts the paths of a split `if` or `switch` one after the other into one block: `path` writes a path's
  /// header and gives its statements and scope, each continued with `rest` from the same session state. False, with
  /// the session as it was, when any part leaves an issue.
  private static func convertPaths(
    _ s: inout ConversionSession, count: Int, rest: [Statement], depth: Int, into writer: inout LineWriter,
    path: (inout ConversionSession, Int, inout LineWriter) -> (statements: [Statement], scope: Scope)
  ) -> Bool {
    let snapshot = s
    var output = LineWriter(indent: s.indent)
    output.newLine(depth: depth)
    s.placement.issueFrames.append([])
    // A helper spliced into one path's copy of the rest stays on the stack for that copy only.
    let (savedSequence, savedPending, savedHelpers) = (s.sequence, s.pendingEffects, s.helperStack)
    for index in 0..<count {
      var (statements, scope) = path(&s, index, &output)
      // Issues only accumulate: once a header has left one, the split fails whatever the paths left give.
      if s.placement.issueFrames.last?.isEmpty == false { break }
      s.placement.issueFrames.append([])
      s.convertSequence(statements + rest, scope: &scope, depth: depth + 1, into: &output)
      s.placement.issueFrames.removeLast()
      (s.sequence, s.pendingEffects, s.helperStack) = (savedSequence, savedPending, savedHelpers)
      output.newLine(depth: depth)
    }
    output.write("}")
    guard s.placement.issueFrames.removeLast().isEmpty else {
      s = snapshot
      return false
    }
    writer.writeLines(output.finish(), depth: 0)
    return true
  }

  /// An `if` whose branches await, or a `switch` whose cases do: each branch or case continues with the rest and
  /// returns its own effect.
  static func splitsBranches(
    _ s: inout ConversionSession, _ site: SequenceSite, scope: inout Scope, into writer: inout LineWriter
  ) -> SequenceOutcome {
    if let cases = awaitingSwitchCases(site.statement), !setsOuterLocal(s, cases, scope: scope) {
      return SequenceOutcome(
        finished: convertCases(
          &s, site.statement, cases, rest: site.rest, scope: scope, depth: site.depth, into: &writer))
    }
    guard isAwaitingBranch(site.statement) else { return .declined }
    return SequenceOutcome(
      finished: convertBranches(&s, site.statement, rest: site.rest, scope: scope, depth: site.depth, into: &writer))
  }

  /// The cases of a `switch` whose cases await, each a label and its statements (a lone `break` dropped); nil for
  /// other statements, for a switch whose cases `break` or `fallthrough` elsewhere (the rest of the method now
  /// follows inside each case), and for one whose cases declare a local they set later.
  static func awaitingSwitchCases(_ statement: Statement) -> [(label: Statement, body: [Statement])]? {
    guard statement.firstWord == "switch", statement.blocks.count == 1, let block = statement.blocks.first,
      block.isSwitch, block.statements.contains(where: \.awaitsOutsideClosures), var cases = block.switchCases
    else { return nil }
    for index in cases.indices {
      let code = cases[index].body.filter { !$0.isComment }
      if code.count == 1, code[0].range.count == 1, code[0].firstWord == "break" {
        cases[index].body = []
        continue
      }
      let source = statement.source
      let exits = code.contains { inner in
        inner.range.contains { source.kind($0) == .keyword && ["break", "fallthrough"].contains(source.text($0)) }
      }
      // `let x: T` set later by an await: the effect would capture it before it is set.
      let declaresUnset = code.contains { inner in
        ["let", "var"].contains(inner.firstWord) && !inner.headerIndices.contains { source.kind($0) == .equal }
      }
      if exits || declaresUnset { return nil }
    }
    return cases.isEmpty ? nil : cases
  }

  /// Whether a case sets a local declared before the `switch` (`link = …`, `(items, link) = try await …`): the
  /// rest of the method reads it after the switch, where each case's effect or response no longer has it.
  static func setsOuterLocal(
    _ s: ConversionSession, _ cases: [(label: Statement, body: [Statement])], scope: Scope
  ) -> Bool {
    cases.contains { _, body in
      body.contains { inner in
        scope.locals.contains { s.mutates(inner.source, name: $0, in: inner.range) }
      }
    }
  }

  /// Converts `switch … { case …: await … }` by continuing each case with the statements after the `switch`, so
  /// each case ends in its own `return`. False when a label or a case cannot be translated.
  static func convertCases(
    _ s: inout ConversionSession, _ statement: Statement, _ cases: [(label: Statement, body: [Statement])],
    rest: [Statement], scope: Scope, depth: Int, into writer: inout LineWriter
  ) -> Bool {
    guard let block = statement.blocks.first else { return false }
    return convertPaths(&s, count: cases.count, rest: rest, depth: depth, into: &writer) { s, index, output in
      if index == 0 {
        s.renderRange(statement, statement.range.lowerBound..<block.open, depth: depth, scope: scope, into: &output)
        output.write(output.atLineStart || output.endsWithSpace ? "{" : " {")
        output.newLine(depth: depth)
      }
      let label = cases[index].label
      var caseScope = scope
      s.renderRange(label, label.range, depth: depth, scope: scope, into: &output)
      for name in s.boundNames(label.source, label.range) { caseScope.declare(name) }
      return (cases[index].body, caseScope)
    }
  }

}
