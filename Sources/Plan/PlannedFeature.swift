import Analysis

/// One feature of the plan: a view model to migrate, with its phase, effort and graph neighbours.
public struct PlannedFeature: Sendable, Codable, Equatable {
  /// Feature name (`QuizFeature`).
  public var name: String
  /// The view model it replaces (qualified name).
  public var viewModel: String
  /// File of the view model, relative to the analyzed root.
  public var file: String
  /// 1-based line of the view model.
  public var line: Int
  /// Phase number, 1-based.
  public var phase: Int
  /// Effort estimate.
  public var effort: Effort
  /// Features of the child view models it holds or creates, sorted.
  public var children: [String]
  /// Features whose view models hold or create this one, sorted.
  public var parents: [String]
  /// Views and view controllers that own the view model, sorted.
  public var views: [String]
  /// Observed state property names, in source order.
  public var state: [String]
  /// Instance method names, in source order.
  public var methods: [String]
  /// Dependency client names it needs, sorted.
  public var clients: [String]
  /// How it holds each child feature, in source order.
  public var childScopes: [ChildScope]
  /// Whether it sits in a dependency cycle with other features.
  public var inCycle: Bool
  /// The feature of the view model's superclass, when that superclass is itself a view model.
  public var superclassFeature: String?
  /// Features whose view models subclass this one, sorted; their State and reducers absorb what they inherit.
  public var subclassFeatures: [String]

  /// Creates a planned feature.
  public init(
    name: String, viewModel: String, file: String, line: Int, phase: Int, effort: Effort, children: [String] = [],
    parents: [String] = [], views: [String] = [], state: [String] = [], methods: [String] = [],
    clients: [String] = [], childScopes: [ChildScope] = [], inCycle: Bool = false,
    superclassFeature: String? = nil, subclassFeatures: [String] = []
  ) {
    self.name = name
    self.viewModel = viewModel
    self.file = file
    self.line = line
    self.phase = phase
    self.effort = effort
    self.children = children
    self.parents = parents
    self.views = views
    self.state = state
    self.methods = methods
    self.clients = clients
    self.childScopes = childScopes
    self.inCycle = inCycle
    self.superclassFeature = superclassFeature
    self.subclassFeatures = subclassFeatures
  }
}

/// A child feature held by a parent feature's view model, resolved from a `ChildReference`.
public struct ChildScope: Sendable, Codable, Equatable {
  /// Parent property (or creating method) name.
  public var property: String
  /// The child feature.
  public var feature: String
  /// How the child is held.
  public var cardinality: ChildReference.Cardinality

  /// Creates a child scope.
  public init(property: String, feature: String, cardinality: ChildReference.Cardinality) {
    self.property = property
    self.feature = feature
    self.cardinality = cardinality
  }
}
