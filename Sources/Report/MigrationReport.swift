import Analysis
import Foundation

/// The complete report as one value: every format renders from it, and the JSON format is it.
public struct MigrationReport: Sendable, Codable, Equatable {
  /// Version of the JSON shape; bumped on incompatible changes.
  public var schemaVersion: Int
  /// Name of the analyzed codebase.
  public var title: String
  /// Counts over the whole codebase.
  public var summary: ReportSummary
  /// Leaf-first phases; empty without a plan.
  public var phases: [ReportPhase]
  /// Feature graph: nodes and parent → child edges.
  public var graph: ReportGraph
  /// Cycles migrated together.
  public var cycles: [ReportCycle]
  /// Temporary bridges, one sentence each.
  public var bridges: [String]
  /// How effort is estimated, when a plan was made.
  public var effortFormula: String?
  /// One entry per view model classified as a feature, in migration order (or source order without a plan).
  public var features: [ReportFeature]
  /// View models classified as clients or skipped, clients first, each with the reason.
  public var classified: [ReportClassified]
  /// Services the view models depend on.
  public var services: [ReportService]
  /// Proposed dependency clients, each shown once; features link to them.
  public var clients: [ReportClient]
  /// Diagnostics grouped by code, codes sorted.
  public var diagnostics: [DiagnosticGroup]
  /// What this report does not cover.
  public var limitations: [String]

  /// The schema version this build writes.
  public static let currentSchemaVersion = 1

  /// Creates a report.
  public init(
    schemaVersion: Int = MigrationReport.currentSchemaVersion, title: String, summary: ReportSummary,
    phases: [ReportPhase] = [], graph: ReportGraph = ReportGraph(), cycles: [ReportCycle] = [],
    bridges: [String] = [], effortFormula: String? = nil, features: [ReportFeature] = [],
    classified: [ReportClassified] = [], services: [ReportService] = [], clients: [ReportClient] = [],
    diagnostics: [DiagnosticGroup] = [],
    limitations: [String] = []
  ) {
    self.schemaVersion = schemaVersion
    self.title = title
    self.summary = summary
    self.phases = phases
    self.graph = graph
    self.cycles = cycles
    self.bridges = bridges
    self.effortFormula = effortFormula
    self.features = features
    self.classified = classified
    self.services = services
    self.clients = clients
    self.diagnostics = diagnostics
    self.limitations = limitations
  }
}

/// Whole-codebase counts.
public struct ReportSummary: Sendable, Codable, Equatable {
  /// Swift files analyzed.
  public var files: Int
  /// Lines in those files.
  public var lines: Int
  /// View models found.
  public var viewModels: Int
  /// View models per kind (`ObservableObject`, `Observable`, `Published`), kinds in that order.
  public var viewModelsByKind: [KindCount]
  /// Observed (`@Published` / `@Observable`) properties.
  public var observedProperties: Int
  /// Instance and static methods of view models.
  public var methods: Int
  /// Of those, synchronous.
  public var syncMethods: Int
  /// Of those, `async`.
  public var asyncMethods: Int
  /// Services injected into view models.
  public var services: Int
  /// Views and view controllers owning a view model.
  public var owners: Int
  /// Combine stored properties (cancellables, subjects, publishers).
  public var combineProperties: Int
  /// Combine pipelines (`sink`, `assign`, `debounce`), when a plan counted them.
  public var combinePipelines: Int?
  /// Methods converted fully / partially / manually, when proposals were made.
  public var conversion: ConversionSummary?
  /// Effort per phase and in total, when a plan was made.
  public var effort: EffortSummary?
  /// TODOs left for people.
  public var todos: Int
  /// Diagnostics.
  public var diagnostics: Int

  /// Creates a summary.
  public init(
    files: Int, lines: Int, viewModels: Int, viewModelsByKind: [KindCount], observedProperties: Int, methods: Int,
    syncMethods: Int, asyncMethods: Int, services: Int, owners: Int, combineProperties: Int,
    combinePipelines: Int? = nil, conversion: ConversionSummary? = nil, effort: EffortSummary? = nil, todos: Int = 0,
    diagnostics: Int = 0
  ) {
    self.files = files
    self.lines = lines
    self.viewModels = viewModels
    self.viewModelsByKind = viewModelsByKind
    self.observedProperties = observedProperties
    self.methods = methods
    self.syncMethods = syncMethods
    self.asyncMethods = asyncMethods
    self.services = services
    self.owners = owners
    self.combineProperties = combineProperties
    self.combinePipelines = combinePipelines
    self.conversion = conversion
    self.effort = effort
    self.todos = todos
    self.diagnostics = diagnostics
  }
}

/// A view-model kind and how many there are.
public struct KindCount: Sendable, Codable, Equatable {
  /// `ObservableObject`, `Observable` or `Published`.
  public var kind: String
  /// How many.
  public var count: Int

  /// Creates a count.
  public init(kind: String, count: Int) {
    self.kind = kind
    self.count = count
  }
}

extension ConversionSummary {
  /// Adds one method of `status`.
  public mutating func add(_ status: ConversionStatus) {
    switch status {
    case .full: full += 1
    case .partial: partial += 1
    case .manual: manual += 1
    }
  }
}

/// How much of a method the tool translated.
public enum ConversionStatus: String, Sendable, Codable, Equatable, CaseIterable {
  /// Every statement translated.
  case full
  /// Translated with `// TODO(tca-migrate):` markers.
  case partial
  /// Kept verbatim under a TODO.
  case manual
}

/// Effort per phase and in total.
public struct EffortSummary: Sendable, Codable, Equatable {
  /// Points over all features.
  public var totalPoints: Int
  /// Points per phase, phases in order.
  public var phases: [PhaseEffort]

  /// Creates a summary.
  public init(totalPoints: Int, phases: [PhaseEffort]) {
    self.totalPoints = totalPoints
    self.phases = phases
  }
}

/// The effort of one phase.
public struct PhaseEffort: Sendable, Codable, Equatable {
  /// Phase number.
  public var phase: Int
  /// Features in it.
  public var features: Int
  /// Points summed over its features.
  public var points: Int

  /// Creates a phase effort.
  public init(phase: Int, features: Int, points: Int) {
    self.phase = phase
    self.features = features
    self.points = points
  }
}

/// A feature's effort estimate.
public struct ReportEffort: Sendable, Codable, Equatable {
  /// Points.
  public var points: Int
  /// T-shirt size (`XS` … `XL`).
  public var size: String
  /// Combine pipelines counted in it.
  public var combinePipelines: Int

  /// Creates an effort.
  public init(points: Int, size: String, combinePipelines: Int = 0) {
    self.points = points
    self.size = size
    self.combinePipelines = combinePipelines
  }
}

/// One migration phase.
public struct ReportPhase: Sendable, Codable, Equatable {
  /// 1-based number.
  public var number: Int
  /// Feature names, in migration order.
  public var features: [String]
  /// Whether a cycle migrates in it.
  public var hasCycle: Bool
  /// Points summed over its features, when known.
  public var points: Int?

  /// Creates a phase.
  public init(number: Int, features: [String], hasCycle: Bool = false, points: Int? = nil) {
    self.number = number
    self.features = features
    self.hasCycle = hasCycle
    self.points = points
  }
}

/// Features that hold each other and migrate together.
public struct ReportCycle: Sendable, Codable, Equatable {
  /// Member feature names, sorted.
  public var features: [String]
  /// The edges forming the cycle.
  public var edges: [ReportEdge]
  /// The phase they migrate in.
  public var phase: Int

  /// Creates a cycle.
  public init(features: [String], edges: [ReportEdge], phase: Int) {
    self.features = features
    self.edges = edges
    self.phase = phase
  }
}

/// The feature graph.
public struct ReportGraph: Sendable, Codable, Equatable {
  /// Nodes, in feature order.
  public var nodes: [GraphNode]
  /// Parent → child edges, sorted.
  public var edges: [ReportEdge]

  /// Creates a graph.
  public init(nodes: [GraphNode] = [], edges: [ReportEdge] = []) {
    self.nodes = nodes
    self.edges = edges
  }
}

/// A feature in the graph.
public struct GraphNode: Sendable, Codable, Equatable {
  /// Feature name.
  public var name: String
  /// Anchor of the feature's section.
  public var anchor: String
  /// Phase number, or nil without a plan.
  public var phase: Int?
  /// Whether it sits in a cycle.
  public var inCycle: Bool

  /// Creates a node.
  public init(name: String, anchor: String, phase: Int?, inCycle: Bool = false) {
    self.name = name
    self.anchor = anchor
    self.phase = phase
    self.inCycle = inCycle
  }
}

/// A parent → child edge between features.
public struct ReportEdge: Sendable, Codable, Equatable, Hashable, Comparable {
  /// The feature holding or creating the child.
  public var parent: String
  /// The child feature.
  public var child: String
  /// Whether the edge belongs to a cycle.
  public var inCycle: Bool

  /// Creates an edge.
  public init(parent: String, child: String, inCycle: Bool = false) {
    self.parent = parent
    self.child = child
    self.inCycle = inCycle
  }

  /// Orders by parent, then child.
  public static func < (lhs: ReportEdge, rhs: ReportEdge) -> Bool {
    (lhs.parent, lhs.child) < (rhs.parent, rhs.child)
  }
}
