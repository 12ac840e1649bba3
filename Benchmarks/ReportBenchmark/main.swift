import Analysis
import Effects
import Foundation
import Lexer
import Plan
import Proposal
import Report

// Times each stage behind `tca-migrate report` on a folder of Swift files: best of N runs per stage.
// usage: report-benchmark DIR [--repeat N]

let arguments = Array(CommandLine.arguments.dropFirst())
guard let root = arguments.first else {
  FileHandle.standardError.write(Data("usage: report-benchmark DIR [--repeat N]\n".utf8))
  exit(2)
}
let repeats = arguments.firstIndex(of: "--repeat").flatMap { Int(arguments[safe: $0 + 1] ?? "") } ?? 3

extension Array {
  subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

func best<T>(_ label: String, _ work: () throws -> T) rethrows -> T {
  var fastest = Double.infinity
  var result: T?
  for _ in 0..<max(1, repeats) {
    let start = DispatchTime.now().uptimeNanoseconds
    result = try work()
    fastest = min(fastest, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
  }
  print(label.padding(toLength: 26, withPad: " ", startingAt: 0) + String(format: "%7.3f s", fastest))
  return result!
}

let sources: [SourceInput] = best("read files") {
  let enumerator = FileManager.default.enumerator(atPath: root)
  var inputs: [SourceInput] = []
  while let relative = enumerator?.nextObject() as? String {
    guard relative.hasSuffix(".swift"),
      let data = FileManager.default.contents(atPath: (root as NSString).appendingPathComponent(relative))
    else { continue }
    inputs.append(SourceInput(path: relative, bytes: [UInt8](data)))
  }
  return inputs.sorted { $0.path < $1.path }
}
let analysis = best("analyze") { Analyzer.analyze(sources) }
print("files \(analysis.files), lines \(analysis.lines), view models \(analysis.viewModels.count)")
let plan = best("plan") { MigrationPlan.make(from: analysis) }
let overview = best("plan overview + checklist") { PlanOverview(plan) }
let proposal = best("propose + effect rewriter") {
  let options = ProposalOptions(
    identifiableTypes: IdentifiableTypes.find(in: sources.map { SourceFile(bytes: $0.bytes) }),
    pinnedFeatureNames: Dictionary(plan.features.map { ($0.viewModel, $0.name) }) { first, _ in first })
  let rewriter = EffectRewriter(services: analysis.services) { FeatureNaming.featureName(forViewModel: $0) }
  return FeatureProposer.propose(analysis, converter: rewriter, options: options)
}
let input = best("proposal summaries") {
  ReportInput(
    title: "benchmark", analysis: analysis, plan: overview,
    proposals: FeatureProposalSummary.summaries(from: proposal, analysis: analysis),
    clients: ReportClient.clients(from: proposal))
}
let report = best("build report") { ReportBuilder.build(input) }
for format in ReportFormat.allCases {
  let text = try best("render \(format.rawValue)") { try format.render(report) }
  print("  \(text.utf8.count) bytes")
}
