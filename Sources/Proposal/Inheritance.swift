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

  /// A flag when the chain of `model` (its view-model `superclasses` folded in) ends at a class of the codebase
  /// that is not a view model: none of that class is folded in, so code reading what it declares stays as written.
  public static func unfoldedBaseFlag(
    _ model: ViewModel, superclasses: [String], in analysis: AnalysisResult, lookup: ViewModelLookup
  ) -> ProposalFlag? {
    let last = superclasses.last.map { lookup.viewModel(named: $0)?.superclass } ?? model.superclass
    guard let name = last, lookup.viewModel(named: name) == nil, let base = analysis.models[name], base.kind == .class
    else { return nil }
    let stored = base.storedProperties.prefix(5).map { "`\($0.name)`" }.joined(separator: ", ")
    return ProposalFlag(
      code: "unfolded-superclass",
      message:
        "inherits `\(name)`, a class of the codebase that is not a view model: what it declares"
        + (stored.isEmpty ? "" : " (\(stored))") + " is not folded into the feature, and code reading it is kept as"
        + " written and does not compile; move it into the view model, or make `\(name)` observable",
      line: model.line)
  }

  /// `inherited` items not overridden by `own`, followed by `own`.
  private static func merged<Item>(_ inherited: [Item], under own: [Item], name: (Item) -> String) -> [Item] {
    let names = Set(own.map(name))
    return inherited.filter { !names.contains(name($0)) } + own
  }
}
