import Plan

extension PlanOverview {
  /// The report's view of `plan`; checklist items (with ticks) come from `checklist`, or a fresh one when nil.
  public init(_ plan: MigrationPlan, checklist: ChecklistDocument? = nil) {
    let document = checklist ?? ChecklistDocument.render(plan)
    var items: [String: [ChecklistEntry]] = [:]
    for feature in document.features where items[feature.name] == nil {
      items[feature.name] = feature.lines.filter(\.isItem).map { ChecklistEntry(text: $0.text, done: $0.isChecked) }
    }
    self.init(
      features: plan.features.map { feature in
        PlanFeature(
          name: feature.name, viewModel: feature.viewModel, phase: feature.phase,
          effort: ReportEffort(
            points: feature.effort.points, size: feature.effort.size.rawValue,
            combinePipelines: feature.effort.combinePipelines),
          children: feature.children, inCycle: feature.inCycle, checklist: items[feature.name] ?? [])
      },
      phases: plan.phases.map { ReportPhase(number: $0.number, features: $0.features, hasCycle: $0.hasCycle) },
      cycles: plan.cycles.map { cycle in
        ReportCycle(
          features: cycle.features,
          edges: cycle.edges.map { ReportEdge(parent: $0.parent, child: $0.child, inCycle: true) }, phase: cycle.phase)
      },
      bridges: plan.bridges.map(\.summary), effortFormula: Effort.formula, notes: plan.notes)
  }
}
