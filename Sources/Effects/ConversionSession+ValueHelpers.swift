import Analysis
import Lexer
import Proposal

/// A helper that returns a value, called inside a statement (`guard validate() else { return }`).
struct ValueHelperCall {
  var helper: Method
  /// Token index where the call starts (`validate`, or `self` of `self.validate`).
  var start: Int
  /// Token indices of the call's parentheses.
  var open: Int
  var close: Int
}

extension ConversionSession {
  /// The one call of a synchronous view-model helper returning a value in `statement`'s header, when it is evaluated
  /// unconditionally before anything else with side effects could run (no `&&`, `||`, `??`, `?` or `,` before it).
  func valueHelperCall(_ statement: Statement) -> ValueHelperCall? {
    let source = statement.source
    let header = statement.headerIndices
    var found: ValueHelperCall?
    var conditional = false
    for (position, index) in header.enumerated() {
      let text = source.text(index)
      let kind = source.kind(index)
      if kind == .comma || kind == .questionMark || ["&&", "||", "??", "?"].contains(text) { conditional = true }
      guard kind == .identifier, let helper = viewModelMethod(text), let result = helper.returnType,
        !["Void", "()"].contains(result), !helper.isAsync, helper.body != nil,
        !context.stateMethods.contains(text), !helperStack.contains(text),
        position + 1 < header.count, source.kind(header[position + 1]) == .leftParen
      else { continue }
      var start = index
      if position > 0, source.kind(header[position - 1]) == .period {
        guard position > 1, source.text(header[position - 2]) == "self" else { continue }
        start = header[position - 2]
      }
      guard found == nil, !conditional else { return nil }
      let open = header[position + 1]
      var depth = 0
      var close = open
      for i in open..<statement.range.upperBound {
        if source.kind(i) == .leftParen { depth += 1 }
        if source.kind(i) == .rightParen {
          depth -= 1
          if depth == 0 {
            close = i
            break
          }
        }
      }
      guard close > open else { return nil }
      found = ValueHelperCall(helper: helper, start: start, open: open, close: close)
    }
    return found
  }

  /// Inlines the helper into a labeled `do` block that stores its result in `<helper>Result`, then renders the
  /// statement reading that constant instead of calling the helper.
  mutating func inlineValueHelper(
    _ call: ValueHelperCall, statement: Statement, depth: Int, scope: inout Scope, into writer: inout LineWriter
  ) -> Bool {
    let helper = call.helper
    let body = ParsedBody(text: helper.body ?? "", firstLine: helper.bodyLine)
    if body.statements.contains(where: \.awaitsOutsideClosures) { return false }
    issueFrames.append([])
    let arguments = labeledArguments(statement, (call.open + 1)..<call.close, scope: scope)
    _ = issueFrames.removeLast()
    let variable = helper.name + "Result"
    let resultType = helper.returnType.map { childState($0) ?? $0 } ?? "Void"
    var lines = ["let \(variable): \(resultType)"]
    var inner = scope
    inner.inClosure = false
    for (index, parameter) in helper.parameters.enumerated() {
      guard let value = index < arguments.count ? arguments[index].value : parameter.defaultValue else { return false }
      lines.append(indent + "let \(parameter.name) = \(value)")
      inner.declare(parameter.name, type: parameter.type)
    }
    var helperWriter = LineWriter(indent: indent)
    helperStack.append(helper.name)
    let saved = (helperReturnLabel, helperValueReturn)
    helperReturnLabel = nil
    helperValueReturn = (label: helper.name, variable: variable)
    renderStatements(body.statements, depth: 1, scope: &inner, into: &helperWriter)
    (helperReturnLabel, helperValueReturn) = saved
    helperStack.removeLast()
    let block =
      ["// Inlined from `\(helper.name)`.", lines[0], "\(helper.name): do {"] + lines.dropFirst()
      + helperWriter.finish() + ["}"]
    writer.writeLines(block, depth: depth)
    scope.declare(variable, type: resultType)
    renderStatement(
      statement, depth: depth, scope: &scope, into: &writer,
      overrides: [call.start: Override(text: variable, resume: call.close + 1)])
    return true
  }

  /// `return value` inside an inlined value helper: store the value and leave the helper's block.
  mutating func valueHelperReturn(_ statement: Statement, depth: Int, scope: Scope, into writer: inout LineWriter)
    -> Bool
  {
    guard let target = helperValueReturn else { return false }
    let header = statement.headerIndices
    guard header.count > 1 else { return false }
    var temp = LineWriter(indent: indent)
    temp.newLine(depth: depth)
    temp.write("\(target.variable) = ")
    let snapshot = self
    issueFrames.append([])
    renderRange(statement, header[1]..<statement.range.upperBound, depth: depth, scope: scope, into: &temp)
    let issues = issueFrames.removeLast()
    guard issues.isEmpty else {
      self = snapshot
      emitTodo(statement, reasons: issues, depth: depth, into: &writer)
      return true
    }
    writer.writeLines(temp.finish(), depth: 0)
    writer.writeLines(["break \(target.label)"], depth: depth)
    translatedStatements += 1
    return true
  }
}
