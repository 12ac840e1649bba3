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
    // The child view models this one references, not every view model of the codebase (that was quadratic).
    var checked: Set<String> = []
    for reference in context.viewModel.childReferences where checked.insert(reference.type).inserted {
      let feature = context.featureName(for: reference.type)
      guard features.contains(feature), let declared = context.lookup.viewModel(named: reference.type) else {
        continue
      }
      // With what a base view model declares (`let id = UUID()` there counts too).
      let model = Inheritance.flattened(declared, in: context.lookup).0
      guard Self.startsTheSame(model, context: context, structures: structures) else { continue }
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

  /// Whether `model`'s state after any initializer depends only on the initializer's arguments: its State fields
  /// (as `PublishedStateRule` takes them) start from literals, and its initializers only store their parameters.
  private static func startsTheSame(_ model: ViewModel, context: ProposalContext, structures: KnownStructures) -> Bool {
    // A client (`AppSettingsStore`) it holds is no child State; a child it presents later, held in an optional, a
    // list or a destination (whose start the stored properties below check) or only made in a method, starts the
    // same. A child it holds from the start is built by its initializer.
    let later: Set<ChildReference.Cardinality> = [.optional, .array, .enumCase, .created]
    guard model.childReferences.allSatisfy({ later.contains($0.cardinality) || context.lookup.clients[$0.type] != nil })
    else { return false }
    let dependencies = Set(model.dependencies.map(\.name))
    let starts = { (value: String?, type: String?) in
      value.map { KnownInitialState.value(of: $0, as: type, structures: structures) != nil } ?? true
    }
    for property in model.published {
      guard property.sharedAttribute == nil, property.appStorageKey == nil,
        starts(property.initialValue, property.type)
      else { return false }
    }
    for stored in model.constants where !dependencies.contains(stored.name) {
      let isState =
        stored.isLet
        ? PublishedStateRule.isDataConstant(stored, in: context)
        : !PublishedStateRule.isPlumbing(stored) && DelegateClosureRule.closureParameters(stored.type ?? "") == nil
      if isState, !starts(stored.initialValue, stored.type) { return false }
    }
    return model.initializers.allSatisfy { storesParameters($0, structures: structures) }
  }

  /// Whether every statement of `initializer` is `self.x = parameter`, `x = parameter`, `x = literal` or
  /// `super.init()`.
  private static func storesParameters(_ initializer: Method, structures: KnownStructures) -> Bool {
    guard let body = initializer.body else { return true }
    let parameters = Set(initializer.parameters.map(\.name))
    let parsed = ParsedBody(text: body)
    let source = parsed.source
    for statement in parsed.statements where !statement.isComment {
      guard statement.blocks.isEmpty else { return false }
      var header = statement.headerIndices
      // A base class's `super.init()`: State is a struct holding the base's fields, checked like the others.
      if header.map({ source.text($0) }) == ["super", ".", "init", "(", ")"] { continue }
      if header.count > 2, source.text(header[0]) == "self", source.kind(header[1]) == .period {
        header.removeFirst(2)
      }
      guard header.count >= 3, source.kind(header[0]) == .identifier, source.kind(header[1]) == .equal else {
        return false
      }
      let value = Array(header[2...])
      // Parameters, their members and operators on them (`stop.reference ?? ""`): no call runs.
      let calls = value.contains { [.leftParen, .leftBrace, .leftBracket].contains(source.kind($0)) }
      let names = value.enumerated().filter { offset, index in
        source.kind(index) == .identifier && (offset == 0 || source.kind(value[offset - 1]) != .period)
      }
      if !calls, names.allSatisfy({ parameters.contains(source.text($0.element)) }) { continue }
      guard let operand = KnownExpression.evaluate(value, in: source, structures: structures, lookup: { _ in nil }),
        operand.known != nil
      else { return false }
    }
    return true
  }
}
