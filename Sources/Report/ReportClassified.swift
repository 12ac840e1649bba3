/// A view model the report does not propose as a feature: a client (phase 0) or a skipped one, with the reason.
public struct ReportClassified: Sendable, Codable, Equatable {
  /// The view model's qualified name.
  public var viewModel: String
  /// `client` or `skip`.
  public var classification: String
  /// For a client: `dependencyClient` or `shared`.
  public var clientShape: String?
  /// `file:line` of the class.
  public var location: String
  /// Why it is not a feature.
  public var reason: String

  /// Creates an entry.
  public init(viewModel: String, classification: String, clientShape: String? = nil, location: String, reason: String) {
    self.viewModel = viewModel
    self.classification = classification
    self.clientShape = clientShape
    self.location = location
    self.reason = reason
  }

  /// What the migration does with it, for a person.
  public var proposal: String {
    switch (classification, clientShape) {
    case ("client", "shared"): return "phase 0: `@Shared` state"
    case ("client", _): return "phase 0: `@DependencyClient` wrapping it"
    default: return "not migrated"
    }
  }

  /// The sentence the renderers put above the table.
  public static let explanation =
    "These view models are not proposed as features. Clients migrate first (phase 0) as a `@DependencyClient`"
    + " wrapping the old object or as `@Shared` state; this build generates no code for them, so write the client by"
    + " hand (see MigrationGuides). Skipped ones are test, preview, style or plumbing code."
}
