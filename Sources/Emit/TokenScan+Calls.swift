import Lexer

extension TokenScan {
  /// The `(` of the call or parameter list whose parentheses directly hold `index`, and the token before it.
  func enclosingParenthesis(of index: Int) -> (open: Int, callee: String)? {
    var depth = 0
    var cursor = index - 1
    while cursor >= 0 {
      if isClosing(cursor) { depth += 1 }
      if isOpening(cursor) {
        if depth == 0 { return text(cursor) == "(" ? (cursor, text(cursor - 1)) : nil }
        depth -= 1
      }
      cursor -= 1
    }
    return nil
  }

  /// Whether the parentheses `open`…`close` hold argument labels only (`onChange(newValue:)`, `move(_:to:)`): the
  /// method is named, not called.
  func holdsArgumentLabels(open: Int, close: Int) -> Bool {
    guard close > open + 1, (close - open - 1).isMultiple(of: 2) else { return false }
    return stride(from: open + 1, to: close, by: 2).allSatisfy {
      (identifier($0) != nil || text($0) == "_") && text($0 + 1) == ":"
    }
  }

  /// Whether the token at `index` sits in the arguments of a call of one of `callees` (`Parent(path: [.detail(X(…))])`)
  /// or of a feature's `State` (the parent's construction already rewritten), through brackets and other calls but
  /// not out of a closure or block.
  func isInsideCall(of callees: Set<String>, at index: Int) -> Bool {
    var depth = 0
    var cursor = index - 1
    while cursor >= 0 {
      if isClosing(cursor) { depth += 1 }
      if isOpening(cursor) {
        if depth == 0 {
          if text(cursor) == "{" { return false }
          let callee = text(cursor - 1)
          let isState = callee == "State" && text(cursor - 2) == "."
          if text(cursor) == "(", isState || callees.contains(callee) { return true }
        } else {
          depth -= 1
        }
      }
      cursor -= 1
    }
    return false
  }

  /// The last token of the argument starting at `first`: before the next `,` or the closing `)` at its depth.
  func argumentEnd(from first: Int) -> Int {
    var depth = 0
    var cursor = first
    while cursor < count {
      if isOpening(cursor) { depth += 1 }
      if isClosing(cursor) {
        if depth == 0 { return cursor - 1 }
        depth -= 1
      }
      if depth == 0, text(cursor) == ",", cursor > first { return cursor - 1 }
      cursor += 1
    }
    return count - 1
  }

  /// The labelled arguments between the parentheses at `open` and `close`, each with its exact source text.
  func arguments(open: Int, close: Int) -> [StoreRecipe.Argument] {
    argumentSpans(open: open, close: close).compactMap { span in
      guard span.start <= span.end else { return nil }
      return StoreRecipe.Argument(
        label: span.label, text: file.text(in: range(span.start).lowerBound..<range(span.end).upperBound))
    }
  }

  /// Each argument between the parentheses at `open` and `close`: its label (nil when unlabeled), the first token of
  /// its value and its last token (`start > end` for a label with no value).
  func argumentSpans(open: Int, close: Int) -> [(label: String?, start: Int, end: Int)] {
    var result: [(label: String?, start: Int, end: Int)] = []
    var cursor = open + 1
    while cursor < close {
      let end = min(argumentEnd(from: cursor), close - 1)
      var start = cursor
      var label: String?
      if let name = identifier(cursor), text(cursor + 1) == ":", cursor + 2 <= end {
        label = name
        start = cursor + 2
      }
      result.append((label, start, end))
      cursor = end + 2
    }
    return result
  }

  /// The last token of the expression starting at `first`, which ends a statement: before a `;`, a closing bracket
  /// of an outer group, or the next line's first token at depth 0.
  func expressionEnd(from first: Int) -> Int {
    var depth = 0
    var cursor = first
    while cursor < count {
      if cursor > first, depth == 0, startsLine(cursor), text(cursor) != "." { return cursor - 1 }
      if isOpening(cursor) { depth += 1 }
      if isClosing(cursor) {
        if depth == 0 { return cursor - 1 }
        depth -= 1
      }
      if depth == 0, text(cursor) == ";" { return cursor - 1 }
      cursor += 1
    }
    return count - 1
  }

  /// When the member at `member` (after `receiver.`) is assigned to, e.g. `viewModel.a.b = x` or `viewModel.a += 1`:
  /// the operator's index and whether it is a plain `receiver.member = value`.
  func assignment(afterMember member: Int) -> (operator: Int, isPlain: Bool)? {
    var cursor = member + 1
    var plain = true
    while cursor < count {
      if text(cursor) == ".", identifier(cursor + 1) != nil {
        cursor += 2
      } else if text(cursor) == "?" || text(cursor) == "!", text(cursor + 1) == "." || text(cursor + 1) == "[" {
        cursor += 1
      } else if text(cursor) == "[", isOpening(cursor), let close = matching(cursor) {
        cursor = close + 1
      } else {
        break
      }
      plain = false
    }
    let value = text(cursor)
    let comparisons: Set<String> = ["==", "!=", "<=", ">=", "===", "!=="]
    guard value == "=" || (value.count > 1 && value.hasSuffix("=") && !comparisons.contains(value)),
      tokens.indices.contains(cursor), tokens[cursor].kind == .equal || tokens[cursor].kind == .binaryOperator
    else { return nil }
    return (cursor, plain && value == "=")
  }

  /// The byte range of the generic argument clause right after token `end` (`<RunLoop>` of `Model<RunLoop>`), through
  /// the `>` closing it even where the lexer joined it with what follows (`>?`); nil when there is none.
  func genericClause(after end: Int) -> Range<Int>? {
    guard end + 1 < count, text(end + 1).hasPrefix("<"), range(end + 1).lowerBound == range(end).upperBound else {
      return nil
    }
    let bytes = file.bytes
    let start = range(end + 1).lowerBound
    var depth = 0
    var cursor = start
    while cursor < bytes.count {
      switch bytes[cursor] {
      case UInt8(ascii: "<"): depth += 1
      case UInt8(ascii: ">") where bytes[cursor - 1] != UInt8(ascii: "-"):
        depth -= 1
        if depth == 0 { return start..<(cursor + 1) }
      case UInt8(ascii: "{"), UInt8(ascii: "="), UInt8(ascii: ";"), 0x0A: return nil
      default: break
      }
      cursor += 1
    }
    return nil
  }
}
