import Analysis
import Foundation
import Lexer
import Proposal

extension ConversionSession {
  /// Renders a statement list; in a switch body, case labels sit one level out.
  mutating func renderStatements(
    _ statements: [Statement], depth: Int, scope: inout Scope, into writer: inout LineWriter, switchBody: Bool = false
  ) {
    let base = scope
    var caseStart: Int?
    func closeCase(_ writer: inout LineWriter) {
      guard let start = caseStart else { return }
      writer.flush()
      let body = writer.lines[start...]
      if body.allSatisfy({ LineText.unindented($0).hasPrefix("//") }) {
        writer.writeLines(["break"], depth: depth)
      }
    }
    for (offset, statement) in statements.enumerated() {
      if !switchBody, let alias = StrongSelfAliasRule.selfAlias(statement),
        let rewritten = StrongSelfAliasRule.replacingSelfAlias(alias, in: Array(statements[offset...]))
      {
        renderStatements(rewritten, depth: depth, scope: &scope, into: &writer)
        return
      }
      if switchBody && statement.isCaseLabel {
        closeCase(&writer)
        scope = base
        renderStatement(statement, depth: depth - 1, scope: &scope, into: &writer)
        writer.flush()
        caseStart = writer.lines.count
        for name in boundNames(statement.source, statement.range) { scope.declare(name) }
        continue
      }
      renderStatement(statement, depth: depth, scope: &scope, into: &writer)
    }
    if switchBody {
      closeCase(&writer)
      scope = base
    }
  }

  /// Renders one statement; untranslatable ones become a TODO with the original kept as comments.
  mutating func renderStatement(
    _ statement: Statement, depth: Int, scope: inout Scope, into writer: inout LineWriter,
    overrides: [Int: Override] = [:]
  ) {
    if statement.isComment {
      writer.writeLines([statement.originalText], depth: depth)
      return
    }
    if let name = placement.refusedBindings.firstUse(in: statement) {
      placement.emitTodo(statement, reasons: [placement.refusedBindings.reason(for: name)], depth: depth, into: &writer)
      return
    }
    if overrides.isEmpty && applyStatementRule(statement, depth: depth, scope: &scope, into: &writer) { return }
    let snapshot = self
    placement.issueFrames.append([])
    placement.noteFrames.append([])
    if StructuredConcurrencyRule.taskGroupChildUsesState(self, statement) {
      placement.issue(StructuredConcurrencyRule.taskGroupStateReason)
    }
    var temp = LineWriter(indent: indent)
    temp.newLine(depth: depth)
    renderRange(statement, statement.range, depth: depth, scope: scope, into: &temp, overrides: overrides)
    let issues = placement.issueFrames.removeLast()
    let notes = placement.noteFrames.removeLast()
    if issues.isEmpty {
      for note in notes { writer.writeLines(["// NOTE(tca-migrate): \(note)"], depth: depth) }
      writer.writeLines(temp.finish(), depth: 0)
      translatedStatements += 1
      placement.refusedBindings.translate(statement)
    } else {
      self = snapshot
      placement.emitTodo(statement, reasons: issues, depth: depth, into: &writer)
    }
    declareBindings(of: statement, in: &scope)
  }

  /// Adds the names a `let`/`var`/`guard` statement binds to `scope`.
  func declareBindings(of statement: Statement, in scope: inout Scope) {
    let first = statement.firstWord
    if first == "async" {
      // `async let x = …`: a child task's name, awaited later; it shadows state of the same name.
      for name in boundNames(statement.source, statement.range) { scope.declare(name, type: nil, isVariable: false) }
      return
    }
    guard first == "let" || first == "var" || first == "guard" else { return }
    let source = statement.source
    let end = statement.blocks.first?.open ?? statement.range.upperBound
    let names = boundNames(source, statement.range.lowerBound..<end)
    var type: String?
    if first != "guard" && names.count == 1 {
      let header = (statement.range.lowerBound..<end).filter { !source.kind($0).isTrivia }
      if let colon = header.firstIndex(where: { source.kind($0) == .colon }) {
        let stop = header.firstIndex(where: { source.kind($0) == .equal }) ?? header.count
        if colon + 1 < stop { type = source.text(header[colon + 1]..<(header[stop - 1] + 1)) }
      }
    }
    if type == nil, names.count == 1 {
      let header = (statement.range.lowerBound..<end).filter { !source.kind($0).isTrivia }
      if let equal = header.firstIndex(where: { source.kind($0) == .equal }), equal + 1 < header.count {
        var stop = header.count
        if first == "guard", let elseIndex = header.lastIndex(where: { source.text($0) == "else" }) { stop = elseIndex }
        if first == "guard", let comma = Self.topLevelComma(source, header, from: equal + 1, to: stop) { stop = comma }
        if stop > equal + 1 {
          let current = scope
          let guess = TypeGuess { name in current.locals.contains(name) ? current.types[name] : self.stateType(name) }
          // With trailing closures (`x.sorted { … }.prefix(5)`) the value is typed whole, else as far as the header.
          if first != "guard", statement.blocks.last?.isClosure == true {
            type = guess.type(of: source, header[equal + 1]..<statement.range.upperBound)
          }
          type = type ?? guess.type(of: source, header[equal + 1]..<(header[stop - 1] + 1))
          let unwraps = first == "guard" || (first == "if" && header.count > 1)
          if unwraps, let optional = type, optional.hasSuffix("?") { type = String(optional.dropLast()) }
        }
      }
    }
    let shorthand =
      first == "guard" ? shorthandUnwrapTypes(source, statement.range.lowerBound..<end, scope: scope) : [:]
    for name in names { scope.declare(name, type: type ?? shorthand[name], isVariable: first == "var") }
  }

  /// The types of the `if let x`/`guard let x` shorthand bindings in a condition header: each unwraps the local or
  /// State field of the same name, so it has that type without its `?` (`guard let client else` → `Client`).
  func shorthandUnwrapTypes(_ source: BodySource, _ range: Range<Int>, scope: Scope) -> [String: String] {
    let header = range.filter { !source.kind($0).isTrivia }
    var types: [String: String] = [:]
    for (offset, index) in header.enumerated() where offset + 1 < header.count {
      let word = source.text(index)
      guard source.kind(index) == .keyword, word == "let" || word == "var" else { continue }
      let name = header[offset + 1]
      guard source.kind(name) == .identifier else { continue }
      let after = offset + 2 < header.count ? header[offset + 2] : nil
      guard after.map({ source.kind($0) == .comma || source.text($0) == "else" }) ?? true else { continue }
      let text = source.text(name)
      let known = scope.locals.contains(text) ? scope.types[text] : stateType(text)
      if let known, known.hasSuffix("?") { types[text] = String(known.dropLast()) }
    }
    return types
  }

  /// The offset in `header` of the first comma outside brackets between `start` and `end`.
  static func topLevelComma(_ source: BodySource, _ header: [Int], from start: Int, to end: Int) -> Int? {
    // A half-written `guard … else` can put its `else` before the `=` (`guard x else let y = z`).
    guard start < end else { return nil }
    var depth = 0
    for offset in start..<end {
      switch source.kind(header[offset]) {
      case .leftParen, .leftBracket, .leftBrace: depth += 1
      case .rightParen, .rightBracket, .rightBrace: depth -= 1
      case .comma where depth == 0: return offset
      default: break
      }
    }
    return nil
  }

  /// Lets the statement-level rule steps convert `statement`, in their order; false to render it as it stands.
  mutating func applyStatementRule(
    _ statement: Statement, depth: Int, scope: inout Scope, into writer: inout LineWriter
  ) -> Bool {
    let site = StatementSite(statement, depth: depth)
    guard !site.header.isEmpty else { return true }
    for step in StatementSteps.ordered {
      switch step(&self, site, &scope, &writer) {
      case .converted: return true
      case .keptAsWritten: return false
      case .declined: continue
      }
    }
    return false
  }

  /// Writes defers, then `return` with the pending effects (or `.none`).
  mutating func emitExit(depth: Int, scope: Scope, into writer: inout LineWriter) {
    for deferred in sequence.defers {
      if sequence.followsRefusedAwait && scope.mode == .reducer {
        placement.emitTodo(deferred, reasons: [SequenceContext.afterRefusedAwait], depth: depth, into: &writer)
        continue
      }
      var inner = scope
      inner.inClosure = false
      renderStatements(deferred.blocks.first?.statements ?? [], depth: depth, scope: &inner, into: &writer)
    }
    // After a `switch` whose every case returned, a `return` would never run (the compiler warns).
    if sequence.defers.isEmpty, pendingEffects.isEmpty, writer.endsInExhaustiveExit(depth: depth) { return }
    writer.writeLines(PendingEffects.returning(pendingEffects.combined(indent: indent)), depth: depth)
  }

  /// Starts `effect` from a statement: returned at the exit, or collected in `effects` inside a branch.
  mutating func startEffect(_ effect: [String], depth: Int, scope: Scope, into writer: inout LineWriter) -> Bool {
    if scope.inClosure { return false }
    if blockDepth == 0 && !Self.mentions(effect, anyOf: inlining.boundNames) {
      pendingEffects.append(effect)
      return true
    }
    pendingEffects.usesArray = true
    var lines = ["effects.append(" + effect[0] + (effect.count == 1 ? ")" : "")]
    if effect.count > 1 {
      lines += effect.dropFirst().dropLast()
      lines.append(effect[effect.count - 1] + ")")
    }
    writer.writeLines(lines, depth: depth)
    return true
  }

  /// Whether the code in `lines` uses one of `names` as an identifier.
  static func mentions(_ lines: [String], anyOf names: Set<String>) -> Bool {
    guard !names.isEmpty else { return false }
    for line in lines {
      let words = line.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
      for word in words {
        let head = word.split(separator: ".", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        if names.contains(head) { return true }
      }
    }
    return false
  }
}
