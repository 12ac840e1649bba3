import Analysis

/// Swift 6 requirements: `Sendable` public reducers, `@CasePathable` nested enums, Equatable State.
public struct Swift6Rule: ProposalRule {
  /// Creates the rule.
  public init() {}

  public var name: String { "swift6" }
  public var guide: String { "Swift6.md" }
  public var summary: String {
    "A `public` reducer is also `Sendable` (its `.run` closures capture `self`); nested action enums addressed by key path are `@CasePathable`; alert cases of a `Destination` are `@ReducerCaseIgnored`; State fields whose types are not `Equatable` are flagged."
  }
  public var examples: [RuleExample] {
    [
      RuleExample(
        before: """
          public final class GamesViewModel: ObservableObject {
            @Published public var games: [Int] = []
            public func refresh() {}
          }
          """,
        after: """
          @Reducer
          public struct GamesFeature: Sendable {
            @ObservableState
            public struct State: Equatable {
              public var games: [Int] = []
              public init(games: [Int] = []) {
                self.games = games
              }
            }
            public enum Action {
              case refresh
            }
            public init() {}
            public var body: some ReducerOf<Self> {
              Reduce { state, action in
                switch action {
                case .refresh:
                  return .none
                }
              }
            }
          }
          """),
      RuleExample(
        before: """
          final class EditViewModel: ObservableObject {}
          final class AppViewModel: ObservableObject {
            enum Destination { case edit(EditViewModel) }
            @Published var destination: Destination?
            @Published var errorMessage: String?
            @Published var showError = false
          }
          """,
        after: """
          @Reducer
          enum Destination {
            case edit(EditFeature)
            @ReducerCaseIgnored
            case alert(AlertState<Alert>)

            @CasePathable
            enum Action {
              case edit(EditFeature.Action)
              case alert(Alert)
            }
            enum Alert: Equatable {
              case dismissButtonTapped
            }
          }
          """),
    ]
  }

  public func apply(to proposal: inout FeatureProposal, in context: ProposalContext) {
    for index in proposal.nestedEnums.indices { proposal.nestedEnums[index].isCasePathable = true }
    ErrorStateField.apply(to: &proposal)
    for field in proposal.state {
      guard let type = field.type, TypeText.isKnownNonEquatable(type, extra: context.options.nonEquatableTypes) else {
        continue
      }
      proposal.flag(
        ProposalFlag(
          code: "non-equatable-state",
          message:
            "State field `\(field.name): \(type)` is not Equatable; store an Equatable value (e.g. a message) instead",
          line: field.line))
      if let index = proposal.state.firstIndex(of: field) {
        proposal.state[index].note =
          "TODO(tca-migrate): `\(type)` is not Equatable; State: Equatable needs a replacement"
      }
    }
    proposal.appliedRules.append(name)
  }
}
