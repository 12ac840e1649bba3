import Analysis
import Effects
import Proposal

/// The method-body converter the CLI uses.
enum Converters {
  /// Translates method bodies into reducer code with the effect rewriter, naming child features as the proposal does.
  static func effectRewriter(_ analysis: AnalysisResult) -> any MethodConverting {
    EffectRewriter(services: analysis.services) { TCANaming.featureName(forViewModel: $0) }
  }
}
