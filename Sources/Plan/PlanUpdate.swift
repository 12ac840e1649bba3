import Analysis

/// The `plan` verb in one call: plan with phases pinned by the existing checklist, then merge into it.
public struct PlanUpdate: Sendable, Equatable {
  /// The plan computed with the checklist's phases pinned.
  public var plan: MigrationPlan
  /// The merged checklist and what changed.
  public var merge: ChecklistMerge

  /// Creates an update from its parts.
  public init(plan: MigrationPlan, merge: ChecklistMerge) {
    self.plan = plan
    self.merge = merge
  }

  /// Plans `analysis` keeping the phase numbers recorded in `existingChecklist` (nil or empty for none), merges,
  /// and ticks what `facts` verify; throws `ChecklistError` when the existing file is not a readable checklist.
  public static func make(
    analysis: AnalysisResult, existingChecklist: String?, options: PlanOptions = PlanOptions(),
    facts: ProjectFacts? = nil
  ) throws -> PlanUpdate {
    let existing = try existingChecklist.map(ChecklistDocument.parse)
    var pinned = options
    for (feature, phase) in existing?.pinnedPhases ?? [:] where pinned.pinnedPhases[feature] == nil {
      pinned.pinnedPhases[feature] = phase
    }
    for (viewModel, feature) in existing?.pinnedFeatureNames ?? [:] where pinned.pinnedFeatureNames[viewModel] == nil {
      pinned.pinnedFeatureNames[viewModel] = feature
    }
    let plan = MigrationPlan.make(from: analysis, options: pinned)
    return PlanUpdate(
      plan: plan, merge: try ChecklistDocument.merge(existing: existingChecklist, plan: plan, facts: facts))
  }

  /// Renders the update in `format` (`markdown` is the merged checklist).
  public func render(_ format: PlanFormat) -> String { PlanRenderer.render(plan, format: format, merge: merge) }
}
