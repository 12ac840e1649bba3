import Analysis

/// Children the analysis classified as clients or skipped are not composed as child features.
struct ChildClassification: Sendable {
  /// View models that are not features, by qualified name.
  let nonFeatures: Set<String>

  /// The non-features of `analysis`, found once per run.
  init(_ analysis: AnalysisResult) {
    nonFeatures = Set(analysis.viewModels.filter { $0.classification != .feature }.map(\.name))
  }

  /// Removes from a feature's children those that are not features (they stay plain stored properties); a view
  /// model that is not a feature itself keeps its children, so proposing it still shows the whole tree.
  func dropNonFeatureChildren(of viewModel: inout ViewModel) {
    guard viewModel.classification == .feature, !nonFeatures.isEmpty else { return }
    viewModel.children.removeAll { nonFeatures.contains($0) }
    viewModel.childReferences.removeAll { nonFeatures.contains($0.type) }
  }
}
