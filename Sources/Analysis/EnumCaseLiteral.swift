import Outline

/// The type of a stored property whose initializer names one case of an enum the codebase declares.
enum EnumCaseLiteral {
  /// `Tab` for `var selectedTab = Tab.statuses` when `Tab` resolves from `context` to an enum with a case
  /// `statuses`; nil for anything else (`Constants.limit`, a static member, a call, an unknown type).
  static func type(of tokens: Range<Int>, in outline: FileOutline, context: String, index: TypeIndex) -> String? {
    let cursor = outline.cursor
    let range = cursor.significantRange(ofTokens: tokens)
    guard range.count >= 3, range.count % 2 == 1 else { return nil }
    var names: [String] = []
    for (offset, position) in range.enumerated() {
      if offset % 2 == 1 {
        guard cursor.kind(position) == .period else { return nil }
      } else {
        guard cursor.kind(position) == .identifier || cursor.kind(position) == .backtickIdentifier else { return nil }
        names.append(cursor.name(position))
      }
    }
    guard let caseName = names.popLast() else { return nil }
    let written = names.joined(separator: ".")
    guard let qualified = resolved(names, from: context, index: index), index.kind(of: qualified) == .enum,
      (index.types[qualified] ?? []).contains(where: { $0.declaration.enumCases.contains { $0.name == caseName } })
    else { return nil }
    return written
  }

  /// The qualified name `names` resolve to: the whole path when the codebase declares it (`Outer.Tab`), else the
  /// last name as seen from `context` (`Models.Visibility` → `Visibility`, a module's name being no type here).
  private static func resolved(_ names: [String], from context: String, index: TypeIndex) -> String? {
    if names.count > 1 {
      let path = names.joined(separator: ".")
      if index.kind(of: path) != nil { return path }
    }
    return names.last.flatMap { index.resolve($0, from: context) }
  }
}
