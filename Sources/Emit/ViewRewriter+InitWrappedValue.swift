import Lexer

/// What an `init` hands a wrapper it sets (`_selection = StateObject(wrappedValue: hotspotInstance.selection)`):
/// one of the `init`'s parameters, which its callers pass, or a model the view gets itself.
extension ViewRewriter {
  /// A wrapper's initializer at `start` (`StateObject(wrappedValue: value)`, `ObservedObject(…)`,
  /// `State(initialValue: …)`, `Bindable(…)`, or `.init(wrappedValue: …)`, the type inferred from the property's):
  /// the value's first token and the call's `)`.
  func wrapperCall(_ scan: TokenScan, at start: Int) -> (value: Int, close: Int?)? {
    let labels = ["wrappedValue", "initialValue"]
    if ["StateObject", "ObservedObject", "State", "Bindable"].contains(scan.text(start)), scan.text(start + 1) == "(",
      labels.contains(scan.text(start + 2)), scan.text(start + 3) == ":"
    {
      return (start + 4, scan.matching(start + 1))
    }
    if scan.text(start) == ".", scan.text(start + 1) == "init", scan.text(start + 2) == "(",
      labels.contains(scan.text(start + 3)), scan.text(start + 4) == ":"
    {
      return (start + 5, scan.matching(start + 2))
    }
    return nil
  }

  /// The tokens of the value `StateObject(wrappedValue:)`, `ObservedObject(wrappedValue:)` or `.init(wrappedValue:)`
  /// at `start` is handed (`wrapperCall`), when that call ends the statement at `end`.
  func wrappedValue(_ scan: TokenScan, from start: Int, end: Int) -> Range<Int>? {
    // The object wrappers only (`State(initialValue:)` and `Bindable(…)` hold a model the construction path reads).
    guard !["State", "Bindable"].contains(scan.text(start)), let call = wrapperCall(scan, at: start),
      scan.text(call.value - 2) == "wrappedValue", let close = call.close, close == end, close > call.value
    else { return nil }
    return call.value..<close
  }

  /// Whether the value at `value` reads a parameter of the `init` around token `index` (its label or name): `model`,
  /// `viewModel()` from an `@autoclosure` parameter, or openedx's `{ viewModel }()`.
  func isInitializerParameter(_ scan: TokenScan, _ value: Range<Int>, around index: Int) -> Bool {
    let names = Set(value.compactMap { scan.identifier($0) })
    guard !names.isEmpty else { return false }
    var cursor = index
    while cursor > 0 {
      cursor -= 1
      // The declaration, not a call (`Hub.init(counter: c)`, `.init(…)`) in its body.
      guard scan.text(cursor) == "init", scan.text(cursor - 1) != ".", scan.text(cursor + 1) == "(",
        let close = scan.matching(cursor + 1), close < index
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
