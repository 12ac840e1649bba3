import Analysis

/// Arrays of plain `Identifiable` models stay `[Model]` in State; only child-feature collections become
/// `IdentifiedArrayOf` (see `ChildFeatureRule`).
public struct IdentifiedArrayRule: ProposalRule {
  /// Creates the rule.
  public init() {}

  public var name: String { "identified-array" }
  public var guide: String { "PublishedToState.md" }
  public var summary: String {
    "A State array of plain `Identifiable` models keeps its type `[Model]`: `ForEach` and `Equatable` State work with it, and the view model's code (assigning fetched arrays, `items[index] = x`, passing the array as `[Model]`, `filter` results) keeps compiling, which an `IdentifiedArrayOf` would break (its positional subscript is read-only and its `filter` returns an identified array). `IdentifiedArrayOf` is required only where `.forEach` composes child features, so child view model collections become `IdentifiedArrayOf<Child.State>`; switching a model array to `IdentifiedArrayOf` to update elements by id is a follow-up refactor."
  }
  public var examples: [RuleExample] {
    [
      RuleExample(
        before: """
          struct Game: Identifiable, Equatable { let id: Int }
          final class GamesViewModel: ObservableObject {
            @Published var games: [Game] = []
          }
          """,
        after: """
          @ObservableState
          struct State: Equatable {
            var games: [Game] = []
          }
          """)
    ]
  }

  /// Keeps arrays of `Identifiable` models as `[Model]` and records the decision, so the report links this guide.
  public func apply(to proposal: inout FeatureProposal, in context: ProposalContext) {
    // Indexed once: a linear lookup per untyped field was quadratic in the members of one type.
    let publishedTypes = Dictionary(
      context.viewModel.published.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
    let kept = proposal.state.contains { field in
      let type = field.type ?? publishedTypes[field.name] ?? nil
      return type.flatMap(TypeText.arrayElement).map(context.options.identifiableTypes.contains) ?? false
    }
    if kept { proposal.appliedRules.append(name) }
  }
}
