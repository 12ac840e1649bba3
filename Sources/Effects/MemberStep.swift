import Lexer
import Proposal

/// A view-model member named in an expression (`items`, `self.api`), as the member steps see it.
struct MemberSite {
  /// The tokens being rendered.
  let source: BodySource
  /// The member's name.
  let name: String
  /// Its token.
  let index: Int
  /// The next significant token (or `end`).
  let next: Int
  /// Where the rendered range ends.
  let end: Int
  /// Whether it was written `self.name`.
  let explicitSelf: Bool
}

/// What a member step did with a member.
enum MemberOutcome {
  /// The member is not the step's: the next step looks at it.
  case declined
  /// The step wrote the member; rendering resumes at `resume`.
  case rendered(resume: Int)
  /// The step's member, written as it stands (usually with an issue recorded).
  case keptAsWritten
}

/// One member step of a rule.
typealias MemberStep =
  @Sendable (
    _ session: inout ConversionSession, _ site: MemberSite, _ scope: Scope, _ writer: inout LineWriter
  ) -> MemberOutcome

/// The order in which rules look at a view-model member in an expression; the first step that takes it wins.
enum MemberSteps {
  /// The alert flag and subjects before plain State, State before clients and system types, refusals last.
  static let ordered: [MemberStep] = [
    AlertPresentationRule.readsAlertFlag,
    StateReadRule.readsSubjectValue,
    UntranslatableRule.refusesChildMethodCall,
    StateReadRule.refusesNonChildDestinationCase,
    // Before State: a query may share its base name with a field (`color(for: id)` beside `var color`).
    StateReadRule.callsStateMethod,
    // Before State: a stored system value a view reads is also a computed property of State, for the view.
    SystemDependencyRule.readsSystemType,
    StateReadRule.readsState,
    StateReadRule.readsDestination,
    GenericServiceCallRule.callsTypedEndpoint,
    AsyncServiceCallRule.readsClient,
    StateReadRule.inlinesConstant,
    HelperInliningRule.callsAsyncHelper,
    UntranslatableRule.refusesMember,
  ]
}
