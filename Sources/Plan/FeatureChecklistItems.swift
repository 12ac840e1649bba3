import Analysis

/// The tool-written checklist lines of one planned feature: heading, info line and items (keyed, unticked).
struct FeatureChecklistItems {
  let feature: PlannedFeature
  let index: PlanIndex
  /// Whether the feature's file exists: its views, if it had any, hold the store now.
  var migrated = false

  var heading: ChecklistLine {
    ChecklistLine(
      kind: .heading(level: 3), text: "\(feature.name) · `\(feature.viewModel)` · \(feature.effort.label)",
      id: "feature.\(feature.name)",
      metadata: ["vm": feature.viewModel, "file": feature.file, "phase": String(feature.phase)])
  }

  var info: ChecklistLine {
    let effort = feature.effort
    var parts = [
      "`\(feature.file):\(feature.line)`",
      feature.views.isEmpty
        ? (migrated ? "no view holds `\(feature.viewModel)` now" : "no owning view found")
        : "views: " + list(feature.views),
      count(effort.state, "state property", "state properties"),
      count(effort.methods, "method", "methods") + (effort.asyncMethods > 0 ? " (\(effort.asyncMethods) async)" : ""),
      count(effort.combinePipelines, "Combine pipeline", "Combine pipelines"),
      count(effort.expectedTodos, "expected TODO", "expected TODOs"),
    ]
    if let cycle = index.cycleByFeature[feature.name], cycle.features.count > 1 {
      parts.append("in a cycle with " + list(cycle.features.filter { $0 != feature.name }) + ": migrate together")
    }
    if let base = feature.superclassFeature {
      parts.append("inherits from `\(base)`'s view model: its State and reducer take in what it inherits")
    }
    if !feature.subclassFeatures.isEmpty {
      parts.append(
        "base class of " + list(feature.subclassFeatures) + ": its state and methods fold into those features")
    }
    return ChecklistLine(kind: .text, text: parts.joined(separator: " · "), id: "feature.\(feature.name).info")
  }

  /// Items as (key, text); the id of each is `feature.<name>.<key>`.
  var items: [(key: String, text: String)] {
    var items: [(String, String)] = [
      ("state", stateText),
      ("action", actionText),
    ]
    if !feature.clients.isEmpty { items.append(("clients", "Clients: `@Dependency` on " + list(feature.clients))) }
    items.append(("reducer", reducerText))
    items.append(("view", viewText))
    if !feature.children.isEmpty { items.append(("navigation", navigationText)) }
    for bridge in index.bridgesByChild[feature.name] ?? [] {
      items.append(("bridge-install.\(bridge.parent)", "Bridge: " + bridge.summary))
    }
    for bridge in index.bridgesByParent[feature.name] ?? [] {
      items.append(
        (
          "bridge-removal.\(bridge.child)",
          "Remove bridge: scope `\(bridge.child)` from `\(feature.name)` state; `\(feature.viewModel)`"
            + " no longer holds `StoreOf<\(bridge.child)>`"
        ))
    }
    items.append(("tests", "Tests: `\(feature.name)Tests.swift` with `TestStore` covering every action"))
    if feature.subclassFeatures.isEmpty {
      items.append(("remove-view-model", "Old view model `\(feature.viewModel)` removed (`\(feature.file)`)"))
    } else {
      items.append(
        (
          "remove-view-model",
          "Old view model `\(feature.viewModel)` removed (`\(feature.file)`) once "
            + list(feature.subclassFeatures)
            + (feature.subclassFeatures.count == 1 ? " no longer inherits" : " no longer inherit")
            + " from it"
        ))
    }
    return items
  }

  private var stateText: String {
    feature.state.isEmpty
      ? "State: `@ObservableState struct State` (no observed state found)"
      : "State: `@ObservableState struct State` with " + list(feature.state, limit: 8)
  }

  private var actionText: String {
    guard !feature.methods.isEmpty else { return "Action: view actions (no methods found)" }
    let async = feature.effort.asyncMethods
    return "Action: cases for " + list(feature.methods, limit: 8)
      + (async > 0 ? "; response actions for \(count(async, "async method", "async methods"))" : "")
  }

  private var reducerText: String {
    var extras: [String] = []
    if feature.effort.asyncMethods > 0 {
      extras.append(count(feature.effort.asyncMethods, "`.run` effect", "`.run` effects"))
    }
    if feature.effort.combinePipelines > 0 {
      extras.append(count(feature.effort.combinePipelines, "Combine pipeline", "Combine pipelines") + " rewritten")
    }
    return "Reducer: `@Reducer struct \(feature.name)` in `\(feature.name).swift`"
      + (extras.isEmpty ? "" : " (" + extras.joined(separator: ", ") + ")")
  }

  private var viewText: String {
    let owners = feature.views.isEmpty ? "the owners of `\(feature.viewModel)`" : list(feature.views)
    let verb = feature.views.count == 1 ? "holds" : "hold"
    return "View converted: \(owners) \(verb) `StoreOf<\(feature.name)>` instead of `\(feature.viewModel)`"
  }

  private var navigationText: String {
    var scopes: [String] = []
    var covered = Set<String>()
    for scope in feature.childScopes {
      covered.insert(scope.feature)
      scopes.append("`\(scope.property)` → `\(scope.feature)` (\(Self.scoping(scope.cardinality)))")
    }
    scopes += feature.children.filter { !covered.contains($0) }.map { "`\($0)`" }
    return "Navigation: scope child features " + scopes.joined(separator: ", ")
  }

  static func scoping(_ cardinality: ChildReference.Cardinality) -> String {
    switch cardinality {
    case .single: return "`Scope`"
    case .optional: return "`@Presents` + `.ifLet`"
    case .array: return "`IdentifiedArrayOf` + `.forEach`"
    case .enumCase: return "`@Presents var destination` + `Destination` enum"
    case .created: return "child state created by an action"
    }
  }

  private func list(_ names: [String], limit: Int = 6) -> String {
    let shown = names.prefix(limit).map { "`\($0)`" }.joined(separator: ", ")
    return names.count > limit ? shown + " and \(names.count - limit) more" : shown
  }

  private func count(_ value: Int, _ singular: String, _ plural: String) -> String {
    "\(value) \(value == 1 ? singular : plural)"
  }
}
