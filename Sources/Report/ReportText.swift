import Analysis

/// Short phrases shared by the Markdown and HTML renderers.
enum ReportText {
  /// `12 full, 3 partial, 1 manual (of 16 methods)`, or why there are no counts.
  static func conversion(_ counts: ConversionSummary?) -> String {
    guard let counts else { return "not computed (no proposals)" }
    return "\(counts.full) full, \(counts.partial) partial, \(counts.manual) manual (of \(counts.total) methods)"
  }

  /// The summary table's rows (label, plain-text value), the same in every format.
  static func summaryRows(_ summary: ReportSummary) -> [(String, String)] {
    let kinds = summary.viewModelsByKind.map { "\($0.count) \($0.kind)" }.joined(separator: ", ")
    return [
      ("Files", "\(summary.files)"),
      ("Lines", "\(summary.lines)"),
      ("View models", "\(summary.viewModels) (\(kinds))"),
      ("Observed properties", "\(summary.observedProperties)"),
      ("Methods", "\(summary.methods) (\(summary.syncMethods) sync, \(summary.asyncMethods) async)"),
      ("Services", "\(summary.services)"),
      ("Owning views and controllers", "\(summary.owners)"),
      ("Combine properties", "\(summary.combineProperties)"),
      ("Combine pipelines", summary.combinePipelines.map(String.init) ?? "not counted (no plan)"),
      ("Conversion", conversion(summary.conversion)),
      ("Effort", summary.effort.map { "\($0.totalPoints) points" } ?? "not estimated (no plan)"),
      ("TODOs", "\(summary.todos)"),
      ("Diagnostics", "\(summary.diagnostics)"),
    ]
  }

  /// `phase 2 · 14 pts (S) · in a cycle` style facts about a feature.
  static func facts(_ feature: ReportFeature) -> [String] {
    var facts = [feature.kind]
    if let phase = feature.phase { facts.append("phase \(phase)") }
    if let effort = feature.effort { facts.append("\(effort.points) pts (\(effort.size))") }
    if feature.inCycle { facts.append("in a cycle") }
    return facts
  }

  /// The label of a conversion status, or `not converted` when none ran.
  static func status(_ status: ConversionStatus?) -> String {
    status?.rawValue ?? "not converted"
  }

  /// The guide's display name (`async-effects`) from its path.
  static func guideName(_ path: String) -> String {
    var name = Substring(path)
    if let slash = name.lastIndex(of: "/") { name = name[name.index(after: slash)...] }
    if name.hasSuffix(".md") { name = name.dropLast(3) }
    return String(name)
  }
}
