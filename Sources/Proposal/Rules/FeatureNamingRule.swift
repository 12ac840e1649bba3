import Analysis

/// `QuizViewModel` → `QuizFeature`; `CountriesList.ViewModel` → `CountriesListFeature`.
public struct FeatureNamingRule: ProposalRule {
  /// Creates the rule.
  public init() {}

  public var name: String { "feature-naming" }
  public var guide: String { "TCANaming.md" }
  public var summary: String {
    "A view model becomes a `@Reducer` named after it with the `Feature` suffix; a nested `X.ViewModel` takes X's name."
  }
  public var examples: [RuleExample] {
    [
      RuleExample(
        before: "final class QuizViewModel: ObservableObject {}",
        after: "@Reducer\nstruct QuizFeature {\n  @ObservableState\n  struct State: Equatable {}\n  enum Action {}\n}"),
      RuleExample(
        before: "enum CountriesList {\n  final class ViewModel: ObservableObject {}\n}",
        after:
          "@Reducer\nstruct CountriesListFeature {\n  @ObservableState\n  struct State: Equatable {}\n  enum Action {}\n}"
      ),
    ]
  }

  public func apply(to proposal: inout FeatureProposal, in context: ProposalContext) {
    proposal.name = context.featureName(for: context.viewModel.name)
    let accesses = context.viewModel.methods.map(\.access) + context.viewModel.initializers.map(\.access)
    proposal.isPublic = accesses.contains { $0 == "public" || $0 == "open" }
    proposal.appliedRules.append(name)
  }
}
