import Analysis
import Foundation

/// Shared steps of the rules: the converter's context and folding a conversion into a proposal.
public enum ProposalBuilder {
  /// The context the method converter sees for `proposal` as built so far.
  public static func conversionContext(for proposal: FeatureProposal, in context: ProposalContext) -> ConversionContext
  {
    let identified = Set(proposal.state.filter { $0.type?.hasPrefix("IdentifiedArrayOf<") == true }.map(\.name))
    var delegates: [String: String] = [:]
    let carriers = Set(context.childFactories.compactMap(\.subject))
    for closure in context.facts.delegateClosures where !carriers.contains(closure.name) {
      delegates[closure.name] = closure.name
    }
    var childFields: [String: String] = [:]
    // A navigation enum's property is `destination`/`path` now, whether or not a case holds a child (`route` of
    // alerts only).
    for navigationCase in context.viewModel.navigationCases ?? [] {
      childFields[navigationCase.property] =
        NavigationEnumRule.isStack(navigationCase.property, of: context.viewModel) ? "path" : "destination"
    }
    for reference in context.viewModel.childReferences {
      switch reference.cardinality {
      case .single, .optional, .array: childFields[reference.property] = reference.property
      case .enumCase:
        childFields[reference.property] =
          NavigationEnumRule.isStack(reference.property, of: context.viewModel) ? "path" : "destination"
      case .created: childFields[reference.property] = "path"
      }
    }
    var actionNames = MethodActionRule.actionNames(in: context, excluding: Set(proposal.stateMethods.map(\.name)))
    for action in proposal.actions where action.kind == .lifecycle { actionNames["init"] = action.name }
    var conversion = ConversionContext(
      viewModel: context.viewModel,
      stateNames: Set(proposal.state.map(\.name) + proposal.computed.map(\.name)),
      clients: ServiceClientRule.bindings(in: context), actionNames: actionNames,
      indent: context.analysis.indentation, identifiedArrays: identified,
      alert: AlertStateRule.target(
        for: context.viewModel, inDestination: !proposal.destination.isEmpty, owners: context.owners),
      delegateClosures: delegates, childFields: childFields,
      stateSubjects: Set(
        context.facts.subjects.filter { $0.kind == .currentValue }.map(\.name)
          .filter { proposal.field(named: $0) != nil }),
      properties: context.facts.properties, subjectInputs: context.facts.subjectInputs)
    conversion.stateMethods = Set(proposal.stateMethods.filter { !$0.isStatic }.map(\.name))
    conversion.staticQueries = Set(proposal.stateMethods.filter(\.isStatic).map(\.name))
    conversion.featureType = proposal.name
    conversion.models = context.samples.models
    conversion.globalVariables = context.analysis.globalVariables
    conversion.sharedFields = Set(proposal.state.filter(\.isShared).map(\.name))
    conversion.sharedObjects = SharedObjects.dependencies(of: context.viewModel, in: context.lookup)
    if context.viewModel.classification == .feature { conversion.mainActorObjects = context.lookup.mainActorObjects }
    for property in Set((context.viewModel.navigationCases ?? []).map(\.property)) {
      guard let field = childFields[property],
        let type = context.viewModel.published.first(where: { $0.name == property })?.type
      else { continue }
      let enumType = NavigationCase.enumName(ofPropertyType: type)
      conversion.navigationEnums[enumType] = field == "path" ? "Path" : "Destination"
      conversion.navigationEnumCases[enumType] = Set(
        (context.viewModel.navigationCases ?? []).filter { $0.property == property }.map(\.name)
          + context.viewModel.childReferences.filter { $0.property == property }.compactMap(\.caseName))
    }
    for (property, methods) in CoordinatorDelegateRule.coordinators(of: context.viewModel, in: context) {
      conversion.coordinators[property] = Set(methods.map(\.name))
    }
    for (property, methods) in OwnerReferenceRule.toldMethods(of: context.viewModel, in: context) {
      conversion.coordinators[property] = Set(methods.map(\.name))
    }
    let bodies = (context.viewModel.methods + context.viewModel.initializers).compactMap(\.body).joined(separator: "\n")
    for reference in context.viewModel.childReferences
    where reference.cardinality == .single || reference.cardinality == .optional {
      let called = ["", "?"].contains { TextScan.containsBytes(bodies, reference.property + $0 + ".") }
      guard called, let child = context.lookup.viewModel(named: reference.type),
        child.name != context.viewModel.name
      else { continue }
      var childContext = context
      childContext.viewModel = child
      conversion.childActionNames[reference.property] = MethodActionRule.actionNames(in: childContext)
      if reference.cardinality == .optional { conversion.presentedChildren.insert(reference.property) }
    }
    for factory in context.childFactories {
      conversion.childFactories[factory.method] = factory
      if factory.placement == .presented { conversion.childFields[factory.method] = factory.property }
    }
    for item in proposal.path {
      guard let feature = item.feature else { continue }
      for reference in context.viewModel.childReferences where context.featureName(for: reference.type) == feature {
        conversion.pathCases[reference.type] = item.name
      }
    }
    for type in Set(context.viewModel.childReferences.map(\.type) + context.viewModel.children) {
      guard let child = context.lookup.viewModel(named: type) else { continue }
      let last = child.initializers.compactMap(\.parameters.last)
        .first { DelegateClosureRule.closureParameters($0.type) != nil }
      if let last { conversion.childTrailingClosures[type] = last.name }
      let kept = ValueDependencies.childFeatureDependencies(of: child, lookup: context.lookup)
      if !kept.isEmpty {
        conversion.childDependencies[type] = Dictionary(kept.map { ($0.name, $0.type) }) { first, _ in first }
      }
    }
    return conversion
  }

  /// Adds a method's conversion to `proposal`: its reducer case, extra actions and cases, dependencies, cancel IDs, TODOs.
  public static func fold(
    _ conversion: MethodConversion, pattern: String, method: String, action: String,
    into proposal: inout FeatureProposal, line: Int = 0, file: String? = nil
  ) {
    var index = FoldIndex(proposal)
    fold(
      conversion, pattern: pattern, method: method, action: action, into: &proposal, index: &index, line: line,
      file: file)
  }

  /// `fold` for many methods in a row, with `index` kept up to date beside `proposal`.
  public static func fold(
    _ conversion: MethodConversion, pattern: String, method: String, action: String,
    into proposal: inout FeatureProposal, index: inout FoldIndex, line: Int = 0, file: String? = nil
  ) {
    var status = conversion.status
    index.appendCase(ReducerCaseSpec(pattern: pattern, body: conversion.body), to: &proposal)
    for extra in conversion.extraActions {
      let kind: ActionCase.Kind = extra.name.hasSuffix("Response") ? .response : .internal
      index.addAction(ActionCase(name: extra.name, payload: extra.payload.map(payloadItem), kind: kind), to: &proposal)
    }
    for extra in conversion.extraCases {
      if let existing = index.patterns[extra.pattern] {
        guard proposal.reducerCases[existing].body != extra.body else { continue }
        let reason = "`\(method)` also handles `\(extra.pattern)`, differently; merge the two by hand"
        let kept = ["// TODO(tca-migrate): \(reason):"] + extra.body.map { "// " + $0 }
        proposal.reducerCases[existing].body.insert(contentsOf: kept, at: 0)
        proposal.todos.append(ConversionTodo(line: line, reason: reason))
        if status == .full { status = .partial }
        continue
      }
      index.appendCase(extra, to: &proposal)
      if BindingRule.isKeyPathBinding(extra.pattern) {
        BindingRule.makeBindable(&proposal)
        index.actions.insert("binding")
      }
    }
    for derived in conversion.derivedState {
      proposal.state.removeAll { $0.name == derived.name }
      if !proposal.computed.contains(where: { $0.name == derived.name }) {
        proposal.computed.append(ComputedStateField(name: derived.name, type: derived.type, body: derived.body))
      }
    }
    for dependency in conversion.dependencies { proposal.addDependency(dependency) }
    for id in conversion.cancelIDs where !proposal.cancelIDs.contains(id) { proposal.cancelIDs.append(id) }
    proposal.todos.append(
      contentsOf: conversion.todos.map { todo in
        var todo = todo
        if todo.file == nil { todo.file = file }
        return todo
      })
    proposal.conversions.append(
      ConversionRecord(
        method: method, action: action, status: status, inlinedHelpers: conversion.inlinedHelpers, line: line))
    proposal.conversions[proposal.conversions.count - 1].file = file
    proposal.conversions[proposal.conversions.count - 1].calledHelpers = conversion.calledHelpers
  }

  /// `label: Type` → labeled item; a plain type stays unlabeled.
  static func payloadItem(_ text: String) -> PayloadItem {
    var depth = 0
    for (offset, character) in text.enumerated() {
      if LineText.isAny(of: "([<", character) { depth += 1 }
      if LineText.isAny(of: ")]>", character) { depth -= 1 }
      if character == ":", depth == 0 {
        let label = String(LineText.trimmed(text.prefix(offset)))
        let type = String(LineText.trimmed(text.dropFirst(offset + 1)))
        if !label.isEmpty, label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
          return PayloadItem(label: label, type: type)
        }
        break
      }
    }
    return PayloadItem(type: text)
  }
}
