import Analysis

/// Values a view model is handed at init (a `Game`, an `Order`, an ID) are input state, not services: they move into
/// State so that the reducer, computed properties and the view read them from the store. Foundation types
/// (`Calendar`, `UserDefaults`) stay dependencies: the rewriter maps them to TCA's own.
public enum ValueDependencies {
  /// The view model with injected plain values moved from `dependencies` into observed state.
  public static func promoted(
    _ model: ViewModel, in analysis: AnalysisResult, lookup: ViewModelLookup? = nil
  ) -> ViewModel {
    let lookup = lookup ?? ViewModelLookup(analysis)
    let children = Set(model.childReferences.map(\.property))
    var result = model
    var moved: [StateProperty] = []
    result.dependencies = model.dependencies.filter { dependency in
      let isValue =
        Self.isValue(dependency, children: children, lookup: lookup) && !Self.isCommanded(dependency, in: model)
      if isValue {
        moved.append(StateProperty(name: dependency.name, type: dependency.type, line: dependency.line))
      }
      return !isValue
    }
    guard !moved.isEmpty else { return model }
    result.published = moved + model.published
    let state = Set(result.published.map(\.name))
    let computed = Set(model.computed.map(\.name))
    result.computed = model.computed.map { property in
      guard !property.readsMembers.isEmpty else { return property }
      var updated = property
      updated.readsState = property.readsMembers.filter { state.contains($0) }
      updated.readsOnlyState = property.readsMembers.allSatisfy { state.contains($0) || computed.contains($0) }
      return updated
    }
    return result
  }

  /// The dependencies of `model` that stay dependencies (`promoted` moves the others into State).
  public static func kept(of model: ViewModel, lookup: ViewModelLookup) -> [Dependency] {
    let children = Set(model.childReferences.map(\.property))
    return model.dependencies.filter { !isValue($0, children: children, lookup: lookup) || isCommanded($0, in: model) }
  }

  /// What a child view model's feature gets through `@Dependency`, so its State takes no argument for it: the
  /// dependencies it keeps, but a view model it is handed (`cart: CartViewModel`), which its State holds.
  public static func childFeatureDependencies(of child: ViewModel, lookup: ViewModelLookup) -> [Dependency] {
    kept(of: child, lookup: lookup).filter { lookup.viewModelName(TypeText.stripExistential($0.type)) == nil }
  }

  /// Whether a statement of `model` calls a method of `dependency` and drops its result
  /// (`analytics.userLogin(method: .password)`): a value handed in is read, an object is told what to do, so a type
  /// the codebase does not declare is taken for a service. (Setting a property says nothing: `var filter` may be a
  /// struct.)
  static func isCommanded(_ dependency: Dependency, in model: ViewModel) -> Bool {
    let receiver = Array(dependency.name.utf8) + [0x2E]
    let prefixes = ["try? ", "try! ", "try ", "await ", "self."].map { Array($0.utf8) }
    // A line can only start with the receiver where the body holds it somewhere.
    let bodies = (model.methods + model.initializers).compactMap(\.body).filter {
      TextScan.containsBytes($0, dependency.name + ".")
    }
    for body in bodies {
      for line in LineText.split(body, at: 0x0A) {
        var text = LineText.trimmed(line).utf8[...]
        for bytes in prefixes where text.starts(with: bytes) { text = text.dropFirst(bytes.count) }
        guard text.starts(with: receiver) else { continue }
        let member = text.dropFirst(receiver.count)
        let rest = member.drop { LineText.isIdentifierASCII($0) }
        guard rest.count < member.count, let next = rest.first else { continue }
        if next == 0x28 { return true }
      }
    }
    return false
  }

  /// Whether `dependency` is a plain value handed in (it goes to State), not a service, object, closure or child.
  private static func isValue(_ dependency: Dependency, children: Set<String>, lookup: ViewModelLookup) -> Bool {
    dependency.isWeakReference != true && dependency.containerServices == nil
      && lookup.services.service(for: dependency) == nil
      && !TextScan.containsBytes(dependency.type, "->")
      && !Service.looksLikeServiceName(dependency.type) && !isSharedInstance(dependency.defaultValue)
      && lookup.viewModelName(TypeText.stripExistential(dependency.type)) == nil
      && !children.contains(dependency.name) && SystemType.named(dependency.type) == nil
  }

  /// Whether a default argument is a type's shared instance (`.shared`, `DataController.shared`): an object, not a
  /// value handed in.
  static func isSharedInstance(_ value: String?) -> Bool {
    value.map { LineText.trimmed($0).hasSuffix(".shared") } ?? false
  }
}
