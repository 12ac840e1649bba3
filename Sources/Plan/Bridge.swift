import Analysis

/// A temporary bridge: an MVVM parent hosting an already migrated child through its store.
///
/// The parent view model holds the child's `StoreOf<ChildFeature>` in place of the child view model and
/// scopes nothing else, so only one observation system drives each view. It is removed when the parent
/// migrates and scopes the child from its own state.
public struct Bridge: Sendable, Codable, Equatable {
  /// The parent feature (still MVVM while the bridge exists).
  public var parent: String
  /// The parent's view model.
  public var parentViewModel: String
  /// The child feature, migrated first.
  public var child: String
  /// The child's view model being replaced.
  public var childViewModel: String
  /// The phase the child migrates in (the bridge is installed then).
  public var installPhase: Int
  /// The phase the parent migrates in (the bridge is removed then).
  public var removalPhase: Int
  /// Each parent property that holds the child, with the store type it should hold meanwhile.
  public var holdings: [Holding]

  /// One parent property and the store type replacing the child view model in it.
  public struct Holding: Sendable, Codable, Equatable {
    /// Property (or, for children created in a method, method) name.
    public var property: String
    /// How the child is held.
    public var cardinality: ChildReference.Cardinality
    /// Type the property holds during the bridge, e.g. `StoreOf<QuizFeature>?`.
    public var storeType: String

    /// Creates a holding.
    public init(property: String, cardinality: ChildReference.Cardinality, storeType: String) {
      self.property = property
      self.cardinality = cardinality
      self.storeType = storeType
    }
  }

  /// Creates a bridge.
  public init(
    parent: String, parentViewModel: String, child: String, childViewModel: String, installPhase: Int,
    removalPhase: Int, holdings: [Holding]
  ) {
    self.parent = parent
    self.parentViewModel = parentViewModel
    self.child = child
    self.childViewModel = childViewModel
    self.installPhase = installPhase
    self.removalPhase = removalPhase
    self.holdings = holdings
  }

  /// The store type a parent holds for a child held with `cardinality`.
  public static func storeType(child: String, cardinality: ChildReference.Cardinality) -> String {
    switch cardinality {
    case .single, .created: return "StoreOf<\(child)>"
    case .optional, .enumCase: return "StoreOf<\(child)>?"
    case .array: return "[StoreOf<\(child)>]"
    }
  }

  /// One-line description for people.
  public var summary: String {
    let held = holdings.filter { $0.cardinality != .created }.map { "`\($0.property): \($0.storeType)`" }
    let created = holdings.filter { $0.cardinality == .created }.map { "`\($0.property)()`" }
    var parts: [String] = []
    if !held.isEmpty { parts.append("holds " + held.joined(separator: ", ")) }
    if !created.isEmpty { parts.append("creates `StoreOf<\(child)>` in " + created.joined(separator: ", ")) }
    if parts.isEmpty { parts.append("holds `StoreOf<\(child)>`") }
    return "`\(parentViewModel)` " + parts.joined(separator: " and ") + " instead of `\(childViewModel)`"
      + " and scopes nothing else (phase \(installPhase) → \(removalPhase))"
  }
}
