import Analysis

/// The long-lived objects of shared state a view model was handed: client-classified view models that only hold
/// state (`ClientShape.shared`, an `AppSettingsStore`), which the migration plan moves to `@Shared`.
public enum SharedObjects {
  /// The names of `viewModel`'s dependencies whose type is such an object.
  public static func dependencies(of viewModel: ViewModel, in analysis: AnalysisResult) -> Set<String> {
    let shared = Set(
      analysis.viewModels.filter { $0.classification == .client && $0.clientShape == .shared }.map(\.name))
    guard !shared.isEmpty else { return [] }
    return Set(
      viewModel.dependencies.filter { shared.contains(TypeText.stripExistential($0.type)) }.map(\.name))
  }
}
