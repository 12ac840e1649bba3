import Analysis
import Proposal

/// The method-body converter the CLI uses.
enum Converters {
  /// Translates method bodies into reducer code (falls back to the verbatim TODO converter until the rewriter lands).
  static func effectRewriter(_ analysis: AnalysisResult) -> any MethodConverting { VerbatimConverter() }
}
