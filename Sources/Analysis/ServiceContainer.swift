import Outline

/// A type of the codebase that only holds services (`struct DIContainer { let countriesService: CountriesService }`),
/// handed to view models whole. Each service a view model reaches through it (`container.countriesService.fetch()`)
/// becomes a dependency of that view model, as if it held the service itself; the container is no State.
struct ServiceContainer {
  /// The services the container holds: property name → type.
  let services: [String: String]

  /// The container `type` names, seen from inside `context`; nil when it is no such type: a struct or class of the
  /// codebase, not a view model or a service, whose stored properties are all services (at least one).
  init?(type: String, from context: String, builder: ViewModelBuilder) {
    let base = TypeIndex.baseName(type)
    guard !type.hasSuffix("?"), let resolved = builder.index.resolve(base, from: context),
      !builder.viewModelNames.contains(resolved), let entries = builder.index.types[resolved],
      let primary = entries.first, [.struct, .class].contains(primary.declaration.kind),
      !builder.isServiceType(type, from: context)
    else { return nil }
    var services: [String: String] = [:]
    for entry in entries {
      for property in entry.declaration.properties where !property.isStatic && !property.isComputed {
        guard let memberType = property.type, builder.isServiceType(memberType, from: resolved),
          builder.index.resolve(TypeIndex.baseName(memberType), from: resolved).map(builder.viewModelNames.contains)
            != true
        else { return nil }
        services[property.name] = memberType
      }
    }
    guard !services.isEmpty else { return nil }
    self.services = services
  }

  /// The members of `container` read in `tokens` (`container.x`, `self.container.x`), in order of first use.
  static func reached(_ container: String, in cursor: TokenCursor, tokens: Range<Int>) -> [String] {
    var names: [String] = []
    for index in cursor.significantRange(ofTokens: tokens) where isAccess(cursor, container, at: index) {
      let member = cursor.name(index + 2)
      if !names.contains(member) { names.append(member) }
    }
    return names
  }

  /// Raw token ranges of each `container.` in `tokens` that reads one of `members` (the prefix a flattened body
  /// drops).
  static func prefixes(_ container: String, members: Set<String>, in cursor: TokenCursor, tokens: Range<Int>)
    -> [Range<Int>]
  {
    cursor.significantRange(ofTokens: tokens).compactMap { index in
      guard isAccess(cursor, container, at: index), members.contains(cursor.name(index + 2)) else { return nil }
      return cursor.significant[index]..<cursor.significant[index + 2]
    }
  }

  /// Whether significant token `index` is `container` followed by `.member`, read on the view model itself.
  private static func isAccess(_ cursor: TokenCursor, _ container: String, at index: Int) -> Bool {
    guard cursor.isName(index), cursor.name(index) == container, cursor.kind(index + 1) == .period,
      cursor.isName(index + 2)
    else { return false }
    return cursor.kind(index - 1) != .period || cursor.is(index - 2, "self")
  }
}
