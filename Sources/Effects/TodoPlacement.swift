import Analysis
import Lexer
import Proposal

/// Where refusals go: the method's TODOs, the reasons and notes of the statements being rendered (innermost
/// frame last), and TODO comments that could not be placed yet (initializer pipelines).
struct TodoPlacement {
  /// The indentation of the generated code.
  let indent: String
  /// Every TODO of the method so far.
  var todos: [ConversionTodo] = []
  /// Reasons the statements being rendered cannot be translated (innermost last).
  var issueFrames: [[String]] = []
  /// Notes to print above the statements being rendered (innermost last).
  var noteFrames: [[String]] = []
  /// TODO comment lines for statements that could not be placed (initializer pipelines).
  var pendingComments: [String] = []
  /// How many statements were kept under a TODO.
  var refusedStatements = 0
  /// The reasons of every statement kept under a TODO so far, in order (a refused closure statement passes them on).
  var refusalReasons: [[String]] = []
  /// Locals the refused statements declared.
  var refusedBindings = RefusedBindings()

  /// Records why the statement being rendered cannot be translated.
  mutating func issue(_ reason: String) {
    guard !issueFrames.isEmpty else { return }
    if !issueFrames[issueFrames.count - 1].contains(reason) { issueFrames[issueFrames.count - 1].append(reason) }
  }

  /// Records a note for the statement being rendered.
  mutating func note(_ text: String) {
    guard !noteFrames.isEmpty else { return }
    if !noteFrames[noteFrames.count - 1].contains(text) { noteFrames[noteFrames.count - 1].append(text) }
  }

  /// Records a TODO for a whole method-level construct.
  mutating func todo(_ reason: String, line: Int) {
    todos.append(ConversionTodo(line: line, reason: reason, guide: nil))
  }

  /// A method none of which translates: its statements kept verbatim as comments under one TODO saying `comment`
  /// (`reason` unless given), the case ending in `return .none`.
  static func refusedMethod(_ statements: [Statement], reason: String, comment: String? = nil, line: Int)
    -> MethodConversion
  {
    var lines = ["// TODO(tca-migrate): \(comment ?? reason)"]
    for statement in statements { lines += commentedOut(statement) }
    lines.append("return .none")
    return MethodConversion(
      status: .manual, body: lines, todos: [ConversionTodo(line: line, reason: reason, guide: nil)])
  }

  /// Keeps `statement` verbatim as comments under a TODO and records it.
  mutating func emitTodo(_ statement: Statement, reasons: [String], depth: Int, into writer: inout LineWriter) {
    var reason = reasons.joined(separator: "; ")
    // Characters are only walked when some byte could start a line break (most reasons are one ASCII line).
    if reason.utf8.contains(where: { (0x0A...0x0D).contains($0) || $0 >= 0x80 }) {
      reason = reason.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
    writer.writeLines(["// TODO(tca-migrate): \(reason)"] + Self.commentedOut(statement), depth: depth)
    todos.append(ConversionTodo(line: statement.source.line(statement.range.lowerBound), reason: reason))
    refusedStatements += 1
    refusalReasons.append(reasons)
    refusedBindings.refuse(statement)
  }

  /// Keeps a statement the rewriter cannot place as a TODO case body comment.
  mutating func todoStatement(_ statement: Statement, reason: String, line: Int) {
    var writer = LineWriter(indent: indent)
    emitTodo(statement, reasons: [reason], depth: 0, into: &writer)
    pendingComments += writer.finish()
  }

  /// The statement's original lines as `// ` comments, continuation indentation kept relative.
  static func commentedOut(_ statement: Statement) -> [String] {
    let source = statement.source
    let column = source.file.location(of: source.file.tokens[statement.range.lowerBound]).column
    let text = statement.originalText
    if LineText.isPlainASCII(text), !text.utf8.contains(where: { $0 == 0x0B || $0 == 0x0C }) {
      return asciiCommentedOut(text, column: column)
    }
    let lines = LineText.newlineSplit(text)
    var result: [String] = []
    for (index, line) in lines.enumerated() {
      var text = Substring(line)
      if index > 0 {
        var dropped = 0
        while dropped < column - 1, let first = text.first, first == " " || first == "\t" {
          text = text.dropFirst()
          dropped += 1
        }
      }
      while text.last == " " || text.last == "\t" || text.last == "\r" { text = text.dropLast() }
      result.append(text.isEmpty ? "//" : "// " + text)
    }
    return result
  }

  /// `commentedOut` of ASCII text without carriage returns or other line breaks than `\n`, by bytes.
  private static func asciiCommentedOut(_ text: String, column: Int) -> [String] {
    let bytes = Array(text.utf8)
    return LineText.blankTrimmedLineRanges(bytes).map { line in
      var first = line.lowerBound
      // Lines after the first lose the indentation up to the statement's own column.
      if line.lowerBound > 0 {
        while first - line.lowerBound < column - 1, first < line.upperBound,
          bytes[first] == 0x20 || bytes[first] == 0x09
        {
          first += 1
        }
      }
      return first == line.upperBound ? "//" : "// " + String(decoding: bytes[first..<line.upperBound], as: UTF8.self)
    }
  }
}
