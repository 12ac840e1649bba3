import Analysis
import Foundation
import Lexer
import Plan
import Proposal
import Report
import Rewrite

/// `tca-migrate report PATH`: the migration report as Markdown, self-contained HTML or JSON.
enum ReportCommand: Verb {
  static let name = "report"
  static let summary = "write the migration report (Markdown, HTML or JSON)"
  static let usage = """
    usage: tca-migrate report PATH [--format markdown|html|json] [--output FILE] [--config FILE]

    Analyzes the Swift files under PATH and prints the migration report: summary, leaf-first
    phases as a graph, and per feature its location, owning views, proposed code, reducer cases
    with conversion status, checklist items and TODOs; then the diagnostics grouped by code.
    markdown (default) renders on GitHub, html is one self-contained file (no scripts, no network),
    json is stable and has a schemaVersion. --output FILE writes the report atomically instead of
    printing it (never a half-written file). Progress goes to stderr when it is a terminal.
    Exit 0 when written, 1 when it could not be written, 2 for bad usage or a missing PATH.
    """
  static let options = OptionSpec(valued: ["format", "output", "config"])

  static func run(_ arguments: ParsedArguments) throws -> CommandResult {
    let root = try arguments.singlePath()
    let format = try ReportFormat(
      rawValue: arguments.choice(
        "format", allowed: ReportFormat.allCases.map(\.rawValue), default: ReportFormat.markdown.rawValue))
    guard let format else { throw ToolError.usage("unknown format") }
    let output = arguments.values["output"]
    if let output { try ReportOutput.checkWritable(output) }
    let config = try MigrationConfig.load(root: root, explicit: arguments.values["config"])

    var progress = Progress()
    progress.step("analyzing \(root)")
    let (sources, diagnostics, base) = try SourceTree.read(root, config: config)
    var analysis = Analyzer.analyze(sources, extraDiagnostics: diagnostics)
    analysis.diagnostics += config.diagnostics(for: analysis)
    progress.step("planning and proposing \(analysis.viewModels.count) features")
    let input = ReportInputs.make(
      title: title(root: root, base: base), analysis: analysis, sources: sources, root: root, config: config)
    progress.step("building the report")
    let report = ReportBuilder.build(input)
    progress.step("rendering \(format.rawValue)")
    let text = try format.render(report)
    guard let output else {
      progress.finish()
      return CommandResult(exitCode: 0, stdout: text, stderr: "")
    }
    progress.step("writing \(output)")
    try ReportOutput.write(text, to: output)
    progress.finish()
    return CommandResult(exitCode: 0, stdout: "", stderr: "")
  }

  private static func title(root: String, base: String) -> String {
    let url = URL(fileURLWithPath: root).standardizedFileURL
    let name =
      url.hasDirectoryPath || url.pathExtension != "swift"
      ? url.lastPathComponent : url.deletingPathExtension().lastPathComponent
    return name.isEmpty ? URL(fileURLWithPath: base).lastPathComponent : name
  }
}

/// What the report is made of, from the stages available in this build.
enum ReportInputs {
  /// Analysis plus the plan; in a folder, the checklist there (when present) supplies ticks and pinned phases,
  /// and items the tool can verify are ticked as `plan` ticks them. View models `config` skips are left out.
  static func make(
    title: String, analysis full: AnalysisResult, sources: [SourceInput], root: String,
    config: MigrationConfig = MigrationConfig()
  ) -> ReportInput {
    var limitations: [String] = []
    let analysis = config.migratable(full)
    let skipped = full.viewModels.map(\.name).filter { name in !analysis.viewModels.contains { $0.name == name } }
    if !skipped.isEmpty {
      limitations.append(
        "Skipped by `\(config.source ?? MigrationConfig.fileName)` (no feature is proposed or planned): "
          + skipped.map { "`\($0)`" }.joined(separator: ", ") + ".")
    }
    let planOptions = PlanOptions(featureSuffix: config.featureSuffix)
    var isDirectory: ObjCBool = false
    let isFolder = FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) && isDirectory.boolValue
    var migrationPlan = MigrationPlan.make(from: analysis, options: planOptions)
    var plan = PlanOverview(migrationPlan)
    if isFolder {
      let checklistPath = (root as NSString).appendingPathComponent(ChecklistDocument.defaultFileName)
      let facts = ProjectFacts(
        analysis: analysis,
        swiftFileNames: Set(
          SourceTree.swiftFiles(under: root, config: config).map { ($0 as NSString).lastPathComponent }),
        dependsOnTCA: PlanCommand.manifestsDeclareTCA(root))
      let existing = try? PlanCommand.readChecklist(checklistPath)
      do {
        let update = try PlanUpdate.make(
          analysis: analysis, existingChecklist: existing, options: planOptions, facts: facts)
        migrationPlan = update.plan
        plan = PlanOverview(update.plan, checklist: update.merge.document)
      } catch {
        limitations.append(
          "`\(ChecklistDocument.defaultFileName)` is not a checklist this tool can read (\(error)); its ticks are not"
            + " shown.")
      }
    }
    // Proposals take the plan's feature names, so the report names each feature once.
    let options = ProposalOptions(
      featureSuffix: config.featureSuffix,
      identifiableTypes: IdentifiableTypes.find(in: sources.map { SourceFile(bytes: $0.bytes) }),
      pinnedFeatureNames: Dictionary(migrationPlan.features.map { ($0.viewModel, $0.name) }) { first, _ in first })
    let converter = Converters.effectRewriter(analysis, featureSuffix: config.featureSuffix)
    if converter is VerbatimConverter {
      limitations.append(
        "Method bodies are not translated in this build (no effect rewriter): every reducer case is kept verbatim"
          + " under a TODO and counted as manual.")
    }
    let proposal = FeatureProposer.propose(analysis, converter: converter, options: options)
    return ReportInput(
      title: title, analysis: analysis, plan: plan,
      proposals: FeatureProposalSummary.summaries(from: proposal, analysis: analysis),
      clients: ReportClient.clients(from: proposal), limitations: limitations)
  }
}

/// Atomic report writing: a temporary file beside the target, then a rename.
enum ReportOutput {
  /// Refuses a directory, or a file in a folder that does not exist.
  static func checkWritable(_ path: String) throws {
    guard !path.isEmpty else { throw ToolError.usage("--output needs a file path") }
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw ToolError.usage("--output \(path) is a directory, expected a file")
    }
    if path.hasSuffix("/") { throw ToolError.usage("--output \(path) names a directory, expected a file") }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw ToolError.usage("--output \(path): folder \(folder) does not exist")
    }
  }

  /// Writes `text` to `path` with the Rewrite stage's atomic writer; on failure the target is untouched.
  static func write(_ text: String, to path: String) throws {
    let target = URL(fileURLWithPath: path).standardizedFileURL
    do {
      _ = try ChangeApplier().apply(
        [PlannedFile(path: target.path, text: text)],
        options: ApplyOptions(root: target.deletingLastPathComponent().path, allowDirty: true))
    } catch {
      throw ToolError.writeFailed("cannot write \(path): ", error)
    }
  }
}

/// A one-line progress indicator on stderr, shown only on a terminal and only once the run takes a moment.
struct Progress {
  /// Seconds before anything is shown.
  static let delay = 0.3
  private let enabled = isatty(2) == 1
  private let start = Date()
  private var shown = false

  mutating func step(_ message: String) {
    guard enabled, Date().timeIntervalSince(start) >= Self.delay else { return }
    shown = true
    FileHandle.standardError.write(Data("\r\u{1B}[Ktca-migrate report: \(message)…".utf8))
  }

  mutating func finish() {
    guard shown else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    shown = false
  }
}
