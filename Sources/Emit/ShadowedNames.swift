import Lexer

/// Token ranges where a local declaration typed as something other than the view model hides the owner's property of
/// the same name (`let account: Account = …` in a helper, a function's `account: Account` parameter): a bare use there
/// is the local, not the view model, and is left as it is. A local holding the view model or the property itself
/// (`let model = Model()`, `@Bindable var model = model`) and an initializer's parameters become the store, as the
/// property does.
struct ShadowedNames {
  private let ranges: [Range<Int>]

  /// The ranges in `scan` hiding `name`; `declaration` is the property's own declaration, `viewModel` the type it
  /// holds.
  init(_ scan: TokenScan, name: String, declaration: Range<Int>, viewModel: String) {
    var ranges: [Range<Int>] = []
    for index in 0..<scan.count where scan.text(index) == name && !declaration.contains(index) {
      guard Self.typedOtherwise(scan, name: index, viewModel: viewModel) else { continue }
      if ["let", "var"].contains(scan.text(index - 1)), let end = Self.blockEnd(scan, around: index) {
        ranges.append(index..<end)
      } else if let end = Self.functionBodyEnd(scan, parameter: index) {
        ranges.append(index..<end)
      }
    }
    self.ranges = ranges
  }

  /// Whether the name at `index` is annotated with a type that does not mention `viewModel` (`account: Account`).
  private static func typedOtherwise(_ scan: TokenScan, name index: Int, viewModel: String) -> Bool {
    guard scan.text(index + 1) == ":" else { return false }
    var cursor = index + 2
    while cursor < scan.count, !["=", ",", ")", "{"].contains(scan.text(cursor)),
      cursor == index + 2 || !scan.startsLine(cursor)
    {
      if scan.text(cursor) == viewModel || scan.text(cursor) == "StoreOf" { return false }
      cursor += 1
    }
    return cursor > index + 2
  }

  /// Whether token `index` lies where the name is a local.
  func contains(_ index: Int) -> Bool { ranges.contains { $0.contains(index) } }

  /// The innermost opening bracket around `index`, or nil at the top level.
  private static func enclosingOpen(_ scan: TokenScan, _ index: Int) -> Int? {
    var depth = 0
    var cursor = index - 1
    while cursor >= 0 {
      if scan.isClosing(cursor) {
        depth += 1
      } else if scan.isOpening(cursor) {
        if depth == 0 { return cursor }
        depth -= 1
      }
      cursor -= 1
    }
    return nil
  }

  /// The `}` closing the braces around `index`, or nil when they are not braces or are a type's body (a member of
  /// another type, such as another view's `viewModel`, hides nothing here).
  private static func blockEnd(_ scan: TokenScan, around index: Int) -> Int? {
    guard let open = enclosingOpen(scan, index), scan.text(open) == "{", !isTypeBody(scan, open) else { return nil }
    return scan.matching(open)
  }

  /// Whether the brace at `open` starts a type's or extension's body.
  private static func isTypeBody(_ scan: TokenScan, _ open: Int) -> Bool {
    let kinds: Set<String> = ["struct", "class", "enum", "extension", "actor", "protocol"]
    var cursor = open - 1
    while cursor >= 0, !["{", "}", ";"].contains(scan.text(cursor)) {
      if kinds.contains(scan.text(cursor)) { return true }
      cursor -= 1
    }
    return false
  }

  /// For a parameter name (`account` in `func f(account: Account)` or `func f(for account: Account)`), the `}` of the
  /// function's body; nil for anything else (a call's argument label).
  private static func functionBodyEnd(_ scan: TokenScan, parameter index: Int) -> Int? {
    guard scan.text(index + 1) == ":", let open = enclosingOpen(scan, index), scan.text(open) == "(",
      let close = scan.matching(open)
    else { return nil }
    // An initializer's parameter that hands the model in is renamed with the property; so its body follows.
    guard scan.text(open - 2) == "func" else { return nil }
    var cursor = close + 1
    while cursor < scan.count, scan.text(cursor) != "{" {
      // A requirement without a body: the next declaration starts.
      if ["}", "func", "var", "let", "init", "case"].contains(scan.text(cursor)) { return nil }
      if scan.isOpening(cursor), let match = scan.matching(cursor) { cursor = match }
      cursor += 1
    }
    return cursor < scan.count ? scan.matching(cursor) : nil
  }
}
