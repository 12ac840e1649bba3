import Analysis

/// A child view model an initializer builds (`SuggestionsViewModel(api: api, scheduler: .main)`), as its feature's
/// State is built: what the child's feature gets through `@Dependency` is no State argument.
struct ChildConstruction {
  /// The construction without the arguments the child's feature takes as dependencies.
  var expression: String
  /// The labels of those arguments that no client or TCA dependency provides (the child's TODO asks to wrap them).
  var unprovided: [String]

  /// Whether no State argument is left (`SuggestionsViewModel()`): the field's `State()` default builds the same.
  var takesNoStateArguments: Bool { expression.hasSuffix("()") }

  /// How `expression` builds a child's State; nil when it builds no known view model.
  static func stateArguments(_ expression: String, in context: ProposalContext) -> ChildConstruction? {
    let text = LineText.trimmed(expression)
    let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    guard !name.isEmpty, !name.hasSuffix("."), let child = context.lookup.viewModel(named: String(name)) else {
      return nil
    }
    var rest = text[name.endIndex...]
    if rest.hasPrefix("<") {
      guard let end = ViewModelLookup.genericArgumentsEnd(in: Array(rest.utf8), from: 0) else { return nil }
      rest = rest[rest.utf8.index(rest.startIndex, offsetBy: end)...]
    }
    guard rest.hasPrefix("("), rest.hasSuffix(")") else { return nil }
    let inner = rest.dropFirst().dropLast()
    guard TypeText.isBalanced(String(inner)) else { return nil }
    let dependencies = ValueDependencies.childFeatureDependencies(of: child, lookup: context.lookup)
    guard !dependencies.isEmpty else { return ChildConstruction(expression: String(text), unprovided: []) }
    var kept: [String] = []
    var unprovided: [String] = []
    for argument in LineText.topLevelArguments(inner) where !argument.isEmpty {
      let label = LineText.identifierPrefix(Substring(argument))
      let afterLabel = LineText.trimmed(argument.dropFirst(label.count))
      guard !label.isEmpty, afterLabel.hasPrefix(":"),
        let dependency = dependencies.first(where: { $0.name == label })
      else {
        kept.append(argument)
        continue
      }
      let provided =
        context.lookup.services.service(for: dependency) != nil || SystemType.named(dependency.type) != nil
        || Service.looksLikeServiceName(dependency.type)
      if !provided { unprovided.append(String(label)) }
    }
    return ChildConstruction(
      expression: text[..<rest.startIndex] + "(" + kept.joined(separator: ", ") + ")", unprovided: unprovided)
  }
}
