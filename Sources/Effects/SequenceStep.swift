import Lexer
import Proposal

/// A statement of a method-level sequence as the sequence steps see it: the statements and where it sits.
struct SequenceSite {
  /// The statements being converted.
  let statements: [Statement]
  /// The offset of the current statement.
  let k: Int
  /// How many levels deep the statements are written.
  let depth: Int

  /// The current statement.
  var statement: Statement { statements[k] }
  /// The statements after it.
  var rest: [Statement] { Array(statements[(k + 1)...]) }
}

/// What a sequence step did with the current statement.
enum SequenceOutcome {
  /// The statement is not the step's: the next step looks at it.
  case declined
  /// The step handled the statement; the sequence goes on with the next one.
  case advanced
  /// The sequence goes on with these statements from `at` (a task's body, a `do` body, a spliced helper).
  case continuing([Statement], at: Int)
  /// The step converted the rest of the sequence, up to its `return`.
  case finished

  /// `.finished` when the step converted the rest, else `.declined`.
  init(finished: Bool) { self = finished ? .finished : .declined }
}

/// One method-level step of a rule.
typealias SequenceStep =
  @Sendable (
    _ session: inout ConversionSession, _ site: SequenceSite, _ scope: inout Scope, _ writer: inout LineWriter
  ) -> SequenceOutcome

/// The order in which rules look at a statement of a method's top-level sequence; the first step that takes it
/// wins, and statements no step takes are rendered where they stand (statement-level steps included).
enum SequenceSteps {
  /// Earlier steps take precedence: shapes that restructure the sequence (`defer`, `Task`, `do`) come first,
  /// then long-lived effects, helper splicing, and the general `await` last.
  static let ordered: [SequenceStep] = [
    CatchAndDeferRule.registersDefer,
    PipelineHelper.dropsBoundCall,
    TaskRule.runsTaskBody,
    CatchAndDeferRule.entersDo,
    AwaitedConditionRule.hoistsAwaitedCondition,
    AsyncLoopRule.iteratesStream,
    NotificationObserverRule.startsObserving,
    RequestPublisherRule.startsRequest,
    CompletionHandlerRule.startsCompletion,
    TimerRule.startsClock,
    HelperInliningRule.splicesHelper,
    StructuredConcurrencyRule.groupsChildren,
    ActionCallRule.sendsAwaitedAction,
    AwaitSequenceRule.startsEffect,
    AwaitLoopRule.runsLoopInEffect,
    TaskLoopRule.loopsInEffect,
    PollingLoopRule.pollsByAction,
    AwaitInBranchRule.splitsBranches,
    AsyncServiceCallRule.awaitsInExpression,
  ]
}
