import Outline

/// A codebase type a view model reaches through its shared instance in a body (`AnalyticsManager.shared.log(…)`)
/// instead of holding it: a service all the same, and a dependency client in TCA.
public struct SingletonService: Sendable, Codable, Equatable {
  /// The type's qualified name.
  public var type: String
  /// The static property holding the instance (`shared`).
  public var property: String

  /// Creates a record.
  public init(type: String, property: String) {
    self.type = type
    self.property = property
  }

  /// Static property names that hold a shared instance by convention.
  static let instanceNames: Set<String> = ["shared", "default", "current", "instance", "sharedInstance", "standard"]
}

extension ViewModelBuilder {
  /// The codebase types (not view models) a body reaches as `Type.shared.`, where `Type` declares that static
  /// property holding an instance of itself.
  func singletonServices(in outline: FileOutline, tokens: Range<Int>, from context: String) -> [SingletonService] {
    let cursor = outline.cursor
    var result: [SingletonService] = []
    for index in cursor.significantRange(ofTokens: tokens) where cursor.kind(index) == .identifier {
      guard cursor.kind(index - 1) != .period, cursor.kind(index + 1) == .period, cursor.kind(index + 3) == .period,
        cursor.isName(index + 2), SingletonService.instanceNames.contains(cursor.name(index + 2))
      else { continue }
      let name = cursor.text(index)
      guard let resolved = self.index.resolve(name, from: context), !viewModelNames.contains(resolved),
        declaresInstance(cursor.name(index + 2), of: resolved), !result.contains(where: { $0.type == resolved })
      else { continue }
      result.append(SingletonService(type: resolved, property: cursor.name(index + 2)))
    }
    return result
  }

  /// Whether `type` (not a protocol) declares `static let property` of its own type.
  private func declaresInstance(_ property: String, of type: String) -> Bool {
    index.kind(of: type) != .protocol && index.instanceProperties(of: type).contains(property)
  }
}
