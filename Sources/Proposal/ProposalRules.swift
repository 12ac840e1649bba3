import Analysis

/// The registry of proposal rules, in the order the proposer applies them.
public enum ProposalRules {
  /// Every rule; tests and MigrationGuides are driven from this list.
  public static let all: [any ProposalRule] = [
    FeatureNamingRule(),
    GenericFeatureRule(),
    PublishedStateRule(),
    SharedObjectStateRule(),
    IdentifiedArrayRule(),
    ChildFeatureRule(),
    NavigationEnumRule(),
    ChildFactoryRule(),
    AlertStateRule(),
    ComputedStateRule(),
    StateInitializerRule(),
    ServiceClientRule(),
    LibraryDependencyRule(),
    DelegateClosureRule(),
    BindingRule(),
    PureHelperRule(),
    MethodActionRule(),
    ActionDispatchRule(),
    CoordinatorDelegateRule(),
    OwnerReferenceRule(),
    LifecycleRule(),
    PropertyObserverRule(),
    ResponseResultRule(),
    SharedStateRule(),
    Swift6Rule(),
    ReducerHelperRule(),
    AsyncHelperRule(),
    NestedDeclarationsRule(),
    ViewServiceCallRule(),
    ViewCallbackRule(),
    TestCaseRule(),
    AlertActionRule(),
    ViewRewriteRule(),
    ObserveSubscriptionRule(),
  ]

  /// The rule named `name`, if any.
  public static func rule(named name: String) -> (any ProposalRule)? {
    all.first { $0.name == name }
  }
}
