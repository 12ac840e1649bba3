import Lexer

extension ConversionSession {
  /// Renders `{ … }`: the closure signature without `self` captures, then the statements.
  mutating func renderBlock(
    _ block: Block, in statement: Statement, lineDepth: Int, scope: Scope, into writer: inout LineWriter
  ) {
    var inner = scope
    if !block.isClosure { blockDepth += 1 }
    defer { if !block.isClosure { blockDepth -= 1 } }
    writer.write("{")
    if let signature = block.signature {
      let text = renderSignature(statement.source, signature, scope: &inner)
      if !text.isEmpty { writer.write(" " + text + " in") }
    }
    if !block.isMultiline {
      let snapshot = self
      var temp = LineWriter(indent: indent)
      var inlineScope = inner
      renderStatements(block.statements, depth: 0, scope: &inlineScope, into: &temp, switchBody: block.isSwitch)
      let lines = temp.finish()
      if !lines.contains(where: { $0.hasPrefix("//") }) && lines.count <= 3 {
        writer.write(lines.isEmpty ? " }" : " " + lines.joined(separator: "; ") + " }")
        return
      }
      self = snapshot
    }
    renderStatements(block.statements, depth: lineDepth + 1, scope: &inner, into: &writer, switchBody: block.isSwitch)
    writer.newLine(depth: lineDepth)
    writer.write("}")
  }

  /// The signature text with `self` captures dropped; declares the parameters in `scope`.
  func renderSignature(_ source: BodySource, _ range: Range<Int>, scope: inout Scope) -> String {
    var significant = range.filter { !source.kind($0).isTrivia }
    var captures: [String] = []
    if let first = significant.first, source.kind(first) == .leftBracket,
      let close = significant.firstIndex(where: { source.kind($0) == .rightBracket })
    {
      var item: [String] = []
      for index in significant[1..<close] {
        if source.kind(index) == .comma {
          captures.append(item.joined(separator: " "))
          item = []
        } else {
          item.append(source.text(index))
        }
      }
      if !item.isEmpty { captures.append(item.joined(separator: " ")) }
      captures.removeAll { ["weak self", "unowned self", "self", "unowned(unsafe) self"].contains($0) }
      significant.removeSubrange(0...close)
    }
    for index in significant where source.kind(index) == .identifier { scope.declare(source.text(index)) }
    var parts: [String] = []
    if !captures.isEmpty { parts.append("[" + captures.joined(separator: ", ") + "]") }
    if let first = significant.first, let last = significant.last {
      parts.append(source.text(first..<(last + 1)))
    }
    return parts.joined(separator: " ")
  }
}
