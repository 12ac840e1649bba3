import Analysis

/// Whether converted reducer lines do nothing: only loops, switches, `do` blocks and `let` aliases of other names
/// (what is left of a `bind()` helper once every closure it stored became a delegate case).
enum NoOpBody {
  /// True when `body` is `return .none` and nothing else (no statement, no comment, no TODO).
  static func onlyReturns(_ body: [String]) -> Bool {
    body.map { LineText.trimmed($0) }.filter { !$0.isEmpty } == ["return .none"]
  }

  /// True when every line of `body` is a comment, a brace, control flow over values, a `let a = b` alias or
  /// `return .none`, some line is a loop, switch or `do` left over, and no TODO says what is still to do.
  static func isNoOp(_ body: [String]) -> Bool {
    let lines = body.map { String(LineText.trimmed($0)) }
    guard !lines.contains(where: { TextScan.containsBytes($0, "TODO(") }) else { return false }
    let code = lines.filter { !$0.isEmpty && !$0.hasPrefix("//") }
    let leftover = code.contains { $0.hasPrefix("for ") || $0.hasPrefix("switch ") || $0 == "do {" }
    return leftover && code.allSatisfy(isInert)
  }

  private static func isInert(_ line: String) -> Bool {
    if ["}", "break", "return .none", "do {", "default:"].contains(line) { return true }
    if line.hasPrefix("case "), line.hasSuffix(":") { return true }
    if line.hasPrefix("for ") || line.hasPrefix("switch "), line.hasSuffix("{"), !TextScan.containsBytes(line, "await")
    {
      return true
    }
    let words = line.split(separator: " ")
    return words.count == 4 && words[0] == "let" && words[2] == "="
      && words[3].allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }
}
