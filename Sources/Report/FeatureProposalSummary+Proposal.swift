import Analysis
import Emit
import Proposal

extension FeatureProposalSummary {
  /// One summary per proposed feature: its rendered feature code, conversion records, TODOs and flags.
  public static func summaries(from proposal: MigrationProposal, analysis: AnalysisResult) -> [FeatureProposalSummary] {
    let renderer = FeatureRenderer(indentation: proposal.indentation)
    var methodLines: [String: [String: Int]] = [:]
    for viewModel in analysis.viewModels where methodLines[viewModel.name] == nil {
      var lines: [String: Int] = [:]
      for method in viewModel.methods + viewModel.initializers where lines[method.name] == nil {
        lines[method.name] = method.line
      }
      methodLines[viewModel.name] = lines
    }
    return proposal.features.map { feature in
      let lines = methodLines[feature.viewModel] ?? [:]
      return FeatureProposalSummary(
        viewModel: feature.viewModel, featureName: feature.name,
        code: [CodeBlock(title: feature.name + ".swift", code: renderer.render(feature))], clients: feature.clients,
        reducerCases: feature.conversions.map {
          ReducerCaseRow(
            method: $0.method, action: $0.action, line: lines[$0.method],
            status: ConversionStatus(rawValue: $0.status.rawValue))
        },
        conversion: feature.conversionSummary,
        helpers: feature.helpers.map { HelperEntry(name: $0.name, line: $0.line, reason: $0.reason) },
        todos: feature.todos.map {
          ReportTodo(file: $0.file ?? feature.file, line: $0.line, reason: $0.reason, guide: GuideLinks.page(for: $0))
        },
        flags: feature.flags.map { ReportFlag(code: $0.code, message: $0.message, file: $0.file, line: $0.line) })
    }
  }
}

extension ReportClient {
  /// One entry per proposed client, with its rendered code.
  public static func clients(from proposal: MigrationProposal) -> [ReportClient] {
    let renderer = ClientRenderer(indentation: proposal.indentation)
    return proposal.clients.map {
      ReportClient(name: $0.name, service: $0.service, usedBy: $0.usedBy, code: renderer.render($0))
    }
  }
}
