/// What a view model becomes in the migration: a feature, a dependency client, or nothing.
public enum Classification: String, Sendable, Codable, Equatable, CaseIterable {
  /// A screen: owned by a view or view controller, or held or created by another feature's view model.
  case feature
  /// A shared, long-lived object (singleton, injected service, manager): a dependency client or `@Shared` state.
  case client
  /// Not migrated: test and preview code, test doubles, style objects, boxes, base classes, observers.
  case skip
}

/// How a client-classified view model is proposed.
public enum ClientShape: String, Sendable, Codable, Equatable {
  /// A `@DependencyClient` whose live value wraps the old object.
  case dependencyClient
  /// `@Shared` state: the object only holds state that several features read.
  case shared
}
