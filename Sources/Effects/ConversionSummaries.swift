import Analysis
import Proposal

extension ConversionSummary {
  /// Counts one conversion.
  public mutating func add(_ status: MethodConversion.Status) {
    switch status {
    case .full: full += 1
    case .partial: partial += 1
    case .manual: manual += 1
    }
  }
}

/// Per-view-model conversion counts for `analyze`.
public enum ConversionSummaries {
  /// Converts every action method of each view model (and an initializer that starts work) and counts statuses;
  /// `context` builds the converter's context (pass the proposal's so the counts match the generated code).
  public static func summarize(
    _ analysis: AnalysisResult,
    context: (ViewModel, AnalysisResult) -> ConversionContext = ConversionContexts.standard
  ) -> (perViewModel: [String: ConversionSummary], total: ConversionSummary) {
    let rewriter = EffectRewriter(services: analysis.services)
    var perViewModel: [String: ConversionSummary] = [:]
    var total = ConversionSummary()
    for viewModel in analysis.viewModels {
      let summary = summarize(viewModel, context: context(viewModel, analysis), rewriter: rewriter)
      perViewModel[viewModel.name] = summary
      total = total + summary
    }
    return (perViewModel, total)
  }

  /// The counts for one view model.
  public static func summarize(_ viewModel: ViewModel, context: ConversionContext, rewriter: EffectRewriter)
    -> ConversionSummary
  {
    var summary = ConversionSummary()
    for method in viewModel.methods
    where !method.isStatic && method.body != nil && context.actionNames[method.name] != nil {
      summary.add(rewriter.convert(method, in: context).status)
    }
    for initializer in viewModel.initializers where initializer.body != nil {
      let conversion = rewriter.convert(initializer, in: context)
      let isIdle = conversion.body == ["return .none"] && conversion.extraCases.isEmpty && conversion.todos.isEmpty
      if !isIdle { summary.add(conversion.status) }
    }
    return summary
  }
}

/// Conversion contexts built without the proposal stage (for summaries and tests).
public enum ConversionContexts {
  /// Observed and computed properties and current-value subjects are state, injected services become `XClient`s,
  /// injected closures and passthrough subjects delegate actions, every non-private method is an action named after
  /// itself.
  public static func standard(_ viewModel: ViewModel, in analysis: AnalysisResult) -> ConversionContext {
    var clients: [String: ClientBinding] = [:]
    let serviceNames = Set(analysis.services.map(\.name))
    for dependency in viewModel.dependencies where serviceNames.contains(dependency.type) {
      let clientType = clientName(forService: dependency.type)
      clients[dependency.name] = ClientBinding(
        clientType: clientType, property: clientType.prefix(1).lowercased() + clientType.dropFirst(), endpoints: [:])
    }
    var actions: [String: String] = [:]
    for method in viewModel.methods where !method.isPrivate && !method.isStatic { actions[method.name] = method.name }
    let subjects = SubjectProperty.all(of: viewModel)
    let values = Set(subjects.filter { $0.kind == .currentValue }.map(\.name))
    var delegates: [String: String] = [:]
    for closure in DelegateClosureRule.closures(of: viewModel) { delegates[closure.name] = closure.name }
    return ConversionContext(
      viewModel: viewModel,
      stateNames: Set(viewModel.published.map(\.name) + viewModel.computed.map(\.name)).union(values),
      clients: clients, actionNames: actions, indent: analysis.indentation, delegateClosures: delegates,
      stateSubjects: values)
  }

  /// `GamesService` → `GamesClient`, `APIServiceProtocol` → `APIClient`.
  static func clientName(forService name: String) -> String {
    var base = name
    for _ in 0..<2 {
      for suffix in ["Protocol", "Type", "Interface", "Service", "Repository", "Manager", "Provider"]
      where base.hasSuffix(suffix) && base.count > suffix.count {
        base = String(base.dropLast(suffix.count))
        break
      }
    }
    return base.hasSuffix("Client") ? base : base + "Client"
  }
}
