import Analysis

/// View models generic over a Combine `Scheduler` (`SearchViewModel<S: Scheduler>`, the way a view model is handed a
/// test scheduler), as features see them: the parameter is gone, what it typed is TCA's `mainQueue` dependency.
public enum SchedulerParameters {
  /// The type of TCA's `mainQueue` dependency, which a scheduler-typed property becomes.
  static let erasedType = "AnySchedulerOf<DispatchQueue>"

  /// `analysis` with every scheduler parameter erased: from the view model declaring it (its clause, its `where`
  /// requirements, the properties it types) and from every type and body naming that view model with arguments
  /// (`SearchViewModel<DispatchQueue>` → `SearchViewModel`); nil when no view model has one.
  public static func erased(_ analysis: AnalysisResult) -> AnalysisResult? {
    var positions: [String: Set<Int>] = [:]
    for model in analysis.viewModels {
      let found = schedulerPositions(of: model)
      if !found.isEmpty { positions[model.name] = found }
    }
    guard !positions.isEmpty else { return nil }
    let lookup = ViewModelLookup(analysis)
    func rewritten(_ text: String) -> String {
      guard text.utf8.contains(0x3C) else { return text }
      return lookup.replacingViewModelNames(in: text) { name, clause in
        guard let dropped = positions[name], !clause.isEmpty else { return name + clause }
        return name + keptArguments(clause, dropping: dropped)
      }
    }
    var result = analysis
    for index in result.viewModels.indices {
      var model = result.viewModels[index]
      if let dropped = positions[model.name] { erase(dropped, from: &model) }
      for i in model.published.indices { model.published[i].type = model.published[i].type.map(rewritten) }
      for i in model.dependencies.indices { model.dependencies[i].type = rewritten(model.dependencies[i].type) }
      for i in model.constants.indices { model.constants[i].type = model.constants[i].type.map(rewritten) }
      for i in model.childReferences.indices {
        guard let dropped = positions[model.childReferences[i].type],
          let clause = model.childReferences[i].genericArguments
        else { continue }
        let kept = keptArguments(clause, dropping: dropped)
        model.childReferences[i].genericArguments = kept.isEmpty ? nil : kept
      }
      model.methods = model.methods.map { rewrittenBody($0, rewritten) }
      model.initializers = model.initializers.map { rewrittenBody($0, rewritten) }
      result.viewModels[index] = model
    }
    return result
  }

  /// `method` with `rewrite` applied to its body and parameter types.
  private static func rewrittenBody(_ method: Method, _ rewrite: (String) -> String) -> Method {
    var method = method
    method.body = method.body.map(rewrite)
    for i in method.parameters.indices { method.parameters[i].type = rewrite(method.parameters[i].type) }
    return method
  }

  /// Removes the parameters at `dropped` from `model`'s clause and the requirements naming them, and writes the
  /// `mainQueue` dependency's type where a property or initializer parameter named them (`Debounce<S>`).
  private static func erase(_ dropped: Set<Int>, from model: inout ViewModel) {
    let parameters = parts(of: model.genericParameters)
    let names = Set(parameters.enumerated().filter { dropped.contains($0.offset) }.map { constrainedName($0.element) })
    let kept = parameters.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
    model.genericParameters = kept.isEmpty ? nil : "<" + kept.joined(separator: ", ") + ">"
    let requirements = requirements(of: model)
    let keptRequirements = requirements.filter { names.isDisjoint(with: TypeText.identifiers(in: $0)) }
    model.whereClause = keptRequirements.isEmpty ? nil : keptRequirements.joined(separator: ", ")
    func erased(_ type: String) -> String {
      names.reduce(type) { LineText.replacingWord($1, with: erasedType, in: $0) }
    }
    for i in model.dependencies.indices { model.dependencies[i].type = erased(model.dependencies[i].type) }
    for i in model.constants.indices { model.constants[i].type = model.constants[i].type.map(erased) }
    for i in model.published.indices { model.published[i].type = model.published[i].type.map(erased) }
    for i in model.initializers.indices {
      for p in model.initializers[i].parameters.indices {
        model.initializers[i].parameters[p].type = erased(model.initializers[i].parameters[p].type)
      }
    }
  }

  /// The positions of `model`'s generic parameters that require Combine's `Scheduler`, in the clause or in `where`.
  static func schedulerPositions(of model: ViewModel) -> Set<Int> {
    let parameters = parts(of: model.genericParameters)
    guard !parameters.isEmpty else { return [] }
    let requirements = requirements(of: model)
    var found: Set<Int> = []
    for (offset, parameter) in parameters.enumerated() {
      let name = constrainedName(parameter)
      let constraints = [parameter] + requirements.filter { constrainedName($0) == name }
      if constraints.contains(where: isSchedulerConstraint) { found.insert(offset) }
    }
    return found
  }

  /// A generic argument clause without the arguments at `dropped`: `<Item, DispatchQueue>` → `<Item>`, or empty.
  static func keptArguments(_ clause: String, dropping dropped: Set<Int>) -> String {
    let kept = parts(of: clause).enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
    return kept.isEmpty ? "" : "<" + kept.joined(separator: ", ") + ">"
  }

  /// The comma-separated parts of a `<…>` clause.
  private static func parts(of clause: String?) -> [String] {
    guard let clause, clause.hasPrefix("<"), clause.hasSuffix(">") else { return [] }
    return LineText.topLevelArguments(clause.dropFirst().dropLast()).filter { !$0.isEmpty }
  }

  /// The `where` requirements of `model`'s declaration, one a piece (`S: Scheduler`).
  private static func requirements(of model: ViewModel) -> [String] {
    model.whereClause.map { LineText.topLevelArguments(Substring($0)).filter { !$0.isEmpty } } ?? []
  }

  /// The name a generic parameter or requirement constrains: `S` of `S: Scheduler`.
  private static func constrainedName(_ text: String) -> String {
    String(LineText.identifierPrefix(LineText.trimmed(text)))
  }

  /// Whether a parameter or requirement (`S: Scheduler`, `S: Combine.Scheduler`) requires Combine's `Scheduler`.
  private static func isSchedulerConstraint(_ text: String) -> Bool {
    guard let colon = text.firstIndex(of: ":") else { return false }
    return LineText.split(String(text[text.index(after: colon)...]), at: 0x26).contains {
      LineText.simpleName(String(LineText.trimmed($0))) == "Scheduler"
    }
  }
}
