import Analysis
import Foundation
import Proposal
import Report

/// `tca-migrate analyze PATH`: view models, services, owners and findings as text, JSON, Xcode diagnostics, SARIF
/// or GitHub Actions annotations.
enum AnalyzeCommand: Verb {
  static let name = "analyze"
  static let summary = "find view models, their state, methods, services, children and views"
  static let usage = """
    usage: tca-migrate analyze PATH [--format text|json|xcode|sarif|github] [--config FILE]

    Analyzes every .swift file under PATH (skipping .build, Pods, Carthage, DerivedData,
    *.generated.swift and *.pb.swift, and what PATH/.tca-migrate.json or --config excludes).
    text is a summary for a person, json the full model (see DESIGN.md), xcode one
    `path:line:column: warning: message` line per finding, sarif a SARIF 2.1.0 log for GitHub code
    scanning, github one `::warning file=…,line=…,col=…::message` workflow command per finding.
    Findings are the diagnostics and every method not converted fully.
    Exit 0 when analyzed, 1 when some files could not be read, 2 for bad usage, a missing PATH or a bad config.
    """
  static let options = OptionSpec(valued: ["format", "config"])

  static func run(_ arguments: ParsedArguments) throws -> CommandResult {
    let root = try arguments.singlePath()
    let format = try arguments.choice(
      "format", allowed: ["text", "json", "xcode", "sarif", "github"], default: "text")
    let config = try MigrationConfig.load(root: root, explicit: arguments.values["config"])
    let (result, guides, base) = try annotated(root, config: config)
    let failed = result.diagnostics.contains { $0.severity == .error }
    let output: String
    switch format {
    case "json":
      // Written as it is encoded, without the models the JSON leaves out.
      var encoded = result
      encoded.models = [:]
      let written = encoded
      return CommandResult(
        exitCode: failed ? 1 : 0, output: .stream { try JSONOutput.write(written, to: $0) }, stderr: "")
    case "xcode": output = XcodeDiagnostics.render(Finding.findings(in: result, todoGuides: guides), base: base)
    case "sarif":
      output = try SARIFRenderer.render(
        Finding.findings(in: result, todoGuides: guides), tool: ToolInfo.sarif, rootURI: rootURI(base))
    case "github": output = GitHubAnnotations.render(Finding.findings(in: result, todoGuides: guides), base: base)
    default: output = AnalysisSummary.render(result)
    }
    return CommandResult(exitCode: failed ? 1 : 0, stdout: output, stderr: "")
  }

  /// The analysis of `root` with each view model's conversion outcome, the guide page of each conversion TODO note,
  /// and the folder paths are relative to: what every format of `analyze` renders.
  static func annotated(_ root: String, config: MigrationConfig = MigrationConfig()) throws -> (
    result: AnalysisResult, guides: [Diagnostic: String], base: String
  ) {
    let (analysis, base) = try analyze(root, config: config)
    let migratable = config.migratable(analysis)
    // Only what the counts and TODOs need: tests, views and the passes over finished features are not built.
    let proposer = FeatureProposer(
      options: ProposalOptions(featureSuffix: config.featureSuffix),
      converter: Converters.effectRewriter(migratable, featureSuffix: config.featureSuffix))
    let (result, guides) = ConversionReport.annotateWithGuides(analysis, with: proposer.outcomes(migratable))
    return (result, guides, base)
  }

  /// Reads and analyzes the Swift files under `root` that `config` lets through; returns the result (with the
  /// config's own warnings) and the folder paths are relative to.
  static func analyze(_ root: String, config: MigrationConfig = MigrationConfig()) throws -> (AnalysisResult, String) {
    let (inputs, diagnostics, base) = try SourceTree.read(root, config: config)
    var analysis = Analyzer.analyze(inputs, extraDiagnostics: diagnostics)
    let warnings = config.diagnostics(for: analysis)
    if !warnings.isEmpty {
      analysis.diagnostics = (analysis.diagnostics + warnings).sorted {
        ($0.file, $0.line, $0.column, $0.message) < ($1.file, $1.line, $1.column, $1.message)
      }
    }
    return (analysis, base)
  }

  /// The `file://` URI of the folder findings are relative to, ending in `/`.
  static func rootURI(_ base: String) -> String {
    let url = URL(fileURLWithPath: base, isDirectory: true).standardizedFileURL.absoluteURL
    let text = url.absoluteString
    return text.hasSuffix("/") ? text : text + "/"
  }
}

/// Stable, sorted, pretty JSON for machine consumers.
enum JSONOutput {
  /// The JSON text of `value` and a newline.
  static func encode<Value: Encodable>(_ value: Value) throws -> String {
    do {
      return try PrettyJSONEncoder.encodeLine(value)
    } catch is PrettyJSONEncoder.Unsupported {}
    let data = try foundation(value)
    // One copy into the result, newline included: the output can be tens of MB.
    return String(unsafeUninitializedCapacity: data.count + 1) { buffer in
      let count = data.copyBytes(to: buffer)
      buffer[count] = 0x0A
      return count + 1
    }
  }

  /// Writes the text `encode` returns to `output` in pieces as it is produced.
  static func write<Value: Encodable>(_ value: Value, to output: (UnsafeBufferPointer<UInt8>) -> Void) throws {
    var sent = 0
    do {
      return try PrettyJSONEncoder.write(value) { piece in
        sent += piece.count
        output(piece)
      }
    } catch is PrettyJSONEncoder.Unsupported {}
    // What was sent is the beginning of the same text: Foundation's encoding goes on from there.
    var data = try foundation(value)
    data.append(0x0A)
    guard sent < data.count else { return }
    data[(data.startIndex + sent)...].withUnsafeBytes { output($0.bindMemory(to: UInt8.self)) }
  }

  /// `JSONEncoder`'s text of `value`, without the newline.
  private static func foundation<Value: Encodable>(_ value: Value) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(value)
  }
}

/// `path:line:column: severity: message` lines that Xcode and editors understand.
enum XcodeDiagnostics {
  static func render(_ findings: [Finding], base: String) -> String {
    findings.map { finding in
      let path = finding.file.hasPrefix("/") ? finding.file : (base as NSString).appendingPathComponent(finding.file)
      return "\(path):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(finding.message)\n"
    }.joined()
  }
}
