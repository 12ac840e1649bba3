import Analysis

/// A generic view model becomes a generic reducer; a parent's `ListViewModel<Country>` becomes `ListFeature<Country>`.
public struct GenericFeatureRule: ProposalRule {
  /// Creates the rule.
  public init() {}

  public var name: String { "generic-feature" }
  public var guide: String { "PublishedToState.md" }
  public var summary: String {
    "A generic view model keeps its generic parameters and `where` requirements on the reducer, so State and Action"
      + " hold the same element type; parents and generated tests name the feature with the arguments the codebase"
      + " instantiates it with. A generic feature no parent instantiates gets no tests (there is no concrete type)."
  }
  public var examples: [RuleExample] {
    [
      RuleExample(
        before: """
          final class ListViewModel<Item: Equatable>: ObservableObject where Item: Sendable {
            @Published var items: [Item] = []
          }
          final class FavoritesViewModel: ObservableObject {
            let list: ListViewModel<Int>
            init() {
              list = ListViewModel<Int>()
            }
          }
          """,
        after: #"""
          @Reducer
          struct ListFeature<Item: Equatable> where Item: Sendable {
            @ObservableState
            struct State: Equatable {
              var items: [Item] = []
            }
          }
          @Reducer
          struct FavoritesFeature {
            @ObservableState
            struct State: Equatable {
              var list: ListFeature<Int>.State = ListFeature<Int>.State()
            }
            enum Action {
              case list(ListFeature<Int>.Action)
            }
            var body: some ReducerOf<Self> {
              Scope(state: \.list, action: \.list) {
                ListFeature<Int>()
              }
            }
          }
          """#),
      RuleExample(
        before: """
          final class SearchViewModel<S: Scheduler>: ObservableObject {
            @Published var results: [String] = []
            private let scheduler: S
            init(scheduler: S) {
              self.scheduler = scheduler
            }
          }
          """,
        after: #"""
          @Reducer
          struct SearchFeature {
            @ObservableState
            struct State: Equatable {
              var results: [String] = []
            }
          }
          """#,
        note:
          "A parameter constrained to Combine's `Scheduler` is how a view model gets a test scheduler: the feature"
          + " drops it and reads TCA's `@Dependency(\\.mainQueue)` where the view model read the scheduler."),
    ]
  }

  public func apply(to proposal: inout FeatureProposal, in context: ProposalContext) {
    guard let parameters = context.viewModel.genericParameters else { return }
    proposal.genericParameters = parameters
    proposal.whereClause = context.viewModel.whereClause
    let instantiation = context.analysis.viewModels.lazy.flatMap(\.childReferences).first {
      $0.type == context.viewModel.name && $0.genericArguments != nil
    }
    proposal.typeArguments = instantiation?.genericArguments
    proposal.appliedRules.append(name)
  }
}
