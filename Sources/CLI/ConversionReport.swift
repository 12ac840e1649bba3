import Analysis
import Emit
import Proposal

/// Adds the effect rewriter's per-method outcome to an analysis: counts per view model and in total, and one note
/// per TODO with its file and line.
enum ConversionReport {
  static func annotate(_ analysis: AnalysisResult, with proposal: MigrationProposal) -> AnalysisResult {
    annotateWithGuides(analysis, with: proposal).result
  }

  /// The annotated analysis and, for each TODO note it adds, the guide page that explains the TODO.
  static func annotateWithGuides(_ analysis: AnalysisResult, with proposal: MigrationProposal) -> (
    result: AnalysisResult, guides: [Diagnostic: String]
  ) {
    annotateWithGuides(analysis, with: proposal.features.map { ConversionOutcome($0) })
  }

  /// The analysis annotated with `outcomes` (one per proposed view model) and each TODO note's guide page. Only
  /// view models classified as features count, as in the report: a client keeps its class behind its
  /// `@DependencyClient` and a skipped one is not migrated, so none of their methods becomes reducer code.
  static func annotateWithGuides(_ analysis: AnalysisResult, with outcomes: [ConversionOutcome]) -> (
    result: AnalysisResult, guides: [Diagnostic: String]
  ) {
    var result = analysis
    var total = ConversionSummary()
    var notes: [Diagnostic] = []
    var guides: [Diagnostic: String] = [:]
    let features = Dictionary(outcomes.map { ($0.viewModel, $0) }) { first, _ in first }
    for index in result.viewModels.indices {
      let model = result.viewModels[index]
      guard model.classification == .feature, let feature = features[model.name] else { continue }
      let summary = feature.summary
      result.viewModels[index].conversion = summary
      result.viewModels[index].unconverted = feature.unconverted
      total = total + summary
      for todo in feature.todos {
        let page = GuideLinks.page(for: todo)
        let note = Diagnostic(
          file: todo.file ?? model.file, line: todo.line, severity: .note,
          message: "TODO(tca-migrate) in \(feature.feature): \(todo.reason) (see \(GuideLinks.folder)/\(page))",
          code: "conversion-todo")
        notes.append(note)
        guides[note] = page
      }
    }
    result.conversion = total
    result.diagnostics = (result.diagnostics + notes).sorted {
      ($0.file, $0.line, $0.column, $0.message) < ($1.file, $1.line, $1.column, $1.message)
    }
    return (result, guides)
  }
}
