import Lexer
import Proposal

/// A statement as the statement-level rule steps see it: its header tokens and first word, found once.
struct StatementSite {
  /// The statement.
  let statement: Statement
  /// Its significant header token indices (block insides skipped).
  let header: [Int]
  /// How many levels deep it is written.
  let depth: Int

  /// Looks the statement's header up once for the steps.
  init(_ statement: Statement, depth: Int) {
    self.statement = statement
    self.header = statement.headerIndices
    self.depth = depth
  }

  /// The first header token's text.
  var first: String { header.first.map { statement.source.text($0) } ?? "" }

  /// The text of header token `offset`.
  func word(_ offset: Int) -> String { statement.source.text(header[offset]) }

  /// The header tokens' texts.
  var words: [String] { header.map { statement.source.text($0) } }
}

/// What a rule step did with a statement.
enum StepOutcome {
  /// The step wrote the statement's translation.
  case converted
  /// The statement is not the step's: the next step looks at it.
  case declined
  /// The step's statement, but it is kept and rendered token by token as it stands.
  case keptAsWritten

  /// `.converted` when the step's conversion succeeded, else `.keptAsWritten`.
  init(converted: Bool) { self = converted ? .converted : .keptAsWritten }
}

/// One statement-level step of a rule.
typealias StatementStep =
  @Sendable (
    _ session: inout ConversionSession, _ site: StatementSite, _ scope: inout Scope, _ writer: inout LineWriter
  ) -> StepOutcome

/// The order in which rules look at a statement of a case body; the first step that takes it wins.
enum StatementSteps {
  /// Earlier steps take precedence: specific shapes (a factory's hand-over, a stack change) before general ones
  /// (a call of an action or a helper).
  static let ordered: [StatementStep] = [
    TaskRule.dropsSelfGuard,
    AsyncServiceCallRule.dropsClientGuard,
    ChildFactoryHandOver.placesChild,
    NavigationStackElements.rewritesStack,
    SyncMutationRule.dropsObjectWillChange,
    UntranslatableRule.refusesThrowingAndAsyncLet,
    NotificationObserverRule.observes,
    RequestPublisherRule.awaitsPublisher,
    MainQueueHopRule.unwrapsSchedulerHop,
    CompletionHandlerRule.startsCompletionEffect,
    TimerRule.startsClockEffect,
    CompletionHandlerRule.refusesCompletionCall,
    CallbackStreamRule.streamsCallback,
    DelegateClosureCallRule.sendsDelegate,
    InputSubjectRule.sendsInput,
    SyncMutationRule.assignsStateSubject,
    ServicePropertyWriteRule.callsSetter,
    UntranslatableRule.refusesNestedAwait,
    TaskInHelperRule.startsNestedTask,
    AlertPresentationRule.assignsPresentation,
    IdentifiedArrayAssignmentRule.wrapsAssignment,
    AsyncLoopRule.exitsElementCase,
    ChildCollectionDelegateRule.handlesChildDelegate,
    NonServiceDependencyRule.opensURL,
    AsyncServiceCallRule.firesAndForgets,
    HelperInliningRule.exitsInlinedHelper,
    EarlyReturnRule.exits,
    StoredTaskCancellationRule.cancels,
    MainQueueHopRule.unwrapsHop,
    DependencyScopeRule.unwrapsScope,
    HelperInliningRule.inlinesValueHelper,
    ActionCallRule.sendsChildAction,
    ConditionalCallRule.splitsConditional,
    SharedActionLogicRule.inlinesActionCall,
    ActionCallRule.sendsAction,
    HelperInliningRule.inlinesHelperCall,
  ]
}
