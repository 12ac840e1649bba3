import Foundation

/// Output formats of `tca-migrate plan`.
public enum PlanFormat: String, Sendable, CaseIterable {
  /// For a person reading a terminal.
  case text
  /// The checklist file's Markdown.
  case markdown
  /// Machine-readable, sorted keys.
  case json
}

/// Renders a plan (and, when given, the merged checklist's progress and changes) as text, Markdown or JSON.
public enum PlanRenderer {
  /// Renders `plan` in `format`; `merge` supplies progress, the Markdown and what the merge changed.
  public static func render(_ plan: MigrationPlan, format: PlanFormat, merge: ChecklistMerge? = nil) -> String {
    switch format {
    case .text: return text(plan, merge: merge)
    case .markdown: return (merge?.document ?? ChecklistDocument.render(plan)).text
    case .json: return json(plan, merge: merge)
    }
  }

  /// Pretty-printed JSON with sorted keys, ending in a newline.
  public static func json(_ plan: MigrationPlan, merge: ChecklistMerge? = nil) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let document = PlanJSON(
      plan: plan, progress: merge?.progress ?? MigrationProgress(plan: plan), report: merge?.report)
    guard let data = try? encoder.encode(document) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// A summary for a person: phases with effort, cycles, bridges, progress and what the merge changed.
  public static func text(_ plan: MigrationPlan, merge: ChecklistMerge? = nil) -> String {
    let phaseWord = plan.phases.count == 1 ? "phase" : "phases"
    var lines = [
      "Migration plan: \(plan.features.count) feature\(plan.features.count == 1 ? "" : "s") in"
        + " \(plan.phases.count) \(phaseWord) · \(plan.cycles.count) cycle(s) · \(plan.bridges.count) bridge(s)",
      (merge?.progress ?? MigrationProgress(plan: plan)).summary,
    ]
    let index = PlanIndex(plan)
    let nameWidth = plan.features.map(\.name.count).max() ?? 0
    let modelWidth = plan.features.map(\.viewModel.count).max() ?? 0
    lines += phaseZero(plan)
    for phase in plan.phases {
      lines.append("")
      lines.append("Phase \(phase.number) · \(phase.features.count) feature\(phase.features.count == 1 ? "" : "s")")
      for (offset, name) in phase.features.enumerated() {
        guard let feature = index.featureByName[name] else { continue }
        lines.append(
          "  \(offset + 1). " + pad(feature.name, nameWidth) + "  " + pad(feature.viewModel, modelWidth) + "  "
            + pad(feature.effort.label, 12) + "  \(feature.file):\(feature.line)")
      }
      for cycle in plan.cycles where cycle.phase == phase.number {
        lines.append(
          "  cycle: " + PlanIndex.edgeList(cycle, code: false) + " (migrate together)")
      }
    }
    if !plan.skipped.isEmpty {
      lines += ["", "Skipped (not migrated): \(plan.skipped.count)"]
      let width = plan.skipped.map(\.viewModel.count).max() ?? 0
      lines += plan.skipped.map { "  " + pad($0.viewModel, width) + "  \($0.file):\($0.line)  \($0.reason)" }
    }
    if !plan.bridges.isEmpty {
      lines += ["", "Bridges (remove each when its parent migrates):"]
      lines += plan.bridges.map { "  " + $0.summary.replacingOccurrences(of: "`", with: "") }
    }
    if !plan.ignoredChildren.isEmpty {
      lines += ["", "Not ordered (child types that are not view models): \(plan.ignoredChildren.count)"]
      lines += plan.ignoredChildren.map { "  \($0.viewModel) → \($0.child)" }
    }
    if !plan.notes.isEmpty { lines += [""] + plan.notes.map { "note: " + $0.replacingOccurrences(of: "`", with: "") } }
    if let report = merge?.report, !report.lines.isEmpty {
      lines += ["", "Checklist changes:"] + report.lines.map { "  " + $0 }
    }
    lines += ["", "Effort: " + Effort.formula]
    return lines.joined(separator: "\n") + "\n"
  }

  /// `Phase 0 · clients`: the dependency clients and `@Shared` state to create before any feature.
  private static func phaseZero(_ plan: MigrationPlan) -> [String] {
    guard !plan.clients.isEmpty else { return [] }
    var lines = ["", "Phase 0 · \(plan.clients.count) client\(plan.clients.count == 1 ? "" : "s")"]
    let width = plan.clients.map(\.client.count).max() ?? 0
    for (offset, need) in plan.clients.enumerated() {
      let unused = need.isViewModel ? "not used by a feature" : "not injected into a view model"
      let users = need.usedBy.isEmpty ? unused : "used by " + need.usedBy.joined(separator: ", ")
      var line = "  \(offset + 1). " + pad(need.client, width) + "  " + need.service
      if let shape = need.shape {
        line += shape == .shared ? " (view model → @Shared state)" : " (view model → @DependencyClient)"
        line += ", " + users + (need.file.map { "  \($0)" } ?? "")
        lines.append(line)
        if let reason = need.reason { lines.append("     " + reason) }
      } else {
        lines.append(line + " (service), " + users)
      }
    }
    return lines
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }
}
