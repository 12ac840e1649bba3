import Proposal

/// The work after an await when it is one `withAnimation { … }` block: the effect sends its response with that
/// animation (`await send(.loaded(items), animation: .default)`), as TCA animates what an effect brings back, and
/// the response case runs the block's statements. A reducer calling `withAnimation` is not how a store animates.
struct AnimatedResponse {
  /// The animation argument: the one `withAnimation` names, else `.default` (its default).
  let animation: String
  /// The work with the block's statements in place of the call.
  let statements: [Statement]

  /// The animated block `rest` is; nil unless `rest` is, comments aside, exactly one `withAnimation` call with a
  /// trailing closure taking no parameters.
  init?(_ rest: [Statement]) {
    let work = rest.indices.filter { !rest[$0].isComment }
    guard work.count == 1, let index = work.first, case let statement = rest[index], statement.blocks.count == 1,
      let block = statement.blocks.first, block.isClosure, block.signature == nil
    else { return nil }
    let source = statement.source
    let header = statement.headerIndices
    guard let first = header.first, source.text(first) == "withAnimation" else { return nil }
    // `withAnimation {`, or `withAnimation(animation) {`.
    if header.count == 3 {
      animation = ".default"
    } else {
      guard header.count > 5, source.kind(header[1]) == .leftParen,
        source.kind(header[header.count - 3]) == .rightParen
      else { return nil }
      let inside = header[2..<(header.count - 3)]
      guard let start = inside.first, let end = inside.last else { return nil }
      animation = source.text(start..<(end + 1))
    }
    // The comments around the call stay where they were.
    statements = Array(rest[..<index]) + block.statements + Array(rest[(index + 1)...])
  }

  /// `line`, whose last `)` closes the effect's `send(`, with the animation passed as well.
  func animating(_ line: String) -> String {
    guard line.hasSuffix(")") else { return line }
    return String(line.dropLast()) + ", animation: \(animation))"
  }
}
