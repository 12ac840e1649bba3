import Analysis

/// Reads reducer case patterns.
public enum ReducerCasePattern {
  /// The action name a pattern matches first: `let .select(id)` → `select`.
  public static func actionName(of pattern: String) -> String? {
    var text = LineText.trimmed(pattern)
    if text.hasPrefix("let ") { text.removeFirst(4) }
    guard text.hasPrefix(".") else { return nil }
    return String(LineText.identifierPrefix(text.dropFirst()))
  }
}
