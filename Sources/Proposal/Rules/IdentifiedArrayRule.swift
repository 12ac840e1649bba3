import Analysis

/// Arrays of `Identifiable` elements in State become `IdentifiedArrayOf<Element>`.
public struct IdentifiedArrayRule: ProposalRule {
  /// Creates the rule.
  public init() {}

  public var name: String { "identified-array" }
  public var guide: String { "IdentifiedArrays.md" }
  public var summary: String {
    "A State array whose element type is `Identifiable` becomes `IdentifiedArrayOf<Element>` (stable ids for `ForEach` and `.forEach`)."
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
            var games: IdentifiedArrayOf<Game> = []
          }
          """)
    ]
  }

  public func apply(to proposal: inout FeatureProposal, in context: ProposalContext) {
    var changed = false
    for index in proposal.state.indices {
      let field = proposal.state[index]
      let type = field.type ?? context.viewModel.published.first { $0.name == field.name }?.type
      guard let type, let element = TypeText.arrayElement(type),
        context.options.identifiableTypes.contains(element)
      else { continue }
      proposal.state[index].type = "IdentifiedArrayOf<\(element)>"
      if let value = field.defaultValue, value.trimmingCharacters(in: .whitespaces) != "[]" {
        proposal.state[index].defaultValue = "IdentifiedArray(uniqueElements: \(value))"
      } else {
        proposal.state[index].defaultValue = "[]"
      }
      changed = true
    }
    if changed { proposal.appliedRules.append(name) }
  }
}
