import Analysis
import Foundation

/// Knobs for building a migration plan.
public struct PlanOptions: Sendable, Equatable {
  /// Suffix of feature names (`Feature` → `QuizFeature`).
  public var featureSuffix: String
  /// View model name → TODOs the effect rewriter expects to leave; missing means 0.
  public var expectedTodos: [String: Int]
  /// Feature name → phase recorded in an existing checklist; a feature never moves to an earlier phase
  /// than this, so numbering stays stable while migrated view models disappear.
  public var pinnedPhases: [String: Int]
  /// View model → feature name recorded in an existing checklist; keeps names stable when a new view model
  /// would otherwise take a clashing name first.
  public var pinnedFeatureNames: [String: String]

  /// Creates options.
  public init(
    featureSuffix: String = FeatureNaming.defaultFeatureSuffix, expectedTodos: [String: Int] = [:],
    pinnedPhases: [String: Int] = [:], pinnedFeatureNames: [String: String] = [:]
  ) {
    self.featureSuffix = featureSuffix
    self.expectedTodos = expectedTodos
    self.pinnedPhases = pinnedPhases
    self.pinnedFeatureNames = pinnedFeatureNames
  }
}
