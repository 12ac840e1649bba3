/// The statements of a reducer case that change State: each one, at any depth, that starts with `state.field`
/// (`state.x = 1`, `state.tags.insert(x)`), read from the body's tokens rather than from how its lines are broken.
enum StateWrites {
  /// The field each State-changing statement of `body` starts with, in order; a one-line
  /// `if … { state.x = 1 }` counts as well as a statement on a line of its own.
  static func fields(in body: [String]) -> [String] {
    let parsed = ParsedBody(text: body.joined(separator: "\n"))
    var fields: [String] = []
    collect(parsed.statements, in: parsed.source, into: &fields)
    return fields
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
