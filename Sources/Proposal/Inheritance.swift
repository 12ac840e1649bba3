import Analysis

/// Folds the view-model superclasses of a view model into it, so a subclass's feature carries inherited state.
public enum Inheritance {
  /// The view model with the state, methods, dependencies and children of its view-model superclasses merged in
  /// (the subclass wins on name clashes), and the superclass names, nearest first.
  public static func flattened(_ model: ViewModel, in lookup: ViewModelLookup) -> (ViewModel, [String]) {
    var chain: [ViewModel] = []
    var seen: Set<String> = [model.name]
    var current = model.superclass
    while let name = current, let base = lookup.viewModel(named: name), seen.insert(base.name).inserted {
      chain.append(base)
      current = base.superclass
    }
    guard !chain.isEmpty else { return (model, []) }
    var result = model
    for base in chain {
      let located = { (method: Method) -> Method in
        var method = method
        if method.file == nil { method.file = base.file }
        return method
      }
      result.published = merged(base.published, under: result.published, name: \.name)
      result.computed = merged(base.computed, under: result.computed, name: \.name)
      result.methods = merged(base.methods.map(located), under: result.methods, name: \.name)
      result.dependencies = merged(base.dependencies, under: result.dependencies, name: \.name)
      result.childReferences = merged(base.childReferences, under: result.childReferences, name: \.property)
      result.constants = merged(base.constants, under: result.constants, name: \.name)
      result.combine = merged(base.combine, under: result.combine, name: \.name)
      if result.initializers.isEmpty { result.initializers = base.initializers.map(located) }
      let nested = merged(base.nested ?? [], under: result.nested ?? [], name: \.name)
      result.nested = nested.isEmpty ? nil : nested
    }
    return (result, chain.map(\.name))
  }

  /// `inherited` items not overridden by `own`, followed by `own`.
  private static func merged<Item>(_ inherited: [Item], under own: [Item], name: (Item) -> String) -> [Item] {
    let names = Set(own.map(name))
    return inherited.filter { !names.contains(name($0)) } + own
  }
}
