import Analysis
import Proposal

/// Conversion contexts built without the proposal stage (for rule examples and tests).
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
