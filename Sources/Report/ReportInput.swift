import Analysis

/// Everything a report is drawn from: the analysis, plus the plan and proposals when those stages ran.
public struct ReportInput: Sendable, Equatable {
  /// A short name for the analyzed codebase (usually the folder name).
  public var title: String
  /// The analysis of the codebase.
  public var analysis: AnalysisResult
  /// Phases, effort, cycles and checklist items; nil when no plan was made.
  public var plan: PlanOverview?
  /// Proposed code and conversion results per view model; empty when no proposal was made.
  public var proposals: [FeatureProposalSummary]
  /// Proposed dependency clients (shared by features).
  public var clients: [ReportClient]
  /// Known limitations of this report, shown in every format.
  public var limitations: [String]

  /// Creates an input.
  public init(
    title: String, analysis: AnalysisResult, plan: PlanOverview? = nil, proposals: [FeatureProposalSummary] = [],
    clients: [ReportClient] = [], limitations: [String] = []
  ) {
    self.title = title
    self.analysis = analysis
    self.plan = plan
    self.proposals = proposals
    self.clients = clients
    self.limitations = limitations
  }
}

/// The parts of a migration plan a report shows.
public struct PlanOverview: Sendable, Equatable {
  /// Every planned feature, in migration order.
  public var features: [PlanFeature]
  /// Phase numbers with their features, in order.
  public var phases: [ReportPhase]
  /// Groups of features that hold each other and migrate together.
  public var cycles: [ReportCycle]
  /// Temporary bridges (MVVM parents hosting migrated children), one sentence each.
  public var bridges: [String]
  /// How effort points are computed, for people.
  public var effortFormula: String?
  /// Notes about the plan itself.
  public var notes: [String]

  /// Creates an overview.
  public init(
    features: [PlanFeature], phases: [ReportPhase], cycles: [ReportCycle] = [], bridges: [String] = [],
    effortFormula: String? = nil, notes: [String] = []
  ) {
    self.features = features
    self.phases = phases
    self.cycles = cycles
    self.bridges = bridges
    self.effortFormula = effortFormula
    self.notes = notes
  }
}

/// One feature as the plan sees it.
public struct PlanFeature: Sendable, Codable, Equatable {
  /// Feature name (`QuizFeature`).
  public var name: String
  /// The view model it replaces (qualified name).
  public var viewModel: String
  /// 1-based phase number.
  public var phase: Int
  /// Effort estimate.
  public var effort: ReportEffort
  /// Child feature names, sorted.
  public var children: [String]
  /// Whether it sits in a cycle.
  public var inCycle: Bool
  /// Checklist items for this feature, in order.
  public var checklist: [ChecklistEntry]

  /// Creates a planned feature.
  public init(
    name: String, viewModel: String, phase: Int, effort: ReportEffort, children: [String] = [], inCycle: Bool = false,
    checklist: [ChecklistEntry] = []
  ) {
    self.name = name
    self.viewModel = viewModel
    self.phase = phase
    self.effort = effort
    self.children = children
    self.inCycle = inCycle
    self.checklist = checklist
  }
}

/// Proposed TCA code and conversion results for one view model.
public struct FeatureProposalSummary: Sendable, Equatable {
  /// The view model's qualified name.
  public var viewModel: String
  /// The proposed feature name.
  public var featureName: String
  /// Proposed code (the feature's State, Action and reducer), one block each.
  public var code: [CodeBlock]
  /// Names of the dependency clients the feature uses (their code is in `ReportInput.clients`).
  public var clients: [String]
  /// The reducer cases for the view model's methods, with their conversion status.
  public var reducerCases: [ReducerCaseRow]
  /// Method conversion counts (actions and helpers), as `analyze` reports them.
  public var conversion: ConversionSummary?
  /// Methods that did not become actions (kept as commented helpers).
  public var helpers: [HelperEntry]
  /// What could not be translated automatically.
  public var todos: [ReportTodo]
  /// Risks and limitations found while proposing.
  public var flags: [ReportFlag]

  /// Creates a summary.
  public init(
    viewModel: String, featureName: String, code: [CodeBlock] = [], clients: [String] = [],
    reducerCases: [ReducerCaseRow] = [], conversion: ConversionSummary? = nil, helpers: [HelperEntry] = [],
    todos: [ReportTodo] = [], flags: [ReportFlag] = []
  ) {
    self.viewModel = viewModel
    self.featureName = featureName
    self.code = code
    self.clients = clients
    self.reducerCases = reducerCases
    self.conversion = conversion
    self.helpers = helpers
    self.todos = todos
    self.flags = flags
  }
}

/// One checklist item and whether it is ticked.
public struct ChecklistEntry: Sendable, Codable, Equatable {
  /// The item's Markdown text (code spans allowed).
  public var text: String
  /// Whether it is ticked (by a person or verified by the tool).
  public var done: Bool

  /// Creates an entry.
  public init(text: String, done: Bool = false) {
    self.text = text
    self.done = done
  }
}
