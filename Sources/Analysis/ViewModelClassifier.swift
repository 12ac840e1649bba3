/// Decides for every view model whether it becomes a feature, a client or is skipped, and says why.
struct ViewModelClassifier {
  let index: TypeIndex
  let files: [ParsedFile]
  let owners: [Owner]

  /// A view model that holds or creates another one.
  struct Holder {
    let parent: String
    let property: String
    let cardinality: ChildReference.Cardinality
    let injected: Bool
  }

  /// `viewModels` with `classification`, `classificationReason` and `clientShape` filled in.
  func classify(_ viewModels: [ViewModel]) -> [ViewModel] {
    let facts = ClassificationFacts(index: index, files: files)
    let holders = self.holders(viewModels)
    let subclasses = self.subclasses(viewModels)
    let ownersByModel = Dictionary(grouping: owners, by: \.viewModel)
    var result = viewModels
    var pending: [Int] = []
    for position in result.indices {
      let viewModel = result[position]
      let entries = index.types[viewModel.name] ?? []
      let allEntries = entries + (index.extensions[viewModel.name] ?? [])
      let held = (ownersByModel[viewModel.name] ?? []).filter { !facts.isPreviewOwner($0) }
      let views = held.filter { $0.kind != .other }
      func decide(_ classification: Classification, _ reason: String) {
        result[position].classification = classification
        result[position].classificationReason = reason
        result[position].clientShape = classification == .client ? shape(viewModel) : nil
      }
      if let reason = facts.testCodeReason(viewModel, entries: entries) {
        decide(.skip, reason)
      } else if let reason = previewReason(viewModel, entries: entries, facts: facts, held: held, holders: holders) {
        decide(.skip, reason)
      } else if let reason = facts.boxReason(viewModel, entries: entries) {
        decide(.skip, reason)
      } else if let reason = facts.styleReason(viewModel) {
        decide(.skip, reason)
      } else if Self.isEmpty(viewModel) {
        // DuckDuckGo's `SceneEnvironment`: an environment object holding only a weak `UIWindowScene`.
        decide(.skip, "no observed state, computed properties or methods: a holder passed around, nothing to migrate")
      } else if let derived = subclasses[viewModel.name], views.isEmpty {
        decide(
          .skip,
          "base class of \(derived.joined(separator: ", ")) with no view of its own: its state and methods fold into"
            + " each subclass's feature")
      } else if let reason = ClassificationFacts.doubleOrStyleGuess(viewModel.name) {
        decide(.skip, reason)
      } else if let delegate = facts.delegateConformance(viewModel),
        !views.contains(where: { bindsState($0, of: viewModel) }), !(isNamedViewModel(viewModel) && !views.isEmpty)
      {
        decide(.skip, "delegate: conforms to \(delegate); plumbing, not a screen, whoever holds it")
      } else if let property = facts.singletonProperty(viewModel) {
        var reason = "singleton (`static let \(property)`)"
        if !views.isEmpty {
          reason += "; views that hold it (\(list(views.map(\.name)))) read it through their features"
        }
        decide(.client, reason + proposal(viewModel))
        result[position].singleton = property
      } else if let readers = EnvironmentSharing.readers(of: viewModel, views: views) {
        decide(
          .client,
          "shared through the environment: \(list(readers)) read it, none is its own screen and no view creates it"
            + proposal(viewModel))
      } else if let shared = EnvironmentSharing.serviceReaders(
        of: viewModel, views: views, createdBy: createsInProperty)
      {
        decide(
          .client,
          "named like a service (`…\(shared.suffix)`) that \(list(shared.readers)) read from the environment"
            + (views.contains { $0.wrapper == "ObservedObject" } ? " or are handed," : "")
            + " and no view creates in a property; a dependency of those screens, a name-based guess"
            + proposal(viewModel))
      } else if !views.isEmpty {
        decide(.feature, "owned by " + list(views.map(describe)))
      } else if let feature = migratedFeature(of: viewModel) {
        decide(.feature, "already migrated: `\(feature)` is its `@Reducer` (its views now hold a store)")
      } else if let reason = facts.observerReason(viewModel, entries: allEntries) {
        decide(.skip, reason + ", and no view owns it")
      } else if let reason = ClassificationFacts.observerGuess(viewModel.name) {
        decide(.skip, reason)
      } else {
        pending.append(position)
      }
    }
    let creators =
      pending.isEmpty ? [:] : ViewBodyCreations.creators(of: pending.map { result[$0] }, index: index, files: files)
    resolvePending(
      pending, in: &result, holders: holders, owners: ownersByModel, creators: creators, facts: facts)
    return result
  }

  /// Whether `viewModel` has nothing a feature would carry: no observed state, stored values, computed properties,
  /// initializers, methods or children (a stored value it holds may be a dependency, a weak reference or Combine
  /// plumbing).
  static func isEmpty(_ viewModel: ViewModel) -> Bool {
    viewModel.published.isEmpty && viewModel.constants.isEmpty && viewModel.computed.isEmpty
      && viewModel.methods.isEmpty && viewModel.initializers.isEmpty && viewModel.childReferences.isEmpty
      && viewModel.children.isEmpty
  }

  /// Whether the simple name ends in `ViewModel`: a screen's model that may also serve as a delegate (WordPress's
  /// `PostSettingsSocialSharingViewModel: SharingViewControllerDelegate`), not plumbing, once a view holds it.
  private func isNamedViewModel(_ viewModel: ViewModel) -> Bool {
    let simple = LineText.simpleName(viewModel.name)
    return simple.hasSuffix("ViewModel") && simple.count > "ViewModel".count
  }

  /// The `@Reducer` type `apply` made for `viewModel`, when the codebase has it.
  private func migratedFeature(of viewModel: ViewModel) -> String? {
    let name = FeatureNaming.featureName(forViewModel: viewModel.name)
    let isReducer = (index.types[name] ?? []).contains { entry in
      entry.declaration.attributes.contains { $0.name == "Reducer" }
    }
    return isReducer ? name : nil
  }

  /// Children of features become features; the rest are injected or unowned objects, proposed as clients.
  private func resolvePending(
    _ pending: [Int], in result: inout [ViewModel], holders: [String: [Holder]], owners: [String: [Owner]],
    creators: [String: [String]], facts: ClassificationFacts
  ) {
    var remaining = pending
    let undecided = Set(pending)
    var features = Set(
      result.indices.filter { !undecided.contains($0) && result[$0].classification == .feature }.map { result[$0].name }
    )
    var changed = true
    while changed {
      changed = false
      for position in remaining {
        let parents = (holders[result[position].name] ?? []).filter { !$0.injected && features.contains($0.parent) }
        guard !parents.isEmpty else { continue }
        result[position].classification = .feature
        result[position].classificationReason =
          "child of a feature: "
          + list(
            parents.map { holder in
              holder.cardinality == .created
                ? "created by \(holder.parent) in `\(holder.property)`"
                : "held by \(holder.parent) (`\(holder.property)`)"
            })
        features.insert(result[position].name)
        remaining.removeAll { $0 == position }
        changed = true
      }
    }
    for position in remaining {
      let viewModel = result[position]
      let injectors = (holders[viewModel.name] ?? []).filter(\.injected).map(\.parent)
      if injectors.isEmpty, let views = creators[viewModel.name] {
        result[position].classification = .feature
        result[position].classificationReason =
          "created in the code of \(list(views)), which hands it to its subviews without keeping it in a property"
        continue
      }
      // CodeEdit's issue-tree nodes (`ProjectIssueNode`, `FileIssueNode`), built and held only by a view model that
      // stays a class (a client): part of that object's state, not a dependency of their own.
      let builders = Array(Set((holders[viewModel.name] ?? []).map(\.parent))).sorted()
      if injectors.isEmpty, !builders.isEmpty, (owners[viewModel.name] ?? []).allSatisfy(facts.isPreviewOwner) {
        result[position].classification = .skip
        result[position].classificationReason =
          "built and held only by \(list(builders)), which \(builders.count == 1 ? "is" : "are")"
          + " no feature: part of that object's state, it stays with its class"
        continue
      }
      var reason: String
      if !injectors.isEmpty {
        reason = "injected into \(list(Array(Set(injectors)).sorted())); no view owns it"
      } else {
        reason = "no view, view controller or feature view model holds it"
        let others = (owners[viewModel.name] ?? []).filter { !facts.isPreviewOwner($0) }.map(\.name)
        let parents = (holders[viewModel.name] ?? []).map(\.parent)
        let holding = Array(Set(others + parents)).sorted()
        if !holding.isEmpty { reason += " (held by \(list(holding)))" }
      }
      result[position].classification = .client
      result[position].classificationReason = reason + proposal(viewModel)
      result[position].clientShape = shape(viewModel)
    }
  }

  /// Preview-only or debug-only code that nothing outside previews holds.
  private func previewReason(
    _ viewModel: ViewModel, entries: [TypeIndex.Entry], facts: ClassificationFacts, held: [Owner],
    holders: [String: [Holder]]
  ) -> String? {
    guard held.isEmpty, (holders[viewModel.name] ?? []).isEmpty else { return nil }
    let previews = entries.contains { facts.hasPreviews($0.file) }
    if entries.contains(where: { ClassificationFacts.isDebugOnly($0.declaration.conditional) }) {
      return previews
        ? "preview code: declared under `#if DEBUG` beside previews and nothing outside previews holds it"
        : "debug-only code: declared under `#if DEBUG` and nothing holds it"
    }
    if previews {
      return "preview code: declared beside previews (`#Preview`/`PreviewProvider`) and nothing else holds it"
    }
    return nil
  }

  /// Parents of each view model, with whether they only received it through an initializer parameter of its type.
  private func holders(_ viewModels: [ViewModel]) -> [String: [Holder]] {
    var result: [String: [Holder]] = [:]
    for parent in viewModels {
      let injected = Set(parent.dependencies.filter(\.injectedThroughInit).map(\.name))
      let parameterTypes = Set(
        parent.initializers.flatMap(\.parameters).compactMap { parameter in
          index.resolve(TypeText.element(of: parameter.type).name, from: parent.name)
        })
      for reference in parent.childReferences where reference.type != parent.name {
        let passedIn =
          reference.cardinality != .created && injected.contains(reference.property)
          && parameterTypes.contains(reference.type)
        result[reference.type, default: []].append(
          Holder(
            parent: parent.name, property: reference.property, cardinality: reference.cardinality, injected: passedIn))
      }
    }
    return result
  }

  /// View models that subclass each view model, sorted.
  private func subclasses(_ viewModels: [ViewModel]) -> [String: [String]] {
    var result: [String: [String]] = [:]
    for viewModel in viewModels {
      guard let written = viewModel.superclass, let base = index.resolve(written, from: viewModel.name),
        base != viewModel.name
      else { continue }
      result[base, default: []].append(viewModel.name)
    }
    return result.mapValues { $0.sorted() }
  }

  private func shape(_ viewModel: ViewModel) -> ClientShape {
    viewModel.methods.contains { !$0.isStatic } ? .dependencyClient : .shared
  }

  private func proposal(_ viewModel: ViewModel) -> String {
    shape(viewModel) == .shared
      ? "; it only holds state: propose `@Shared` state"
      : "; propose a `@DependencyClient` wrapping the old object"
  }

  /// Whether `owner` binds a member (`$model.searchText`): the object holds a screen's editable state, whatever
  /// delegate protocol it also conforms to.
  /// Whether the owner makes its own instance in the property that holds it (`@StateObject`, or a value written
  /// with the declaration) rather than being handed one.
  private func createsInProperty(_ owner: Owner) -> Bool {
    if owner.wrapper == "StateObject" { return true }
    let declarations = index.types[owner.name] ?? []
    return declarations.contains { entry in
      entry.declaration.properties.contains { $0.name == owner.property && $0.initializer != nil }
    }
  }

  /// Whether `owner` binds one of the model's State properties (a binding to a plain reference, such as a weak
  /// back-pointer the view sets, does not make a delegate a screen).
  private func bindsState(_ owner: Owner, of viewModel: ViewModel) -> Bool {
    owner.uses.contains { use in use.kind == .binding && viewModel.published.contains { $0.name == use.member } }
  }

  private func describe(_ owner: Owner) -> String {
    owner.kind == .viewController ? "\(owner.name) (view controller)" : owner.name
  }

  private func list(_ names: [String]) -> String {
    var unique: [String] = []
    for name in names where !unique.contains(name) { unique.append(name) }
    guard unique.count > 3 else { return unique.joined(separator: ", ") }
    return unique.prefix(3).joined(separator: ", ") + " and \(unique.count - 3) more"
  }
}
