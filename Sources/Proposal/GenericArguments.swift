import Analysis

/// The type arguments a generic feature's tests instantiate it with, by generic parameter (`Item` → `Country` for
/// `ListFeature<Country>`), so a payload typed by a parameter gets a sample of its argument.
struct GenericArguments {
  /// Type argument by generic parameter name; empty for a feature that is not generic or not instantiated.
  let byParameter: [String: String]

  /// The arguments of `proposal`'s `typeArguments` for its `genericParameters`, matched in order.
  init(_ proposal: FeatureProposal) {
    let parameters = ModelType.parameterNames(proposal.genericParameters)
    guard !parameters.isEmpty, let written = proposal.typeArguments, written.hasPrefix("<"), written.hasSuffix(">")
    else {
      byParameter = [:]
      return
    }
    let arguments = TypeText.tupleElementTypes("(" + written.dropFirst().dropLast() + ")")
    guard arguments.count == parameters.count, arguments.allSatisfy({ $0 != nil }) else {
      byParameter = [:]
      return
    }
    byParameter = Dictionary(zip(parameters, arguments.compactMap { $0 })) { first, _ in first }
  }

  /// `action` with its payload types read with the type arguments (`toggle(Item)` → `toggle(Country)`).
  func applied(to action: ActionCase) -> ActionCase {
    guard !byParameter.isEmpty else { return action }
    var result = action
    for index in result.payload.indices {
      // In one pass, so an argument naming another parameter (`<Item, Tag>` as `<Tag, Item>`) is not replaced again.
      result.payload[index].type = LineText.replacingWords(byParameter, in: result.payload[index].type)
    }
    return result
  }
}
