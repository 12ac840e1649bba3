import Foundation

/// The `plan --format json` document: `phases` [{`number`, `features`}] per DESIGN.md, plus details.
struct PlanJSON: Encodable {
  struct PhaseJSON: Encodable {
    var number: Int
    var features: [String]
    var viewModels: [String]
    var hasCycle: Bool
  }

  struct EffortJSON: Encodable {
    var points: Int
    var size: String
    var state: Int
    var methods: Int
    var asyncMethods: Int
    var combinePipelines: Int
    var combineProperties: Int
    var expectedTodos: Int

    init(_ effort: Effort) {
      points = effort.points
      size = effort.size.rawValue
      state = effort.state
      methods = effort.methods
      asyncMethods = effort.asyncMethods
      combinePipelines = effort.combinePipelines
      combineProperties = effort.combineProperties
      expectedTodos = effort.expectedTodos
    }
  }

  struct FeatureJSON: Encodable {
    var name: String
    var viewModel: String
    var file: String
    var line: Int
    var phase: Int
    var effort: EffortJSON
    var children: [String]
    var parents: [String]
    var views: [String]
    var clients: [String]
    var inCycle: Bool
    var superclassFeature: String?
    var subclassFeatures: [String]
  }

  var schemaVersion = 1
  var phases: [PhaseJSON]
  var features: [FeatureJSON]
  var cycles: [Cycle]
  var bridges: [Bridge]
  var ignoredChildren: [IgnoredChild]
  var clients: [ClientNeed]
  var skipped: [SkippedViewModel]
  var progress: MigrationProgress
  var effortFormula = Effort.formula
  var notes: [String]
  var checklist: MergeReport?

  init(plan: MigrationPlan, progress: MigrationProgress, report: MergeReport?) {
    phases = plan.phases.map {
      PhaseJSON(number: $0.number, features: $0.features, viewModels: $0.viewModels, hasCycle: $0.hasCycle)
    }
    features = plan.features.map {
      FeatureJSON(
        name: $0.name, viewModel: $0.viewModel, file: $0.file, line: $0.line, phase: $0.phase,
        effort: EffortJSON($0.effort), children: $0.children, parents: $0.parents, views: $0.views,
        clients: $0.clients, inCycle: $0.inCycle, superclassFeature: $0.superclassFeature,
        subclassFeatures: $0.subclassFeatures)
    }
    cycles = plan.cycles
    bridges = plan.bridges
    ignoredChildren = plan.ignoredChildren
    clients = plan.clients
    skipped = plan.skipped
    self.progress = progress
    notes = plan.notes
    checklist = report
  }
}
