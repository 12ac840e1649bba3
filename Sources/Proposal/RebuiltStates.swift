import Analysis
import Lexer

/// The child `State`s a generated test can build again, getting a value equal to the one the reducer built
/// (`$0.destination = .edit(EditFeature.State(item: …))`), and the destination cases holding one or an alert.
struct RebuiltStates: Sendable {
  /// `XFeature.State` names whose initializer gives equal values for equal arguments.
  var states: Set<String> = []
  /// Destination cases whose value a test can write: holding such a State, or an `AlertState`.
  var cases: Set<String> = []
  /// Of `cases`, those holding an `AlertState` (`.alert(.confirmDelete)`).
  var alertCases: Set<String> = []

  /// None: every child State is opaque to the evaluation.
  init() {}

  /// The child features `proposal` presents or scopes to whose view model always starts the same: no child view
  /// models of its own, stored values with literal defaults, and initializers that only store their parameters.
  init(_ proposal: FeatureProposal, context: ProposalContext, structures: KnownStructures) {
    let features = Set(proposal.destination.compactMap(\.feature) + proposal.children.map(\.feature))
    guard !features.isEmpty else { return }
    for model in context.analysis.viewModels {
      let feature = context.featureName(for: model.name)
      guard features.contains(feature), Self.startsTheSame(model, structures: structures) else { continue }
      states.insert(feature + ".State")
    }
    for item in proposal.destination {
      if let feature = item.feature, states.contains(feature + ".State") { cases.insert(item.name) }
      if item.feature == nil, item.holdsAlert {
        cases.insert(item.name)
        alertCases.insert(item.name)
      }
    }
  }

  /// Whether `model`'s state after any initializer depends only on the initializer's arguments.
  private static func startsTheSame(_ model: ViewModel, structures: KnownStructures) -> Bool {
    guard model.childReferences.isEmpty else { return false }
    for property in model.published {
      guard property.sharedAttribute == nil, property.appStorageKey == nil else { return false }
      if let value = property.initialValue,
        KnownInitialState.value(of: value, as: property.type, structures: structures) == nil
      {
        return false
      }
    }
    for constant in model.constants {
      if let value = constant.initialValue,
        KnownInitialState.value(of: value, as: constant.type, structures: structures) == nil
      {
        return false
      }
    }
    return model.initializers.allSatisfy { storesParameters($0, structures: structures) }
  }

  /// Whether every statement of `initializer` is `self.x = parameter`, `x = parameter` or `x = literal`.
  private static func storesParameters(_ initializer: Method, structures: KnownStructures) -> Bool {
    guard let body = initializer.body else { return true }
    let parameters = Set(initializer.parameters.map(\.name))
    let parsed = ParsedBody(text: body)
    let source = parsed.source
    for statement in parsed.statements where !statement.isComment {
      guard statement.blocks.isEmpty else { return false }
      var header = statement.headerIndices
      if header.count > 2, source.text(header[0]) == "self", source.kind(header[1]) == .period {
        header.removeFirst(2)
      }
      guard header.count >= 3, source.kind(header[0]) == .identifier, source.kind(header[1]) == .equal else {
        return false
      }
      let value = Array(header[2...])
      if value.count == 1, parameters.contains(source.text(value[0])) { continue }
      guard let operand = KnownExpression.evaluate(value, in: source, structures: structures, lookup: { _ in nil }),
        operand.known != nil
      else { return false }
    }
    return true
  }
}
