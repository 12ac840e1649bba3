import Analysis
import Effects
import Proposal

/// The method-body converter the CLI uses.
enum Converters {
  /// The effect rewriter, naming child features the way the proposal does.
  static func effectRewriter(_ analysis: AnalysisResult) -> any MethodConverting {
    EffectRewriter(services: analysis.services) { FeatureNaming.featureName(forViewModel: $0) }
  }
}
