import Analysis

/// The State value fields an initializer may set from a service the view model holds (`isOn = settings.isOn`), and
/// those services: such an assignment reads what exists only at run time, so it is work, not State's default.
public struct ServiceSeeds: Sendable, Equatable {
  /// The view model's published value fields without observers (child view models left out: a child is the child
  /// rules' business).
  public var fields: Set<String>
  /// The published fields with `didSet`/`willSet`: `init` sets them without running the observer, an action would.
  public var observed: Set<String>
  /// The names of the view model's dependencies that are not Foundation types.
  public var services: Set<String>

  /// No fields and no services.
  public init() {
    fields = []
    observed = []
    services = []
  }

  /// The fields and services of `viewModel`.
  public init(_ viewModel: ViewModel) {
    let children = Set(viewModel.childReferences.map(\.property))
    let values = viewModel.published.filter { !children.contains($0.name) }
    fields = Set(values.filter(\.observers.isEmpty).map(\.name))
    observed = Set(values.filter { !$0.observers.isEmpty }.map(\.name))
    // Foundation types (`UserDefaults`, `Calendar`) are the system-dependency rule's: it keeps their reads.
    // A `@Dependency` the model already declares (`@Dependency(\.accountStore) var accountStore`) is one too.
    services = Set(viewModel.dependencies.filter { SystemType.named($0.type) == nil }.map(\.name))
      .union((viewModel.libraryDependencies ?? []).map(\.name))
  }

  /// Whether `field = value` sets a value field from a service, given the identifiers `value` holds.
  public func seeds(_ field: String, from value: [String]) -> Bool {
    fields.contains(field) && readsService(value)
  }

  /// Whether `field = value` sets an observed field from a service: the action it would move to runs the observer.
  public func seedsObserved(_ field: String, from value: [String]) -> Bool {
    observed.contains(field) && readsService(value)
  }

  private func readsService(_ value: [String]) -> Bool {
    value.contains { services.contains($0) }
  }
}
