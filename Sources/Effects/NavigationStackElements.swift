import Analysis
import Lexer
import Proposal

/// Navigation-stack elements as `Path` cases.
enum NavigationStackElements {}

extension NavigationStackElements {
  /// The `Path` case of the child a navigation-stack property holds, when `name` is one.
  static func stackCase(_ s: ConversionSession, ofProperty name: String) -> String? {
    guard !s.context.identifiedArrays.contains(name), s.context.stateNames.contains(name) else { return nil }
    guard
      let reference = s.context.viewModel.childReferences.first(where: {
        $0.property == name && $0.cardinality == .array
      }
      )
    else { return nil }
    return s.context.pathCases[reference.type]
  }

  /// `path.append(x)` → `state.path.append(.row(x))`, `path = [x]` → `state.path = StackState([.row(x)])`,
  /// `path.removeAll { $0.x == y }` → `state.path.removeAll { $0.row?.x == y }`; false for other statements.
  static func navigationStackStatement(
    _ s: inout ConversionSession,
    _ statement: Statement, depth: Int, scope: inout Scope, into writer: inout LineWriter
  ) -> Bool {
    guard scope.mode == .reducer, s.stackElementCase == nil else { return false }
    let source = statement.source
    let header = source.droppingSelf(statement.headerIndices)
    guard header.count > 2, !scope.locals.contains(source.text(header[0])),
      let name = stackCase(s, ofProperty: source.text(header[0]))
    else { return false }
    let property = source.text(header[0])
    let words = header.map { source.text($0) }
    let last = header[header.count - 1]
    if words.count > 4, words[1] == ".", words[2] == "append", words[3] == "(", words.last == ")" {
      // `path.append(withDependencies(from: self) { Child(…) })` appends the child the closure builds.
      let scoped = DependencyScopeRule.wholeScopeExpression(statement, header[4]..<last)
      guard statement.blocks.isEmpty || scoped != nil else { return false }
      let (argument, range) = scoped.map { ($0, $0.range) } ?? (statement, header[4]..<last)
      return renderWrapped(
        &s, argument, range, prefix: "state.\(property).append(.\(name)(", suffix: "))", depth: depth, scope: scope,
        into: &writer)
    }
    if words.count > 3, words[1] == "=", words[2] == "[", words.last == "]", statement.blocks.isEmpty,
      !header[3..<(header.count - 1)].contains(where: { source.kind($0) == .comma })
    {
      return renderWrapped(
        &s, statement, header[3]..<last, prefix: "state.\(property) = StackState([.\(name)(", suffix: ")])",
        depth: depth, scope: scope, into: &writer)
    }
    if words.count >= 3, words[1] == ".",
      words[2] == "removeAll" || words[2] == "filter" || words[2] == "first"
        || words[2] == "contains"
    {
      s.stackElementCase = name
      s.renderStatement(statement, depth: depth, scope: &scope, into: &writer)
      s.stackElementCase = nil
      return true
    }
    return false
  }

  /// Renders tokens `range` of `statement` between `prefix` and `suffix` as one statement; a TODO when a token
  /// cannot be translated.
  static func renderWrapped(
    _ s: inout ConversionSession,
    _ statement: Statement, _ range: Range<Int>, prefix: String, suffix: String, depth: Int, scope: Scope,
    into writer: inout LineWriter
  ) -> Bool {
    let snapshot = s
    s.placement.issueFrames.append([])
    s.placement.noteFrames.append([])
    var temp = LineWriter(indent: s.indent)
    temp.newLine(depth: depth)
    temp.write(prefix)
    s.renderRange(statement, range, depth: depth, scope: scope, into: &temp)
    temp.write(suffix)
    let issues = s.placement.issueFrames.removeLast()
    let notes = s.placement.noteFrames.removeLast()
    guard issues.isEmpty else {
      s = snapshot
      s.placement.emitTodo(statement, reasons: issues, depth: depth, into: &writer)
      return true
    }
    for note in notes { writer.writeLines(["// NOTE(tca-migrate): \(note)"], depth: depth) }
    writer.writeLines(temp.finish(), depth: 0)
    s.translatedStatements += 1
    return true
  }

  /// At `a === b` (or `!==`) between two plain names in a feature whose child view models live in identified
  /// arrays: the identity test on the child view models becomes an id test on their States; nil otherwise.
  static func identityComparison(
    _ s: ConversionSession, _ source: BodySource, at index: Int, previous: Int?, end: Int, scope: Scope
  ) -> (
    text: String, resume: Int
  )? {
    let word = source.text(index)
    guard word == "===" || word == "!==", let previous else { return nil }
    let childArrays = s.context.viewModel.childReferences.contains {
      $0.cardinality == .array && s.context.identifiedArrays.contains($0.property)
    }
    let next = source.nextSignificant(index + 1, before: end)
    guard childArrays, next < end else { return nil }
    func isPlainName(_ i: Int) -> Bool {
      let kind = source.kind(i)
      return kind == .dollarIdentifier || (kind == .identifier && scope.locals.contains(source.text(i)))
    }
    let after = source.nextSignificant(next + 1, before: end)
    guard isPlainName(previous), isPlainName(next), source.kind(previous - 1) != .period,
      after >= end || ![.period, .leftParen, .leftBracket].contains(source.kind(after))
    else { return nil }
    return (".id \(word == "===" ? "==" : "!=") \(source.text(next)).id", next + 1)
  }

  /// A change of a navigation-stack property, as a change of its `StackState`.
  static func rewritesStack(
    _ s: inout ConversionSession, _ site: StatementSite, scope: inout Scope, into writer: inout LineWriter
  ) -> StepOutcome {
    navigationStackStatement(&s, site.statement, depth: site.depth, scope: &scope, into: &writer)
      ? .converted : .declined
  }
}
