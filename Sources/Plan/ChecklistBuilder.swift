import Foundation

/// Builds the merged checklist: fresh tool lines from the plan, ticks and notes carried over from the old file.
struct ChecklistBuilder {
  let plan: MigrationPlan
  let old: ChecklistDocument
  let facts: ProjectFacts?
  let index: PlanIndex

  init(plan: MigrationPlan, old: ChecklistDocument, facts: ProjectFacts?) {
    self.plan = plan
    self.old = old
    self.facts = facts
    self.index = PlanIndex(plan)
  }

  func build() -> ChecklistMerge {
    var ticker = Ticker(old: old)
    let oldFeatures = Dictionary(old.features.map { ($0.name, $0) }) { first, _ in first }
    let planNames = Set(plan.features.map(\.name))
    var blocks = plan.features.map { freshBlock($0, ticker: &ticker) }
    let retained = oldFeatures.values.filter { !planNames.contains($0.name) }.sorted { $0.name < $1.name }
    blocks += retained.map { retainedBlock($0, ticker: &ticker) }

    var body = header(blocks: blocks) + preMigration(ticker: &ticker) + phaseZero(ticker: &ticker)
    let byPhase = Dictionary(grouping: blocks, by: \.phase)
    for number in byPhase.keys.sorted() { body += phaseSection(number, blocks: byPhase[number] ?? []) }
    body += skippedSection() + postMigration(blocks: blocks, ticker: &ticker)
    let placement = NotePlacement(old: old, body: body)
    let document = ChecklistDocument(lines: placement.lines)

    let oldNames = Set(oldFeatures.keys)
    let added = plan.features.map(\.name).filter { !oldNames.contains($0) }.sorted()
    let newlyRemoved = blocks.filter { $0.status == .removed && oldFeatures[$0.name]?.status != .removed }
    let report = MergeReport(
      added: added, removed: newlyRemoved.map(\.name).sorted(),
      migrated: blocks.filter { $0.status == .migrated && oldFeatures[$0.name]?.status != .migrated }.map(\.name)
        .sorted(),
      renames: RenameDetection.candidates(
        removed: newlyRemoved.compactMap { oldFeatures[$0.name] },
        added: added.compactMap { index.featureByName[$0] }),
      autoTicked: ticker.autoTicked.sorted(), keptNoteLines: placement.keptLines,
      relocatedNoteLines: placement.relocatedLines)
    return ChecklistMerge(document: document, report: report)
  }

  // MARK: - Feature blocks

  private func freshBlock(_ feature: PlannedFeature, ticker: inout Ticker) -> FeatureBlock {
    let source = FeatureChecklistItems(
      feature: feature, index: index, migrated: facts?.hasFeatureFile(feature.name) ?? false)
    let items = source.items.map { key, text in
      ticker.item(
        "feature.\(feature.name).\(key)", text,
        verified: facts?.verifies(itemKey: key, feature: feature.name, viewModel: feature.viewModel) ?? false)
    }
    return FeatureBlock(
      name: feature.name, phase: feature.phase, status: .active, heading: source.heading, info: [source.info],
      items: items)
  }

  private func retainedBlock(_ feature: ChecklistFeature, ticker: inout Ticker) -> FeatureBlock {
    let status: ChecklistFeature.Status = (facts?.hasFeatureFile(feature.name) ?? false) ? .migrated : .removed
    let title =
      status == .migrated
      ? "\(feature.name) · `\(feature.viewModel)` · migrated, view model deleted"
      : "~~\(feature.name)~~ · `\(feature.viewModel)` (view model no longer found)"
    let heading = ChecklistLine(
      kind: .heading(level: 3), text: title, id: "feature.\(feature.name)",
      metadata: [
        "vm": feature.viewModel, "file": feature.file, "phase": String(feature.phase), "status": status.rawValue,
      ])
    let prefix = "feature.\(feature.name)."
    let items = feature.lines.filter(\.isItem).compactMap { line -> ChecklistLine? in
      guard let id = line.id else { return nil }
      let key = String(id.dropFirst(prefix.count))
      return ticker.item(
        id, line.text,
        verified: facts?.verifies(itemKey: key, feature: feature.name, viewModel: feature.viewModel) ?? false)
    }
    let info = feature.lines.filter { !$0.isItem }.map { ChecklistLine(kind: .text, text: $0.text, id: $0.id) }
    return FeatureBlock(
      name: feature.name, phase: feature.phase, status: status, heading: heading, info: info, items: items)
  }

  // MARK: - Sections

  private func header(blocks: [FeatureBlock]) -> [ChecklistLine] {
    var lines = [
      ChecklistLine(kind: .heading(level: 1), text: "TCA migration checklist", id: "doc.title"), .blankLine,
      ChecklistLine(kind: .text, text: progress(blocks).summary, id: "doc.progress"), .blankLine,
      ChecklistLine(
        kind: .text,
        text: "Written by `tca-migrate plan --write`; run it again to update. Ticks and your own lines are kept;"
          + " lines ending in a hidden id comment are rewritten, so write notes on lines of their own.",
        id: "doc.about"),
      .blankLine,
      ChecklistLine(
        kind: .text, text: "Phases go leaf-first; within a phase, smallest effort first. Effort: " + Effort.formula,
        id: "doc.effort"),
      .blankLine,
    ]
    if !plan.ignoredChildren.isEmpty {
      let pairs = plan.ignoredChildren.map { "`\($0.viewModel)` → `\($0.child)`" }
      lines += [
        ChecklistLine(
          kind: .text, text: "Not ordered (child types that are not view models): " + pairs.joined(separator: ", "),
          id: "doc.ignored"),
        .blankLine,
      ]
    }
    return lines
  }

  private func preMigration(ticker: inout Ticker) -> [ChecklistLine] {
    var lines = [ChecklistLine(kind: .heading(level: 2), text: "Pre-migration", id: "section.pre"), .blankLine]
    lines.append(
      ticker.item(
        "pre.package",
        "Add the `swift-composable-architecture` package (1.x) and link `ComposableArchitecture` to the app target",
        verified: facts?.dependsOnTCA ?? false))
    let anyTests = plan.features.contains { facts?.hasTestFile($0.name) ?? false }
    lines.append(
      ticker.item(
        "pre.test-targets", "Set up a test target for the feature tests (`import ComposableArchitecture`, `TestStore`)",
        verified: anyTests))
    return lines + [.blankLine]
  }

  /// `Phase 0 · clients`: one item per dependency client (services and client-classified view models).
  private func phaseZero(ticker: inout Ticker) -> [ChecklistLine] {
    guard !plan.clients.isEmpty else { return [] }
    let count = plan.clients.count
    var lines = [
      ChecklistLine(
        kind: .heading(level: 2), text: "Phase 0 · \(count) client\(count == 1 ? "" : "s")", id: "phase.0"),
      .blankLine,
    ]
    for need in plan.clients {
      let users: String
      if need.usedBy.isEmpty {
        users = need.isViewModel ? "not used by a feature" : "not injected into a view model"
      } else {
        users = "used by " + need.usedBy.joined(separator: ", ")
      }
      let text: String
      switch need.shape {
      case .shared?:
        text = "Move the state of `\(need.service)` to `@Shared` (\(users)); \(need.reason ?? "")"
      case .dependencyClient?:
        text =
          "Create the `\(need.client)` dependency client (`@DependencyClient`) wrapping `\(need.service)` (\(users));"
          + " \(need.reason ?? "")"
      case nil:
        text = "Create the `\(need.client)` dependency client (`@DependencyClient`) for `\(need.service)` (\(users))"
      }
      lines.append(
        ticker.item(
          "pre.client.\(need.service)", text,
          verified: facts?.swiftFileNames.contains(need.client + ".swift") ?? false))
    }
    return lines + [.blankLine]
  }

  /// The view models the plan leaves out, each with its reason.
  private func skippedSection() -> [ChecklistLine] {
    guard !plan.skipped.isEmpty else { return [] }
    var lines = [
      ChecklistLine(kind: .heading(level: 2), text: "Not migrated · \(plan.skipped.count)", id: "section.skipped"),
      .blankLine,
    ]
    for skipped in plan.skipped {
      lines.append(
        ChecklistLine(
          kind: .text, text: "- `\(skipped.viewModel)` (\(skipped.file):\(skipped.line)): \(skipped.reason)",
          id: "skipped.\(skipped.viewModel)"))
    }
    return lines + [.blankLine]
  }

  private func phaseSection(_ number: Int, blocks: [FeatureBlock]) -> [ChecklistLine] {
    let counted = blocks.filter { $0.status != .removed }.count
    let cycles = plan.cycles.filter { $0.phase == number }
    var title = "Phase \(number) · \(counted) feature\(counted == 1 ? "" : "s")"
    let planned = blocks.compactMap { index.featureByName[$0.name] }
    if !planned.isEmpty, planned.allSatisfy(\.children.isEmpty) { title += " · leaves" }
    if !cycles.isEmpty { title += " · cycle" }
    var lines = [ChecklistLine(kind: .heading(level: 2), text: title, id: "phase.\(number)"), .blankLine]
    for cycle in cycles {
      let edges = PlanIndex.edgeList(cycle)
      lines += [
        ChecklistLine(
          kind: .text,
          text: "Cycle: \(edges). Migrate these features together; they scope each other directly, no bridge.",
          id: "cycle.\(cycle.features.first ?? "")"),
        .blankLine,
      ]
    }
    for block in blocks {
      lines += [block.heading, .blankLine]
      for info in block.info { lines += [info, .blankLine] }
      if !block.items.isEmpty { lines += block.items + [.blankLine] }
    }
    return lines
  }

  private func postMigration(blocks: [FeatureBlock], ticker: inout Ticker) -> [ChecklistLine] {
    let allGone = facts.map { $0.viewModels.isEmpty && !blocks.isEmpty } ?? false
    return [
      ChecklistLine(kind: .heading(level: 2), text: "Post-migration", id: "section.post"), .blankLine,
      ticker.item(
        "post.remove-view-models", "Remove the old view models and their `ObservableObject` conformances",
        verified: allGone),
      ticker.item(
        "post.imports", "Remove `Combine` and `ObservableObject`-only imports no longer used", verified: false),
      ticker.item("post.docs", "Update the docs (architecture notes, README, onboarding) for TCA", verified: false),
      ticker.item(
        "post.integration-tests", "Integration tests: run the main flows end to end on the migrated features",
        verified: false),
      ticker.item("post.ci", "CI: build and run the feature tests on every change", verified: false),
    ]
  }

  private func progress(_ blocks: [FeatureBlock]) -> MigrationProgress {
    let counted = blocks.filter { $0.status != .removed }
    let phases = Set(counted.map(\.phase)).sorted().map { number in
      let members = counted.filter { $0.phase == number }
      return MigrationProgress.PhaseProgress(
        number: number, done: members.filter(\.isDone).count, total: members.count)
    }
    return MigrationProgress(phases: phases)
  }
}

/// One feature's lines while building.
struct FeatureBlock {
  var name: String
  var phase: Int
  var status: ChecklistFeature.Status
  var heading: ChecklistLine
  var info: [ChecklistLine]
  var items: [ChecklistLine]

  var isDone: Bool { !items.isEmpty && items.allSatisfy(\.isChecked) }
}

/// Ticks items from the old file and from verified facts, remembering which ticks are new.
struct Ticker {
  private let oldChecks: [String: Bool]
  private(set) var autoTicked: [String] = []

  init(old: ChecklistDocument) {
    var checks: [String: Bool] = [:]
    for line in old.lines where line.isItem {
      if let id = line.id { checks[id] = (checks[id] ?? false) || line.isChecked }
    }
    oldChecks = checks
  }

  mutating func item(_ id: String, _ text: String, verified: Bool) -> ChecklistLine {
    let wasChecked = oldChecks[id] ?? false
    if verified && !wasChecked { autoTicked.append(id) }
    return ChecklistLine(kind: .item(checked: wasChecked || verified), text: text, id: id)
  }
}

extension ChecklistLine {
  static let blankLine = ChecklistLine(kind: .blank, text: "")
}
