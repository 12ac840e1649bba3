import Analysis
import Emit
import Foundation
import Plan
import Proposal
import Rewrite

/// `tca-migrate apply PATH --feature NAME | --phase N`: writes the feature into the codebase, safely.
enum ApplyCommand: Verb {
  static let name = "apply"
  static let summary = "write a feature's TCA files into the codebase and rewrite its views (--dry-run shows the diff)"
  static let usage = """
    usage: tca-migrate apply PATH (--feature NAME | --phase N) [--dry-run] [--allow-dirty] [--output-dir DIR]
                             [--checklist FILE] [--config FILE]

    Writes NameFeature.swift next to the view model (or under --output-dir), the dependency clients it
    needs, NameFeatureTests.swift in the project's Tests folder (or beside the feature), rewrites the
    owning views in place, and updates the checklist (default PATH/TCA_MIGRATION.md). New files are
    registered in the .xcodeproj that compiles the view model, and swift-composable-architecture is
    added to it (or to Package.swift) when missing. The old view model is left in place. Writes are atomic and all-or-nothing; files with uncommitted git changes are
    refused unless --allow-dirty. Generated files that already exist are never overwritten. Running it
    again changes nothing. --dry-run prints a unified diff, writes nothing, and exits 1 if it would
    change something.
    """
  static let options = OptionSpec(
    valued: ["feature", "phase", "output-dir", "checklist", "config"], flags: ["dry-run", "allow-dirty"])

  static func run(_ arguments: ParsedArguments) throws -> CommandResult {
    try perform(arguments, applier: ChangeApplier())
  }

  /// Runs the verb with `applier` doing the writes (tests inject a failing file system).
  static func perform(_ arguments: ParsedArguments, applier: ChangeApplier) throws -> CommandResult {
    let root = URL(fileURLWithPath: try arguments.singlePath()).standardizedFileURL.path
    let config = try MigrationConfig.load(root: root, explicit: arguments.values["config"])
    let pipeline = try MigrationPipeline(
      root: root, config: config, converter: Converters.effectRewriter(featureSuffix: config.featureSuffix))
    let selected = try selectedFeatures(arguments, pipeline)
    let existingNames = Set(pipeline.inputs.map { ($0.path as NSString).lastPathComponent })
    let features = selected.filter { !existingNames.contains($0.name + ".swift") }
    var notes = (selected.filter { existingNames.contains($0.name + ".swift") }).map {
      "\($0.name) is already applied (\($0.name).swift exists); its files and views are left as they are"
    }
    notes += pipeline.classificationNotes(for: selected)
    notes += bridgeNotes(pipeline, selected: selected, existing: existingNames)
    let generated = pipeline.files(for: features, moduleName: pipeline.moduleName())
    let outputRoot = arguments.values["output-dir"].map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? root
    if outputRoot != root && !FileManager.default.fileExists(atPath: outputRoot) {
      throw ToolError.usage("--output-dir \(outputRoot) does not exist; create it first")
    }
    var planned: [PlannedFile] = []
    var created: [ProjectFilesUpdate.Created] = []
    for file in generated {
      let base = file.kind == .view ? root : outputRoot
      let path = (base as NSString).appendingPathComponent(file.path)
      if file.kind != .view, let existing = FileManager.default.contents(atPath: path) {
        if existing != Data(file.contents.utf8) {
          notes.append(
            "kept \(file.path): it exists and differs from what would be generated (delete it to regenerate)")
        }
        continue
      }
      planned.append(PlannedFile(path: path, text: file.contents))
      if file.kind != .view { created.append(ProjectFilesUpdate.Created(path: path, kind: file.kind)) }
    }
    let projectFiles = ProjectFilesUpdate.make(root: root, created: created, features: features)
    planned += projectFiles.planned
    notes += projectFiles.notes
    let checklistPath =
      arguments.values["checklist"].map { URL(fileURLWithPath: $0).standardizedFileURL.path }
      ?? (root as NSString).appendingPathComponent(ChecklistDocument.defaultFileName)
    if let checklist = try checklistUpdate(
      pipeline, planned: planned, path: checklistPath, addsTCA: projectFiles.addsTCA)
    {
      planned.append(checklist)
    }
    let dryRun = arguments.flags.contains("dry-run")
    let outcome: ApplyOutcome
    do {
      outcome = try applier.apply(
        planned,
        options: ApplyOptions(
          root: commonAncestor(root, outputRoot), dryRun: dryRun, allowDirty: arguments.flags.contains("allow-dirty"),
          exemptFromGitGuard: [checklistPath]))
    } catch {
      throw ToolError.writeFailed("", error)
    }
    let names = selected.map(\.name).joined(separator: ", ")
    let noteText = (notes + outcome.notes).map { "note: \($0)\n" }.joined()
    if dryRun {
      let stdout = outcome.changeSet.isEmpty ? "nothing to change: \(names) already applied\n" : outcome.diff
      return CommandResult(exitCode: outcome.exitCode, stdout: stdout, stderr: noteText)
    }
    let lines = outcome.changeSet.isEmpty ? ["nothing to change: \(names) already applied"] : outcome.lines
    return CommandResult(exitCode: 0, stdout: lines.map { $0 + "\n" }.joined(), stderr: noteText)
  }

  /// For each selected feature whose view model an MVVM parent left out of this apply still holds: views handing
  /// that view model to the feature's view (which takes a store now) do not build until the parent holds a store.
  static func bridgeNotes(_ pipeline: MigrationPipeline, selected: [FeatureProposal], existing: Set<String>)
    -> [String]
  {
    let names = Set(selected.map(\.name))
    let plan = MigrationPlan.make(
      from: pipeline.analysis, options: PlanOptions(featureSuffix: pipeline.config.featureSuffix))
    return plan.bridges.filter {
      names.contains($0.child) && !names.contains($0.parent) && !existing.contains($0.parent + ".swift")
    }.map { bridge in
      let holdings = bridge.holdings.map { "`\($0.property)` as `\($0.storeType)`" }.joined(separator: ", ")
      return "\(bridge.parentViewModel) (still MVVM) holds `\(bridge.childViewModel)`: a view handing it to"
        + " \(bridge.child)'s view, which takes a store now, does not build until \(bridge.parentViewModel) holds"
        + " \(holdings) (the bridge in the checklist) or \(bridge.parent) is applied"
    }
  }

  /// The deepest folder containing both paths (the writer refuses paths outside its root).
  static func commonAncestor(_ first: String, _ second: String) -> String {
    let left = first.split(separator: "/")
    let right = second.split(separator: "/")
    let shared = zip(left, right).prefix { $0 == $1 }.map(\.0)
    return "/" + shared.joined(separator: "/")
  }

  static func selectedFeatures(_ arguments: ParsedArguments, _ pipeline: MigrationPipeline) throws -> [FeatureProposal]
  {
    switch (arguments.values["feature"], arguments.values["phase"]) {
    case (let name?, nil):
      return [try pipeline.feature(named: name)]
    case (nil, let phaseText?):
      guard let number = Int(phaseText) else { throw ToolError.usage("--phase takes a number, got '\(phaseText)'") }
      let plan = MigrationPlan.make(
        from: pipeline.analysis, options: PlanOptions(featureSuffix: pipeline.config.featureSuffix))
      if number == 0 {
        throw ToolError.usage(
          "phase 0 holds the \(plan.clients.count) dependency clients; this build generates a client only with the"
            + " features that use it (a service, a `@DependencyClient` view model, or the value and key of a"
            + " `@Shared`-state one): apply a phase of features, or create the clients by hand (see `plan`)")
      }
      guard let phase = plan.phases.first(where: { $0.number == number }) else {
        throw ToolError.usage("there is no phase \(number); the plan has \(plan.phases.count) phases")
      }
      return pipeline.proposal.features.filter { phase.viewModels.contains($0.viewModel) }
    default:
      throw ToolError.usage("give exactly one of --feature NAME or --phase N")
    }
  }

  /// The checklist merged from the codebase as it will be after the write, or nil when it would not change.
  static func checklistUpdate(
    _ pipeline: MigrationPipeline, planned: [PlannedFile], path: String, addsTCA: Bool = false
  ) throws -> PlannedFile? {
    let existing = try PlanCommand.readChecklist(path)
    var after = Dictionary(pipeline.inputs.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    let prefix = pipeline.root.hasSuffix("/") ? pipeline.root : pipeline.root + "/"
    for file in planned where file.path.hasPrefix(prefix) && file.path.hasSuffix(".swift") {
      let relative = String(file.path.dropFirst(prefix.count))
      after[relative] = SourceInput(path: relative, bytes: file.contents)
    }
    let analysis = pipeline.config.migratable(Analyzer.analyze(after.values.sorted { $0.path < $1.path }))
    let facts = ProjectFacts(
      analysis: analysis, swiftFileNames: Set(after.keys.map { ($0 as NSString).lastPathComponent }),
      dependsOnTCA: addsTCA || PlanCommand.manifestsDeclareTCA(pipeline.root))
    let update: PlanUpdate
    do {
      update = try PlanUpdate.make(
        analysis: analysis, existingChecklist: existing,
        options: PlanOptions(featureSuffix: pipeline.config.featureSuffix),
        facts: facts)
    } catch {
      throw ToolError.usage("\(path) is not a checklist this version can read: \(error)")
    }
    return update.merge.text == existing ? nil : PlannedFile(path: path, text: update.merge.text)
  }
}
