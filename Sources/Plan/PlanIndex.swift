import Foundation

/// Lookups over a plan computed once, so rendering stays linear in the number of features.
struct PlanIndex {
  let featureByName: [String: PlannedFeature]
  let cycleByFeature: [String: Cycle]
  let bridgesByChild: [String: [Bridge]]
  let bridgesByParent: [String: [Bridge]]

  init(_ plan: MigrationPlan) {
    featureByName = Dictionary(plan.features.map { ($0.name, $0) }) { first, _ in first }
    var cycles: [String: Cycle] = [:]
    for cycle in plan.cycles { for member in cycle.features { cycles[member] = cycle } }
    cycleByFeature = cycles
    bridgesByChild = Dictionary(grouping: plan.bridges, by: \.child)
    bridgesByParent = Dictionary(grouping: plan.bridges, by: \.parent)
  }

  /// `` `A` → `B`, `B` → `A` ``, at most `limit` edges, then how many more.
  static func edgeList(_ cycle: Cycle, limit: Int = 12, code: Bool = true) -> String {
    let mark = code ? "`" : ""
    let shown = cycle.edges.prefix(limit).map { "\(mark)\($0.parent)\(mark) → \(mark)\($0.child)\(mark)" }
    let more = cycle.edges.count > limit ? " and \(cycle.edges.count - limit) more" : ""
    return shown.joined(separator: ", ") + more
  }
}
