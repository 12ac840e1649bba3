import Analysis

/// A view model that already declares `@Dependency(\.uuid) var uuid` (Point-Free's Dependencies) keeps it as the
/// reducer's own `@Dependency`, and its body uses stay as written.
public struct LibraryDependencyRule: ProposalRule {
  /// Creates the rule.
  public init() {}

  public var name: String { "library-dependency" }
  public var guide: String { "DependencyClients.md" }
  public var summary: String {
    "An `@ObservationIgnored @Dependency(\\.uuid) var uuid` (or `@Dependency(\\.continuousClock)`, "
      + "`@Dependency(SomeClient.self)`) of the view model is already a TCA dependency: the reducer declares the same "
      + "`@Dependency`, calls keep their names, and awaited calls move into effects like a client's."
  }
  public var examples: [RuleExample] {
    [
      RuleExample(
        before: """
          @Observable
          final class DeckFormModel {
            var cards: [Card] = []
            @ObservationIgnored
            @Dependency(\\.uuid) var uuid

            func addCardButtonTapped() {
              cards.append(Card(id: uuid()))
            }
          }
          """,
        after: """
          @Dependency(\\.uuid) var uuid

          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .addCardButtonTapped:
                state.cards.append(Card(id: uuid()))
                return .none
              }
            }
          }
          """,
        usesEffectRewriter: true)
    ]
  }

  public func apply(to proposal: inout FeatureProposal, in context: ProposalContext) {
    guard let dependencies = context.viewModel.libraryDependencies, !dependencies.isEmpty else { return }
    // Declared as the view model declared them, whether or not a converted case reaches them yet.
    for dependency in dependencies where !proposal.dependencies.contains(where: { $0.property == dependency.name }) {
      proposal.dependencies.append(DependencyUse(property: dependency.name, key: dependency.key))
    }
    proposal.appliedRules.append(name)
  }

  /// How the converter reaches `dependency`: a client binding under its own name and `@Dependency` argument.
  static func binding(for dependency: LibraryDependency) -> ClientBinding {
    let key = dependency.key
    let type = key.hasSuffix(".self") ? String(key.dropLast(".self".count)) : dependency.name
    return ClientBinding(clientType: type, property: dependency.name, endpoints: [:], key: key)
  }
}
