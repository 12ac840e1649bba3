import Lexer

/// `await x = try f()`: Swift's `await` covers the whole expression to its right, assignment included, and some code
/// writes it before the target. Moved to the value (`x = try await f()`), the form every conversion reads; read as
/// written, the target itself looked awaited and the call was lost.
enum LeadingAwait {
  /// `text` with the `await` of each such statement (at any depth) moved after its `=` (and `try`); nil when no
  /// statement starts that way.
  static func moved(_ statements: [Statement], in source: BodySource, text: String) -> String? {
    var edits: [(offset: Int, remove: Int, insert: String)] = []
    collect(statements, in: source, into: &edits)
    guard !edits.isEmpty else { return nil }
    var bytes = Array(text.utf8)
    // From the end, so each edit's offsets still hold.
    for edit in edits.sorted(by: { $0.offset > $1.offset }) {
      bytes.replaceSubrange(edit.offset..<(edit.offset + edit.remove), with: Array(edit.insert.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func collect(
    _ statements: [Statement], in source: BodySource, into edits: inout [(offset: Int, remove: Int, insert: String)]
  ) {
    for statement in statements {
      if let (target, value) = split(statement.headerIndices, in: source) {
        let tokens = source.file.tokens
        let start = Int(tokens[statement.headerIndices[0]].start)
        edits.append((start, Int(tokens[target].start) - start, ""))
        edits.append((Int(tokens[value].start), 0, "await "))
      }
      for block in statement.blocks { collect(block.statements, in: source, into: &edits) }
    }
  }

  /// The target's first token and the value's first token (after `try`) of `await target = try value`.
  private static func split(_ header: [Int], in source: BodySource) -> (target: Int, value: Int)? {
    guard header.count > 3, source.kind(header[0]) == .keyword, source.text(header[0]) == "await",
      [.identifier, .keyword].contains(source.kind(header[1]))
    else { return nil }
    var index = 2
    while index + 1 < header.count, source.kind(header[index]) == .period,
      source.kind(header[index + 1]) == .identifier
    {
      index += 2
    }
    let assignments: Set<String> = ["+=", "-=", "*=", "/="]
    guard index + 1 < header.count,
      source.kind(header[index]) == .equal
        || (source.kind(header[index]) == .binaryOperator && assignments.contains(source.text(header[index])))
    else { return nil }
    index += 1
    if source.text(header[index]) == "try" {
      index += 1
      if index < header.count, [.questionMark, .exclamationMark].contains(source.kind(header[index])) { index += 1 }
    }
    guard index < header.count, source.text(header[index]) != "await" else { return nil }
    return (header[1], header[index])
  }
}
