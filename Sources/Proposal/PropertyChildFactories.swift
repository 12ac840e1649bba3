import Analysis

/// A property that builds a child view model when read is a factory the view reads instead of calling: a computed
/// one (`var emailsViewModel: EmailsViewModel { EmailsViewModel(…) }`) or a lazy one whose initial value is a called
/// closure (`lazy var selectorViewModel = { SelectorViewModel(…) { [weak self] in … } }()`). The proposal treats it
/// as the method without parameters it stands for.
public enum PropertyChildFactories {
  /// `model` with each such property moved to `methods`, as a method returning the child (`ChildFactory` then
  /// decides whether its shape converts).
  public static func promoted(_ model: ViewModel, lookup: ViewModelLookup) -> ViewModel {
    var result = model
    var factories: [Method] = []
    // The analysis records the child a computed property creates.
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
    // A lazy child that reads nothing of the view model stays a held child, its State built once.
    let members = Set(
      model.published.map(\.name) + model.computed.map(\.name) + (model.constants + model.combine).map(\.name)
        + model.methods.map(\.name) + model.dependencies.map(\.name) + ["self"])
    result.childReferences = model.childReferences.map { reference in
      guard let body = lazyBody(reference), !model.methods.contains(where: { $0.name == reference.property }),
        !TextScan.words(in: body).isDisjoint(with: members)
      else { return reference }
      factories.append(
        Method(
          name: reference.property, line: reference.line, parameters: [], returnType: reference.type, body: body,
          bodyLine: reference.line))
      return ChildReference(
        property: reference.property, type: reference.type, cardinality: .created, line: reference.line)
    }
    guard !factories.isEmpty else { return model }
    result.methods += factories
    return result
  }

  /// The body of the called closure a lazy child property starts from (`{ [weak self] in Child(…) }()` → `Child(…)`),
  /// or nil when `reference` is not such a property.
  public static func lazyBody(_ reference: ChildReference) -> String? {
    // Only the one expression building the child: statements that configure it (`vm.coordinator = self`) keep it
    // a held child.
    guard reference.cardinality == .single, let body = reference.initializer.flatMap(TypeInference.calledClosureBody),
      let simple = reference.type.split(separator: ".").last, body.hasPrefix(simple)
    else { return nil }
    return body
  }
}
