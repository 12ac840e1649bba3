import Analysis
import Foundation
import Lexer
import Outline
import Plan
import Report
import Rewrite

@testable import CLI

/// One in-process run of every verb over a set of files, the way the CLI calls the stages (no subprocess, no disk).
struct PipelineRun {
  /// A generated or rewritten file that does not parse with the tool's own lexer and outline parser.
  struct BrokenOutput: Error, CustomStringConvertible {
    var stage: String
    var path: String
    var problem: String
    var description: String { "\(stage) wrote \(path), which does not parse: \(problem)" }
  }

  /// The analyzed folder's name in generated paths; nothing is read from or written to it.
  static let root = "/robustness/App"

  /// How many files `generate --all` produced.
  var generatedFiles = 0
  /// The diagnostics of `analyze`.
  var diagnostics: [Diagnostic] = []

  /// Runs analyze (all formats) and generate --all over `inputs` and, with `allVerbs`, also report (all formats),
  /// plan (all formats) and apply --dry-run; throws when an output file the tool generated does not parse.
  static func run(_ inputs: [SourceInput], allVerbs: Bool = true) throws -> PipelineRun {
    var run = PipelineRun()
    // analyze (the pipeline's analysis is the one `analyze` computes; its proposal adds the same conversions)
    let pipeline = MigrationPipeline(
      root: root, inputs: inputs,
      converter: Converters.effectRewriter(featureSuffix: FeatureNaming.defaultFeatureSuffix))
    let analysis = pipeline.analysis
    let annotated = ConversionReport.annotate(analysis, with: pipeline.proposal)
    _ = try JSONOutput.encode(annotated)
    _ = AnalysisSummary.render(annotated)
    let findings = Finding.findings(in: annotated, todoGuides: [:])
    _ = XcodeDiagnostics.render(findings, base: root)
    _ = try SARIFRenderer.render(findings, tool: ToolInfo.sarif, rootURI: "file:///")
    run.diagnostics = annotated.diagnostics
    // generate --all
    let files = pipeline.files(for: pipeline.proposal.features, moduleName: "App")
    run.generatedFiles = files.count
    let originals = Dictionary(inputs.map { ($0.path, $0.bytes) }) { first, _ in first }
    for file in files { try check(file.contents, path: file.path, original: originals[file.path], stage: "generate") }
    guard allVerbs else { return run }
    // report
    let input = ReportInputs.make(title: "App", analysis: analysis, sources: inputs, root: root)
    let report = ReportBuilder.build(input)
    for format in ReportFormat.allCases { _ = try format.render(report) }
    // plan
    let facts = ProjectFacts(
      analysis: analysis, swiftFileNames: Set(inputs.map { ($0.path as NSString).lastPathComponent }))
    let update = try PlanUpdate.make(analysis: analysis, existingChecklist: nil, facts: facts)
    for format in PlanFormat.allCases { _ = update.render(format) }
    // apply --dry-run of every feature
    var planned = files.map { PlannedFile(path: root + "/" + $0.path, text: $0.contents) }
    if let checklist = try ApplyCommand.checklistUpdate(pipeline, planned: planned, path: root + "/TCA_MIGRATION.md") {
      planned.append(checklist)
    }
    let fileSystem = MemoryFileSystem(files: Dictionary(inputs.map { (root + "/" + $0.path, $0.bytes) }) { a, _ in a })
    let outcome = try ChangeApplier(fileSystem: fileSystem).apply(
      planned, options: ApplyOptions(root: root, dryRun: true, allowDirty: true))
    _ = outcome.diff
    return run
  }

  /// Throws unless `text` lexes and nests cleanly; a rewritten input file may keep the defects it had, no more.
  static func check(_ text: String, path: String, original: [UInt8]?, stage: String) throws {
    let defects = StructureCheck.defectCount(text)
    guard defects > 0 else { return }
    if let original, defects <= StructureCheck.defectCount(String(decoding: original, as: UTF8.self)) { return }
    let file = SourceFile(text: text)
    let problems = StructureCheck.problems(in: TokenCursor(file: file))
    let first =
      file.diagnostics.first.map { "\($0.message) at line \(file.location(ofOffset: $0.offset).line)" }
      ?? problems.first.map { "\($0.message) at line \(file.location(ofOffset: $0.offset).line)" } ?? ""
    throw BrokenOutput(stage: stage, path: path, problem: first)
  }
}
