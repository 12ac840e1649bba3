import Analysis
import Lexer
import Proposal

/// A view model's navigation stack (`var path: [TripModel]`) became `StackState<Path.State>`: its elements are
/// `Path.State` cases wrapping the child's State, and child view models compared by identity are compared by id.
extension ConversionSession {
  /// The `Path` case of the child a navigation-stack property holds, when `name` is one.
  func stackCase(ofProperty name: String) -> String? {
    guard !context.identifiedArrays.contains(name), context.stateNames.contains(name) else { return nil }
    guard
      let reference = context.viewModel.childReferences.first(where: { $0.property == name && $0.cardinality == .array }
      )
    else { return nil }
    return context.pathCases[reference.type]
  }

  /// `path.append(x)` → `state.path.append(.row(x))`, `path = [x]` → `state.path = StackState([.row(x)])`,
  /// `path.removeAll { $0.x == y }` → `state.path.removeAll { $0.row?.x == y }`; false for other statements.
  mutating func navigationStackStatement(
    _ statement: Statement, depth: Int, scope: inout Scope, into writer: inout LineWriter
  ) -> Bool {
    guard scope.mode == .reducer, !rewritingStackElements else { return false }
    let source = statement.source
    let header = source.droppingSelf(statement.headerIndices)
    guard header.count > 2, !scope.locals.contains(source.text(header[0])),
      let name = stackCase(ofProperty: source.text(header[0]))
    else { return false }
    let property = source.text(header[0])
    let words = header.map { source.text($0) }
    let last = header[header.count - 1]
    if words.count > 4, words[1] == ".", words[2] == "append", words[3] == "(", words.last == ")",
      statement.blocks.isEmpty
    {
      return renderWrapped(
        statement, header[4]..<last, prefix: "state.\(property).append(.\(name)(", suffix: "))", depth: depth,
        scope: scope, into: &writer)
    }
    if words.count > 3, words[1] == "=", words[2] == "[", words.last == "]", statement.blocks.isEmpty,
      !header[3..<(header.count - 1)].contains(where: { source.kind($0) == .comma })
    {
      return renderWrapped(
        statement, header[3]..<last, prefix: "state.\(property) = StackState([.\(name)(", suffix: ")])",
        depth: depth, scope: scope, into: &writer)
    }
    if words.count >= 3, words[1] == ".",
      words[2] == "removeAll" || words[2] == "filter" || words[2] == "first"
        || words[2] == "contains"
    {
      rewritingStackElements = true
      var temp = LineWriter(indent: indent)
      renderStatement(statement, depth: depth, scope: &scope, into: &temp)
      rewritingStackElements = false
      writer.writeLines(temp.finish().map { $0.replacingOccurrences(of: "$0.", with: "$0.\(name)?.") }, depth: 0)
      return true
    }
    return false
  }

  /// Renders tokens `range` of `statement` between `prefix` and `suffix` as one statement; a TODO when a token
  /// cannot be translated.
  mutating func renderWrapped(
    _ statement: Statement, _ range: Range<Int>, prefix: String, suffix: String, depth: Int, scope: Scope,
    into writer: inout LineWriter
  ) -> Bool {
    let snapshot = self
    issueFrames.append([])
    noteFrames.append([])
    var temp = LineWriter(indent: indent)
    temp.newLine(depth: depth)
    temp.write(prefix)
    renderRange(statement, range, depth: depth, scope: scope, into: &temp)
    temp.write(suffix)
    let issues = issueFrames.removeLast()
    let notes = noteFrames.removeLast()
    guard issues.isEmpty else {
      self = snapshot
      emitTodo(statement, reasons: issues, depth: depth, into: &writer)
      return true
    }
    for note in notes { writer.writeLines(["// NOTE(tca-migrate): \(note)"], depth: depth) }
    writer.writeLines(temp.finish(), depth: 0)
    translatedStatements += 1
    return true
  }

  /// At `a === b` (or `!==`) between two plain names in a feature whose child view models live in identified
  /// arrays: the identity test on the child view models becomes an id test on their States; nil otherwise.
  func identityComparison(_ source: BodySource, at index: Int, previous: Int?, end: Int, scope: Scope) -> (
    text: String, resume: Int
  )? {
    let word = source.text(index)
    guard word == "===" || word == "!==", let previous else { return nil }
    let childArrays = context.viewModel.childReferences.contains {
      $0.cardinality == .array && context.identifiedArrays.contains($0.property)
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
}
