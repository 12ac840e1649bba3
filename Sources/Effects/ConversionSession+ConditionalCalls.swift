import Lexer
import Proposal

/// Statement shapes that choose between two calls.
extension ConversionSession {
  /// `condition ? first() : second()` used as a statement: the same statement as `if condition { first() } else {
  /// second() }`, so each call converts on its own (inlined helper, action body, client call).
  func conditionalCallStatements(_ statement: Statement) -> [Statement]? {
    let source = statement.source
    guard statement.blocks.isEmpty else { return nil }
    let header = statement.headerIndices
    var depth = 0
    var question: Int?
    var colon: Int?
    for (offset, index) in header.enumerated() {
      switch source.kind(index) {
      case .leftParen, .leftBracket: depth += 1
      case .rightParen, .rightBracket: depth -= 1
      case .binaryOperator where depth == 0 && source.text(index) == "?":
        guard question == nil else { return nil }
        question = offset
      case .colon where depth == 0 && question != nil && colon == nil: colon = offset
      case .equal where depth == 0: return nil
      default: break
      }
    }
    guard let question, let colon, question > 0, colon > question + 1, colon < header.count - 1 else { return nil }
    let branches = [header[(question + 1)..<colon], header[(colon + 1)...]]
    guard
      branches.allSatisfy({ branch in
        guard let first = branch.first, let last = branch.last else { return false }
        return source.kind(last) == .rightParen && source.kind(first) != .leftParen
      })
    else { return nil }
    let texts = [header[..<question]] + branches
    let parts = texts.map { text in text.first.map { source.text($0..<((text.last ?? $0) + 1)) } ?? "" }
    guard parts.allSatisfy({ !$0.contains(where: \.isNewline) }) else { return nil }
    let text = "if \(parts[0]) { \(parts[1]) } else { \(parts[2]) }"
    let parsed = ParsedBody(text: text, firstLine: source.line(statement.range.lowerBound)).statements
    guard parsed.count == 1, parsed[0].blocks.count == 2,
      parsed[0].blocks.allSatisfy({ $0.statements.count == 1 })
    else { return nil }
    return parsed
  }

  /// A synchronous action method called as a statement, inlined like a helper instead of sending its action (share
  /// logic, do not send actions for it); false when its body would leave a TODO or add response actions, so the
  /// caller sends the action.
  mutating func inlineActionBody(
    _ call: (name: String, arguments: Range<Int>), statement: Statement, depth: Int, scope: Scope,
    into writer: inout LineWriter
  ) -> Bool {
    guard scope.mode == .reducer, !scope.inClosure, call.name != method.name,
      let helper = viewModelMethod(call.name), let body = helper.body, !helper.isAsync, helper.returnType == nil,
      !TextScan.callsFunction(body, named: helper.name)
    else { return false }
    let snapshot = self
    var temp = LineWriter(indent: indent)
    guard inlineHelper(helper, call: call, statement: statement, depth: depth, scope: scope, into: &temp),
      todos.count == snapshot.todos.count, refusedStatements == snapshot.refusedStatements,
      extraActions.count == snapshot.extraActions.count, extraCases.count == snapshot.extraCases.count
    else {
      self = snapshot
      return false
    }
    writer.writeLines(temp.finish(), depth: 0)
    return true
  }
}
