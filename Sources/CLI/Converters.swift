import Analysis
import Effects
import Proposal

/// The method-body converter the CLI uses.
enum Converters {
  /// The effect rewriter, naming child features the way the proposal does (with `featureSuffix`).
  static func effectRewriter(
    _ analysis: AnalysisResult, featureSuffix: String = FeatureNaming.defaultFeatureSuffix
  ) -> any MethodConverting {
    EffectRewriter(services: ClientServices.endpointSignatures(in: analysis)) {
      FeatureNaming.featureName(forViewModel: $0, suffix: featureSuffix)
    }
  }

  /// `effectRewriter` with the suffix fixed, for `MigrationPipeline`.
  static func effectRewriter(featureSuffix: String) -> @Sendable (AnalysisResult) -> any MethodConverting {
    { effectRewriter($0, featureSuffix: featureSuffix) }
  }
}
