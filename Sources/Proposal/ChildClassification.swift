import Analysis

/// Children the analysis classified as clients or skipped are not composed as child features.
enum ChildClassification {
  /// Removes from a feature's children those that are not features (they stay plain stored properties); a view
  /// model that is not a feature itself keeps its children, so proposing it still shows the whole tree.
  static func dropNonFeatureChildren(of viewModel: inout ViewModel, in analysis: AnalysisResult) {
    guard viewModel.classification == .feature else { return }
    let nonFeatures = Set(analysis.viewModels.filter { $0.classification != .feature }.map(\.name))
    guard !nonFeatures.isEmpty else { return }
    viewModel.children.removeAll { nonFeatures.contains($0) }
    viewModel.childReferences.removeAll { nonFeatures.contains($0.type) }
  }
}
