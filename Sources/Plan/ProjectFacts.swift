import Analysis

/// What the CLI observed on disk, used to tick checklist items the tool can verify.
public struct ProjectFacts: Sendable, Equatable {
  /// Base names of the Swift files under the analyzed root (`QuizFeature.swift`).
  public var swiftFileNames: Set<String>
  /// View models still declared in the codebase.
  public var viewModels: Set<String>
  /// View models that some view or view controller still references.
  public var viewModelsReferencedByOwners: Set<String>
  /// Whether the package or project already depends on swift-composable-architecture.
  public var dependsOnTCA: Bool

  /// Creates facts.
  public init(
    swiftFileNames: Set<String>, viewModels: Set<String>, viewModelsReferencedByOwners: Set<String>,
    dependsOnTCA: Bool = false
  ) {
    self.swiftFileNames = swiftFileNames
    self.viewModels = viewModels
    self.viewModelsReferencedByOwners = viewModelsReferencedByOwners
    self.dependsOnTCA = dependsOnTCA
  }

  /// Facts from a fresh analysis of the codebase plus the Swift file names found on disk.
  public init(analysis: AnalysisResult, swiftFileNames: Set<String>, dependsOnTCA: Bool = false) {
    self.init(
      swiftFileNames: swiftFileNames, viewModels: Set(analysis.viewModels.map(\.name)),
      viewModelsReferencedByOwners: Set(
        analysis.owners.map(\.viewModel)
          + analysis.viewModels.flatMap { model in
            model.views.isEmpty ? [] : [model.name]
          }),
      dependsOnTCA: dependsOnTCA)
  }

  /// Whether a package manifest or Xcode project text declares the swift-composable-architecture dependency.
  public static func declaresTCA(_ manifestText: String) -> Bool {
    manifestText.contains("swift-composable-architecture") || manifestText.contains("ComposableArchitecture")
  }

  /// Whether `FeatureName.swift` exists.
  public func hasFeatureFile(_ feature: String) -> Bool { swiftFileNames.contains(feature + ".swift") }

  /// Whether `FeatureNameTests.swift` exists.
  public func hasTestFile(_ feature: String) -> Bool { swiftFileNames.contains(feature + "Tests.swift") }

  /// Whether the item `key` of `feature` (whose view model is `viewModel`) is verifiably done.
  ///
  /// `reducer`: the feature file exists. `tests`: its test file exists. `view`: the feature file exists and no
  /// view references the view model. `remove-view-model` and `bridge-removal.*`: the view model is gone.
  public func verifies(itemKey key: String, feature: String, viewModel: String) -> Bool {
    switch key {
    case "reducer": return hasFeatureFile(feature)
    case "tests": return hasTestFile(feature)
    case "view": return hasFeatureFile(feature) && !viewModelsReferencedByOwners.contains(viewModel)
    case "remove-view-model": return !viewModels.contains(viewModel)
    default: return key.hasPrefix("bridge-removal.") && !viewModels.contains(viewModel)
    }
  }
}
