import Analysis

/// Query methods (they return a value and change nothing) move into `State`, or onto the reducer, instead of becoming
/// actions (`PureHelperRule`): the methods that may be queries and their signatures.
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
