import Analysis
import Emit
import Proposal

/// An app given as file texts by path, analyzed, proposed and emitted in memory.
enum InMemoryApp {
  /// The files `apply --feature feature` would write for `app`, by path.
  static func emitted(_ app: [String: String], feature: String) -> [String: String] {
    let inputs = app.keys.sorted().map { SourceInput(path: $0, bytes: Array((app[$0] ?? "").utf8)) }
    let analysis = Analyzer.analyze(inputs)
    let proposal = FeatureProposer().propose(analysis)
    let files = FeatureEmitter().files(for: proposal, feature: feature, sources: app, viewModels: analysis.viewModels)
    return Dictionary(files.map { ($0.path, $0.contents) }) { first, _ in first }
  }
}
