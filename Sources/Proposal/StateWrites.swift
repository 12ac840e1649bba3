import Analysis

/// The statements of a reducer case that change State: each one, at any depth, that starts with `state.field`
/// (`state.x = 1`, `state.tags.insert(x)`), read from the body's tokens rather than from how its lines are broken.
enum StateWrites {
  /// The field each State-changing statement of `body` starts with, in order; a one-line
  /// `if … { state.x = 1 }` counts as well as a statement on a line of its own.
  static func fields(in body: [String]) -> [String] {
    // Lexing the body is needed only where a line holds a block or a statement after another (`if … { state.x = 1 }`);
    // otherwise every write starts a line of its own.
    guard body.contains(where: hidesWrites) else { return lineFields(in: body) }
    let parsed = ParsedBody(text: body.joined(separator: "\n"))
    var fields: [String] = []
    collect(parsed.statements, in: parsed.source, into: &fields)
    return fields
  }

  /// The field of each line of `body` that starts with `state.` (indented or not), as its lines are broken.
  static func lineFields(in body: [String]) -> [String] {
    body.compactMap { line in
      let text = LineText.leadingTrimmed(line)
      return text.hasPrefix("state.") ? String(LineText.identifierPrefix(text.dropFirst(6))) : nil
    }
  }

  /// Whether `line` may hold a State write that does not start it: `state.` after a `{` or `;` on the line.
  private static func hidesWrites(_ line: String) -> Bool {
    let text = LineText.leadingTrimmed(line)
    guard !text.hasPrefix("//"), TextScan.containsBytes(line, "state.") else { return false }
    return TextScan.containsBytes(line, "{") || TextScan.containsBytes(line, ";")
  }

  private static func collect(_ statements: [Statement], in source: BodySource, into fields: inout [String]) {
    for statement in statements where !statement.isComment {
      let header = statement.headerIndices
      if header.count > 2, source.text(header[0]) == "state", source.kind(header[1]) == .period,
        source.kind(header[2]) == .identifier
      {
        fields.append(source.text(header[2]))
      }
      for block in statement.blocks { collect(block.statements, in: source, into: &fields) }
    }
  }
}
