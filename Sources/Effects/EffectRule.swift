import Proposal

/// One migration rule of the effect rewriter: an MVVM method pattern and its reducer form, with examples.
public protocol EffectRule: Sendable {
  /// Stable identifier, e.g. `async-service-call`.
  var id: String { get }
  /// Short title for guides.
  var title: String { get }
  /// What the rule does, for a person.
  var summary: String { get }
  /// Before/after examples: the first method of `before` converted against `ExampleFeature`.
  var examples: [EffectExample] { get }
}

/// A rule example: view-model method source and the reducer cases it becomes.
public struct EffectExample: Sendable, Equatable {
  /// Method source; the first declaration is converted, the others are its view model's helpers.
  public var before: String
  /// The cases `CaseRendering` prints for the conversion.
  public var after: String
  /// The conversion status the example must produce (`partial`/`manual` for refusals).
  public var status: MethodConversion.Status

  /// Creates an example.
  public init(before: String, after: String, status: MethodConversion.Status = .full) {
    self.before = before
    self.after = after
    self.status = status
  }
}

/// Every effect rule, in guide order. The order rules apply in is their steps' order: `StatementSteps`,
/// `SequenceSteps`, `MemberSteps` and `PipelineSteps`.
public enum EffectRules {
  /// The registry tests and MigrationGuides iterate.
  public static let all: [any EffectRule] = [
    SyncMutationRule(), StateReadRule(), EarlyReturnRule(), HelperInliningRule(), ConditionalCallRule(),
    SharedActionLogicRule(), ActionCallRule(),
    AsyncServiceCallRule(), GenericServiceCallRule(), ServicePropertyWriteRule(), AwaitInBranchRule(),
    AwaitedConditionRule(), CatchAndDeferRule(),
    StateCaptureRule(),
    AwaitSequenceRule(),
    AwaitLoopRule(), TaskRule(), TaskInHelperRule(), StructuredConcurrencyRule(), OptimisticRollbackRule(),
    StoredTaskCancellationRule(), AsyncLoopRule(), PollingLoopRule(), TaskLoopRule(), TimerRule(), MainQueueHopRule(),
    CompletionHandlerRule(), CallbackStreamRule(), StrongSelfAliasRule(), DependencyScopeRule(), RequestPublisherRule(),
    PublishedPropertyStreamRule(),
    NotificationObserverRule(),
    AlertPresentationRule(), IdentifiedArrayAssignmentRule(),
    DelegateClosureCallRule(), ChildCollectionDelegateRule(),
    DebouncedBindingRule(), InputSubjectRule(), PersistedStateRule(), AssignToRule(), NonServiceDependencyRule(),
    SystemDependencyRule(), PlatformAPIRule(),
    UntranslatableRule(),
  ]
}
