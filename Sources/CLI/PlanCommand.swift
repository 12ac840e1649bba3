import Analysis
import Foundation
import Plan
import Rewrite

/// `tca-migrate plan PATH`: the leaf-first phases and the checklist file kept in the user's repo.
enum PlanCommand: Verb {
  static let name = "plan"
  static let summary = "leaf-first migration phases and the persistent checklist (TCA_MIGRATION.md)"
  static let usage = """
    usage: tca-migrate plan PATH [--write] [--format text|markdown|json] [--checklist FILE] [--config FILE]

    Computes the leaf-first phases (children before parents, cycles grouped and flagged),
    effort per feature, and the bridges a migrated child needs while its parent is still MVVM.
    Re-reads the checklist (default PATH/TCA_MIGRATION.md): ticks and notes a person wrote are kept,
    new view models are added, removed ones are marked, verifiable items are ticked.
    --write creates or updates the checklist file atomically; without it nothing is written.
    """
  static let options = OptionSpec(valued: ["format", "checklist", "config"], flags: ["write"])

  static func run(_ arguments: ParsedArguments) throws -> CommandResult {
    let root = try arguments.singlePath()
    let format = try arguments.choice("format", allowed: ["text", "markdown", "json"], default: "text")
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw ToolError.usage("\(root) is not a directory; plan needs the project folder")
    }
    let checklistPath =
      arguments.values["checklist"].map { absolute($0) }
      ?? (absolute(root) as NSString).appendingPathComponent(ChecklistDocument.defaultFileName)
    let config = try MigrationConfig.load(root: root, explicit: arguments.values["config"])
    let existing = try readChecklist(checklistPath)
    let analysis = config.migratable(try AnalyzeCommand.analyze(root, config: config).0)
    let facts = ProjectFacts(
      analysis: analysis,
      swiftFileNames: Set(
        SourceTree.swiftFiles(under: root, config: config).map { ($0 as NSString).lastPathComponent }),
      dependsOnTCA: manifestsDeclareTCA(root))
    let update: PlanUpdate
    do {
      update = try PlanUpdate.make(
        analysis: analysis, existingChecklist: existing, options: PlanOptions(featureSuffix: config.featureSuffix),
        facts: facts)
    } catch {
      throw ToolError.usage("\(checklistPath) is not a checklist this version can read: \(error)")
    }
    var stdout = update.render(PlanFormat(rawValue: format) ?? .text)
    var notes = ""
    if format != "text" {
      let progress = update.merge.progress
      notes = "progress: \(progress.done)/\(progress.total) features done"
      notes += progress.phases.map { " · phase \($0.number): \($0.done)/\($0.total)" }.joined() + "\n"
      notes += update.merge.report.lines.map { $0 + "\n" }.joined()
    }
    if arguments.flags.contains("write") {
      let outcome = try ChangeApplier().apply(
        [PlannedFile(path: checklistPath, text: update.merge.text)],
        options: ApplyOptions(
          root: (checklistPath as NSString).deletingLastPathComponent, exemptFromGitGuard: [checklistPath]))
      let written = outcome.lines.isEmpty ? "unchanged \(checklistPath)\n" : outcome.lines.map { $0 + "\n" }.joined()
      if format == "text" { stdout += written } else { notes += written }
    }
    let stderr = notes
    return CommandResult(exitCode: 0, stdout: stdout, stderr: stderr)
  }

  static func absolute(_ path: String) -> String {
    path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
  }

  /// The checklist's text, nil when absent; a usage error when it exists but cannot be read as UTF-8.
  static func readChecklist(_ path: String) throws -> String? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    guard let data = FileManager.default.contents(atPath: path) else { throw ToolError.usage("cannot read \(path)") }
    guard let text = String(data: data, encoding: .utf8) else { throw ToolError.usage("\(path) is not UTF-8 text") }
    return text
  }

  /// Whether `Package.swift` or an Xcode project under `root` already depends on TCA.
  static func manifestsDeclareTCA(_ root: String) -> Bool {
    let manager = FileManager.default
    var candidates = [(root as NSString).appendingPathComponent("Package.swift")]
    for name in (try? manager.contentsOfDirectory(atPath: root)) ?? [] where name.hasSuffix(".xcodeproj") {
      candidates.append((root as NSString).appendingPathComponent(name + "/project.pbxproj"))
    }
    return candidates.contains { path in
      manager.contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) }.map(ProjectFacts.declaresTCA)
        ?? false
    }
  }
}
