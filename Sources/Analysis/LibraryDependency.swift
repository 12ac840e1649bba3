import Outline

/// A property a view model already takes from Point-Free's Dependencies library: `@Dependency(\.uuid) var uuid`.
public struct LibraryDependency: Sendable, Codable, Equatable {
  /// Property name (`uuid`, `clock`, `pronunciation`).
  public var name: String
  /// The `@Dependency` argument as written: `\.uuid`, `\.date.now`, `PronunciationClient.self`.
  public var key: String
  /// 1-based line.
  public var line: Int

  /// Creates a record.
  public init(name: String, key: String, line: Int) {
    self.name = name
    self.key = key
    self.line = line
  }

  /// The dependency `property` declares, when it is an `@Dependency(…)` property.
  static func declared(by property: PropertyDeclaration) -> LibraryDependency? {
    guard let attribute = property.attributes.first(where: { $0.name == "Dependency" }),
      let key = attribute.arguments, !key.isEmpty
    else { return nil }
    return LibraryDependency(name: property.name, key: key, line: property.line)
  }
}
