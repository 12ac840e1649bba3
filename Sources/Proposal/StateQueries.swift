import Analysis

/// Query methods (they return a value and change nothing) move into `State` instead of becoming actions: a reducer
/// case cannot return a value, and State can answer the question itself.
public enum StateQueries {
  /// Methods that may be queries: synchronous, not static, returning a value that is not a view model.
  public static func candidates(of context: ProposalContext) -> [Method] {
    context.viewModel.methods.filter { method in
      guard let result = method.returnType, !["Void", "()"].contains(result), !method.isStatic, !method.isAsync,
        method.body != nil
      else { return false }
      return context.lookup.viewModelName(TypeText.unwrapped(result)) == nil
    }
  }

  /// Moves every query the converter proves pure into `proposal.stateMethods` (queries may call each other, so the
  /// set shrinks until every member only calls members) and records each as fully converted.
  public static func apply(to proposal: inout FeatureProposal, in context: ProposalContext) {
    let candidates = candidates(of: context)
    guard !candidates.isEmpty else { return }
    var names = Set(candidates.map(\.name))
    var bodies: [String: [String]] = [:]
    while true {
      var conversionContext = ProposalBuilder.conversionContext(for: proposal, in: context)
      conversionContext.stateMethods = names
      bodies = [:]
      for method in candidates where names.contains(method.name) && bodies[method.name] == nil {
        if let body = context.converter.convertQuery(method, in: conversionContext) { bodies[method.name] = body }
      }
      let proven = Set(bodies.keys)
      if proven == names { break }
      names = proven
    }
    var seen: Set<String> = []
    for method in candidates where bodies[method.name] != nil && seen.insert(method.name).inserted {
      proposal.stateMethods.append(
        StateMethod(name: method.name, signature: signature(of: method, in: context), body: bodies[method.name] ?? []))
      proposal.conversions.append(
        ConversionRecord(method: method.name, action: "State.\(method.name)", status: .full, line: method.line))
    }
  }

  /// `message(for field: String) -> String?`.
  static func signature(of method: Method, in context: ProposalContext) -> String {
    let parameters = method.parameters.map { parameter -> String in
      let type = context.replacingViewModelTypes(in: parameter.type)
      let name = TCANaming.identifier(parameter.name)
      let label = parameter.label.map { ["inout", "var", "let"].contains($0) ? "`\($0)`" : $0 } ?? "_"
      let head = label == name ? name : "\(label) \(name)"
      return "\(head): \(type)" + (parameter.defaultValue.map { " = \($0)" } ?? "")
    }
    let effects = method.throws ? " throws" : ""
    let result = context.replacingViewModelTypes(in: method.returnType ?? "Void")
    return "\(TCANaming.identifier(method.name))(\(parameters.joined(separator: ", ")))\(effects) -> \(result)"
  }
}
