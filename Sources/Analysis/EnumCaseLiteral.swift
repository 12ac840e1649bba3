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

  /// The qualified name `names` resolve to, trying the whole path first and then without its leading module
  /// names (`Models.Visibility` → `Visibility`).
  private static func resolved(_ names: [String], from context: String, index: TypeIndex) -> String? {
    for start in names.indices {
      let path = names[start...].joined(separator: ".")
      if start == 0, names.count > 1, index.kind(of: path) != nil { return path }
      if names.count - start == 1, let found = index.resolve(path, from: context) { return found }
    }
    return nil
  }
}
