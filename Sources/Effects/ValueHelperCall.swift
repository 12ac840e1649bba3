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

extension ValueHelperCall {
  /// The one call of a synchronous view-model helper returning a value in `statement`'s header, when it is evaluated
  /// unconditionally before anything else with side effects could run (no `&&`, `||`, `??`, `?` or `,` before it).
  static func parse(_ s: ConversionSession, _ statement: Statement) -> ValueHelperCall? {
    let source = statement.source
    let header = statement.headerIndices
    var found: ValueHelperCall?
    var conditional = false
    for (position, index) in header.enumerated() {
      let text = source.text(index)
      let kind = source.kind(index)
      if kind == .comma || kind == .questionMark || ["&&", "||", "??", "?"].contains(text) { conditional = true }
      guard kind == .identifier, let helper = s.viewModelMethod(text), let result = helper.returnType,
        !["Void", "()"].contains(result), !helper.isAsync, helper.body != nil,
        !s.context.stateMethods.contains(text), !s.context.staticQueries.contains(text), !s.helperStack.contains(text),
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
}
