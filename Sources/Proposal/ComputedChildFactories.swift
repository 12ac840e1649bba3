import Analysis

/// A computed property that builds a child view model (`var emailsViewModel: EmailsViewModel { EmailsViewModel(…) }`)
/// is a factory the view reads instead of calling; the proposal treats it as the method without parameters it is.
public enum ComputedChildFactories {
  /// `model` with each such property moved from `computed` to `methods`, as a method returning the child (the
  /// analysis records the child it creates; `ChildFactory` then decides whether its shape converts).
  public static func promoted(_ model: ViewModel, lookup: ViewModelLookup) -> ViewModel {
    var result = model
    var factories: [Method] = []
    result.computed = model.computed.filter { property in
      guard let type = property.type, let child = lookup.viewModelName(TypeText.stripExistential(type)),
        child != model.name, !model.methods.contains(where: { $0.name == property.name })
      else { return true }
      factories.append(
        Method(
          name: property.name, line: property.line, parameters: [], returnType: type, body: property.body,
          bodyLine: property.line))
      return false
    }
    guard !factories.isEmpty else { return model }
    result.methods += factories
    return result
  }
}
