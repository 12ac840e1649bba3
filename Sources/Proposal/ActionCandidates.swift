import Analysis

/// The view model's action methods before any State method is left out, and each one's action case name: what
/// `MethodActionRule.actionMethods` and `actionNames` filter, found once per context instead of once per call (the
/// proposal asks five times per feature, and once more per child it calls).
public struct ActionCandidates: Sendable {
  /// Positions in `methods` of the methods that become actions when no State method is excluded, in order.
  let indices: [Int]
  /// The methods that are child factories, which stay actions even when excluded.
  let translated: Set<String>
  /// Method name → action case name (`…ButtonTapped` for a method only buttons call).
  let caseNames: [String: String]

  /// None, before a context has its factories.
  init() {
    indices = []
    translated = []
    caseNames = [:]
  }

  /// The candidates of `context` (whose `childFactories` are already found).
  init(_ context: ProposalContext) {
    let model = context.viewModel
    let calls = context.uses.filter { $0.kind == .call }
    let called = Set(calls.map(\.member))
    let translated = Set(context.childFactories.map(\.method))
    let factories = Set(model.childReferences.filter { $0.cardinality == .created }.map(\.property))
      .subtracting(translated)
    let parentCalls = MethodActionRule.methodsCalledByParents(of: context)
    let callers = context.facts.callers
    // The cases of the view model's own `Action` enum stay its actions, under their names, as views send them.
    let dispatched = Set(model.dispatch?.cases ?? [])
    // A position in `methods + initializers`, without copying the two arrays into one.
    func body(_ position: Int) -> Method {
      position < model.methods.count ? model.methods[position] : model.initializers[position - model.methods.count]
    }
    indices = model.methods.indices.filter { position in
      let method = model.methods[position]
      if translated.contains(method.name) || dispatched.contains(method.name) { return true }
      if method.isStatic || factories.contains(method.name) { return false }
      if MethodActionRule.isSynthesizedConformance(method) { return false }
      if let result = method.returnType, context.lookup.viewModelName(result) != nil { return false }
      if called.contains(method.name) { return true }
      // A framework's callback (`locationManager(_:didUpdateLocations:)`) is called by the framework, not a view.
      if method.callbackOf != nil, !parentCalls.contains(method.name) { return false }
      if method.isPrivate { return false }
      if parentCalls.contains(method.name) { return true }
      return (callers[method.name] ?? []).allSatisfy { body($0) == method }
    }
    self.translated = translated
    let callsByMember = Dictionary(grouping: calls, by: \.member)
    var caseNames: [String: String] = [:]
    for position in indices where caseNames[model.methods[position].name] == nil {
      let name = model.methods[position].name
      let memberCalls = callsByMember[name] ?? []
      let onlyButtons =
        !dispatched.contains(name) && !memberCalls.isEmpty && memberCalls.allSatisfy { $0.context == "button" }
      caseNames[name] = onlyButtons ? TCANaming.buttonActionName(forMethod: name) : name
    }
    self.caseNames = caseNames
  }

  /// The positions of the action methods when the State methods `queries` are left out (child factories stay).
  func indices(of model: ViewModel, excluding queries: Set<String>) -> [Int] {
    guard !queries.isEmpty else { return indices }
    return indices.filter { translated.contains(model.methods[$0].name) || !queries.contains(model.methods[$0].name) }
  }
}
