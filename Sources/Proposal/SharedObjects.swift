import Analysis

/// The long-lived objects of shared state a view model was handed: client-classified view models that only hold
/// state (`ClientShape.shared`, an `AppSettingsStore`), which the migration plan moves to `@Shared`.
public enum SharedObjects {
  /// The names of `viewModel`'s dependencies whose type is such an object.
  public static func dependencies(of viewModel: ViewModel, in lookup: ViewModelLookup) -> Set<String> {
    // The run's clients are indexed once: scanning every view model for every feature was quadratic.
    Set(viewModel.dependencies.filter { lookup.clients[TypeText.stripExistential($0.type)] == true }.map(\.name))
  }
}
