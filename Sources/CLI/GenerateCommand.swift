import Emit
import Foundation
import Proposal
import Rewrite

/// `tca-migrate generate PATH --feature NAME | --all [--output-dir DIR]`: the generated files for review, never written into PATH.
enum GenerateCommand: Verb {
  static let name = "generate"
  static let summary = "print (or write under --output-dir) the TCA feature, client, tests and view for review"
  static let usage = """
    usage: tca-migrate generate PATH (--feature NAME | --all) [--output-dir DIR] [--config FILE]

    Generates `NameFeature.swift`, the dependency clients it needs, `NameFeatureTests.swift` and the
    rewritten owning views. --all generates the view models classified as features; clients and
    skipped ones are named in a note on stderr. Without --output-dir the files are printed, each after a
    `// ==== path ====` line; with it they are written under DIR (which must not be inside PATH) and
    one `created PATH` line is printed per file. PATH itself is never modified; use `apply` for that.
    """
  static let options = OptionSpec(valued: ["feature", "output-dir", "config"], flags: ["all"])

  static func run(_ arguments: ParsedArguments) throws -> CommandResult {
    let root = try arguments.singlePath()
    let config = try MigrationConfig.load(root: root, explicit: arguments.values["config"])
    let pipeline = try MigrationPipeline(
      root: root, config: config, converter: Converters.effectRewriter(featureSuffix: config.featureSuffix))
    let features = try selectedFeatures(arguments, pipeline)
    let files = pipeline.files(for: features, moduleName: pipeline.moduleName())
    var notes = pipeline.classificationNotes(for: features)
    if arguments.flags.contains("all") { notes += pipeline.leftOutNotes() }
    let stderr = notes.map { "note: " + $0 + "\n" }.joined()
    guard let outputDirectory = arguments.values["output-dir"] else {
      let text = files.map { "// ==== \($0.path) ====\n" + $0.contents }.joined(separator: "\n")
      return CommandResult(exitCode: 0, stdout: text, stderr: stderr)
    }
    let output = URL(fileURLWithPath: outputDirectory).standardizedFileURL.path
    let project = URL(fileURLWithPath: root).standardizedFileURL.path
    guard output != project && !output.hasPrefix(project + "/") else {
      throw ToolError.usage("--output-dir must be outside PATH (generate never writes into the codebase; use apply)")
    }
    let planned = files.map {
      PlannedFile(path: (output as NSString).appendingPathComponent($0.path), text: $0.contents)
    }
    let outcome: ApplyOutcome
    let created = !FileManager.default.fileExists(atPath: output)
    do {
      try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
      outcome = try ChangeApplier().apply(planned, options: ApplyOptions(root: output, allowDirty: true))
    } catch {
      if created { try? FileManager.default.removeItem(atPath: output) }
      throw ToolError.writeFailed("", error)
    }
    let lines =
      outcome.lines.isEmpty ? ["unchanged: \(files.count) files already up to date in \(output)"] : outcome.lines
    return CommandResult(exitCode: 0, stdout: lines.map { $0 + "\n" }.joined(), stderr: stderr)
  }

  /// The feature named by `--feature`, or for `--all` every view model classified as a feature.
  static func selectedFeatures(_ arguments: ParsedArguments, _ pipeline: MigrationPipeline) throws -> [FeatureProposal]
  {
    if arguments.flags.contains("all") {
      guard arguments.values["feature"] == nil else { throw ToolError.usage("give either --feature NAME or --all") }
      return pipeline.classifiedFeatures
    }
    guard let name = arguments.values["feature"] else { throw ToolError.usage("missing --feature NAME (or --all)") }
    return [try pipeline.feature(named: name)]
  }
}
