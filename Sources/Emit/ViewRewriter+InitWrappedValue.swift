import Lexer

/// What an `init` hands a wrapper it sets (`_selection = StateObject(wrappedValue: hotspotInstance.selection)`):
/// one of the `init`'s parameters, which its callers pass, or a model the view gets itself.
extension ViewRewriter {
  /// The tokens of `value` in `StateObject(wrappedValue: value)`, `ObservedObject(wrappedValue: value)` or
  /// `.init(wrappedValue: value)` starting at `start`, when that call ends the statement at `end`.
  func wrappedValue(_ scan: TokenScan, from start: Int, end: Int) -> Range<Int>? {
    let open: Int
    if scan.text(start) == ".", scan.text(start + 1) == "init" {
      open = start + 2
    } else if ["StateObject", "ObservedObject"].contains(scan.text(start)) {
      open = start + 1
    } else {
      return nil
    }
    guard scan.text(open) == "(", scan.text(open + 1) == "wrappedValue", scan.text(open + 2) == ":",
      let close = scan.matching(open), close == end, close > open + 3
    else { return nil }
    return (open + 3)..<close
  }

  /// Whether the value at `value` reads a parameter of the `init` around token `index` (its label or name): `model`,
  /// `viewModel()` from an `@autoclosure` parameter, or openedx's `{ viewModel }()`.
  func isInitializerParameter(_ scan: TokenScan, _ value: Range<Int>, around index: Int) -> Bool {
    let names = Set(value.compactMap { scan.identifier($0) })
    guard !names.isEmpty else { return false }
    var cursor = index
    while cursor > 0 {
      cursor -= 1
      guard scan.text(cursor) == "init", scan.text(cursor + 1) == "(", let close = scan.matching(cursor + 1),
        close < index
      else { continue }
      var depth = 0
      for token in (cursor + 2)..<close {
        if scan.isOpening(token) { depth += 1 }
        if scan.isClosing(token) { depth -= 1 }
        let labelled = scan.text(token + 1) == ":" || (scan.identifier(token + 1) != nil && scan.text(token + 2) == ":")
        if depth == 0, labelled, names.contains(scan.text(token)) { return true }
      }
      return false
    }
    return false
  }
}
