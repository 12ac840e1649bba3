import Analysis
import Foundation
import Proposal

/// `tca-migrate analyze PATH`: view models, services, owners and findings as text, JSON or Xcode diagnostics.
enum AnalyzeCommand: Verb {
  static let name = "analyze"
  static let summary = "find view models, their state, methods, services, children and views"
  static let usage = """
    usage: tca-migrate analyze PATH [--format text|json|xcode]

    Analyzes every .swift file under PATH (skipping .build, Pods, Carthage, DerivedData,
    *.generated.swift and *.pb.swift). text is a summary for a person, json the full model
    (see DESIGN.md), xcode one `path:line:column: warning: message` line per finding.
    Exit 0 when analyzed, 1 when some files could not be read, 2 for bad usage or a missing PATH.
    """
  static let options = OptionSpec(valued: ["format"])

  static func run(_ arguments: ParsedArguments) throws -> CommandResult {
    let root = try arguments.singlePath()
    let format = try arguments.choice("format", allowed: ["text", "json", "xcode"], default: "text")
    let (analysis, base) = try analyze(root)
    let proposal = FeatureProposer.propose(analysis, converter: Converters.effectRewriter(analysis))
    let result = ConversionReport.annotate(analysis, with: proposal)
    let output: String
    switch format {
    case "json": output = try JSONOutput.encode(result)
    case "xcode": output = XcodeDiagnostics.render(result.diagnostics, base: base)
    default: output = AnalysisSummary.render(result)
    }
    let failed = result.diagnostics.contains { $0.severity == .error }
    return CommandResult(exitCode: failed ? 1 : 0, stdout: output, stderr: "")
  }

  /// Reads and analyzes the Swift files under `root`; returns the result and the folder paths are relative to.
  static func analyze(_ root: String) throws -> (AnalysisResult, String) {
    let (inputs, diagnostics, base) = try SourceTree.read(root)
    return (Analyzer.analyze(inputs, extraDiagnostics: diagnostics), base)
  }
}

/// Stable, sorted, pretty JSON for machine consumers.
enum JSONOutput {
  static func encode<Value: Encodable>(_ value: Value) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
  }
}

/// `path:line:column: severity: message` lines that Xcode and editors understand.
enum XcodeDiagnostics {
  static func render(_ diagnostics: [Diagnostic], base: String) -> String {
    diagnostics.map { diagnostic in
      let path = (base as NSString).appendingPathComponent(diagnostic.file)
      return "\(path):\(diagnostic.line):\(diagnostic.column): \(diagnostic.severity.rawValue): \(diagnostic.message)\n"
    }.joined()
  }
}
