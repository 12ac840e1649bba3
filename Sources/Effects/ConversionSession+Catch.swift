import Lexer
import Proposal

/// Response-case patterns and the translation of catch clauses into failure cases.
extension ConversionSession {
  /// The values the last statement of `group` produces.
  func producedByFinal(_ group: [(Statement, AwaitShape?)], _ produced: [Produced]) -> [Produced] {
    guard let shape = group.last?.1 else { return [] }
    switch shape.form {
    case .bind(let name, _), .assign(let name): return produced.filter { $0.name == name }.suffix(1)
    case .bindTuple(let names): return produced.filter { names.contains($0.name) }.suffix(names.count)
    case .embedded: return produced.suffix(1)
    case .bare: return []
    }
  }

  /// `names` with those the body does not mention replaced by `_`.
  func mentioned(_ names: [String], in body: [String]) -> [String] {
    let file = SourceFile(text: body.joined(separator: "\n"))
    var identifiers: Set<String> = []
    for token in file.tokens where token.kind == .identifier { identifiers.insert(file.text(of: token)) }
    return names.map { identifiers.contains($0) ? $0 : "_" }
  }

  /// `let .name(a, b, payload)` or `.name(payload)`.
  func casePattern(_ name: String, _ carried: [String], _ payload: String?) -> String {
    let parts = carried + [payload].compactMap { $0 }
    let binds =
      carried.contains { $0 != "_" } || (payload.map { ($0.contains("(") || !$0.hasPrefix(".")) && $0 != "_" } ?? false)
    return (binds ? "let " : "") + ".\(name)" + (parts.isEmpty ? "" : "(" + parts.joined(separator: ", ") + ")")
  }

  /// Renders the enclosing catch clauses for a failure case; returns the error binding the body uses.
  mutating func renderCatch(scope: Scope, into writer: inout LineWriter) -> String? {
    guard let statement = sequence.catchStatement else { return nil }
    let source = statement.source
    let catches = Array(statement.blocks.dropFirst())
    guard let firstCatch = catches.first else { return nil }
    let headerStart = statement.blocks[0].close + 1
    let header = (headerStart..<firstCatch.open).filter { !source.kind($0).isTrivia }.map { source.text($0) }
    if catches.count == 1 && (header == ["catch"] || (header.count == 3 && header[0] == "catch" && header[1] == "let"))
    {
      let name = header.count == 3 ? header[2] : "error"
      var inner = scope
      inner.declare(name)
      renderStatements(firstCatch.statements, depth: 0, scope: &inner, into: &writer)
      return firstCatch.statements.contains { $0.identifiersUsed.contains(name) } ? name : nil
    }
    guard let catchKeyword = (headerStart..<firstCatch.open).first(where: { source.text($0) == "catch" }) else {
      return nil
    }
    var temp = LineWriter(indent: indent)
    var inner = scope
    renderStatement(statement.sub(catchKeyword..<statement.range.upperBound), depth: 0, scope: &inner, into: &temp)
    var lines = temp.finish()
    guard !lines.isEmpty else { return nil }
    lines[0] = "} " + lines[0]
    writer.writeLines(["do {", indent + "throw error"] + lines, depth: 0)
    return "error"
  }
}
