import Analysis

/// The long-lived objects of shared state a view model was handed: client-classified view models that only hold
/// state (`ClientShape.shared`, an `AppSettingsStore`), which the migration plan moves to `@Shared`.
public enum SharedObjects {
  /// The names of `viewModel`'s dependencies whose type is such an object.
  public static func dependencies(of viewModel: ViewModel, in lookup: ViewModelLookup) -> Set<String> {
    // The run's clients are indexed once: scanning every view model for every feature was quadratic.
    Set(viewModel.dependencies.filter { lookup.clients[TypeText.stripExistential($0.type)] == true }.map(\.name))
  }

  /// Whether the view model being proposed reads its dependency `name` (`name.x` in a method, initializer or
  /// computed property) or one of its views does (`viewModel.name`); only handing it on to a child is no read.
  public static func isRead(_ name: String, in context: ProposalContext) -> Bool {
    let model = context.viewModel
    let bodies = (model.methods + model.initializers).compactMap(\.body) + model.computed.map(\.body)
    return bodies.contains { TextScan.containsBytes($0, name + ".") } || context.uses.contains { $0.member == name }
  }
}
