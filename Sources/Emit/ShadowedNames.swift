import Lexer

/// Token ranges where a local declaration hides the owner's view-model property of the same name (`let account:
/// Account = …` in a helper, a function's `account:` parameter): a bare use there is the local, not the view model, and
/// is left as it is.
struct ShadowedNames {
  private let ranges: [Range<Int>]

  /// The ranges in `scan` hiding `name`; `declaration` is the property's own declaration.
  init(_ scan: TokenScan, name: String, declaration: Range<Int>) {
    var ranges: [Range<Int>] = []
    for index in 0..<scan.count where scan.text(index) == name && !declaration.contains(index) {
      let before = scan.text(index - 1)
      if ["let", "var"].contains(before), [":", "="].contains(scan.text(index + 1)),
        let end = Self.blockEnd(scan, around: index)
      {
        ranges.append(index..<end)
      } else if [",", "("].contains(before) || scan.text(index + 1) == ":",
        let end = Self.functionBodyEnd(scan, parameter: index)
      {
        ranges.append(index..<end)
      }
    }
    self.ranges = ranges
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

  /// The `}` closing the braces around `index`, or nil when they are not braces.
  private static func blockEnd(_ scan: TokenScan, around index: Int) -> Int? {
    guard let open = enclosingOpen(scan, index), scan.text(open) == "{" else { return nil }
    return scan.matching(open)
  }

  /// For a parameter name (`account` in `func f(account: Account)` or `func f(for account: Account)`), the `}` of the
  /// function's body; nil for anything else (a call's argument label).
  private static func functionBodyEnd(_ scan: TokenScan, parameter index: Int) -> Int? {
    guard scan.text(index + 1) == ":", let open = enclosingOpen(scan, index), scan.text(open) == "(",
      let close = scan.matching(open)
    else { return nil }
    let isFunction =
      scan.text(open - 2) == "func" || scan.text(open - 1) == "init"
      || (scan.text(open - 1) == "?" && scan.text(open - 2) == "init")
    guard isFunction else { return nil }
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
