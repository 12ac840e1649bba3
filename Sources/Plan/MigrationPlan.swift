import Analysis
import Foundation

/// The leaf-first migration plan: phases, effort, cycles and bridges for every view model of a codebase.
public struct MigrationPlan: Sendable, Codable, Equatable {
  /// Every feature, in migration order (phase, then smallest effort, then name).
  public var features: [PlannedFeature]
  /// Phases in order.
  public var phases: [Phase]
  /// Cycles migrated together, by phase then first member.
  public var cycles: [Cycle]
  /// Temporary bridges for parents that migrate after their children, sorted by parent then child.
  public var bridges: [Bridge]
  /// Child references to types that are not known view models (not ordered), sorted.
  public var ignoredChildren: [IgnoredChild]
  /// Dependency clients to create before the features ("phase 0"), sorted by service.
  public var clients: [ClientNeed]
  /// View models classified as skip, by file then line: listed with the reason, never planned.
  public var skipped: [SkippedViewModel]
  /// Things a person should know about the plan itself (name clashes and similar).
  public var notes: [String]

  /// Creates a plan from its parts; use `make(from:options:)` to compute one.
  public init(
    features: [PlannedFeature], phases: [Phase], cycles: [Cycle] = [], bridges: [Bridge] = [],
    ignoredChildren: [IgnoredChild] = [], clients: [ClientNeed] = [], skipped: [SkippedViewModel] = [],
    notes: [String] = []
  ) {
    self.features = features
    self.phases = phases
    self.cycles = cycles
    self.bridges = bridges
    self.ignoredChildren = ignoredChildren
    self.clients = clients
    self.skipped = skipped
    self.notes = notes
  }

  /// The feature named `name`.
  public func feature(named name: String) -> PlannedFeature? { features.first { $0.name == name } }

  /// Every parent → child edge between features, sorted.
  public var edges: [FeatureEdge] {
    features.flatMap { feature in feature.children.map { FeatureEdge(parent: feature.name, child: $0) } }.sorted()
  }

  /// Computes the plan for `analysis`: features only in phases, clients in phase 0, skipped ones listed.
  public static func make(from analysis: AnalysisResult, options: PlanOptions = PlanOptions()) -> MigrationPlan {
    var seen: [String: ViewModel] = [:]
    var notes: [String] = []
    let services = ServiceResolver(analysis.services)
    let nonFeatures = analysis.viewModels.filter { $0.classification != .feature }
    let nonFeatureResolver = ViewModelResolver(names: nonFeatures.map(\.name))
    let viewModels = analysis.viewModels.filter { $0.classification == .feature }.sorted {
      ($0.name, $0.file, $0.line) < ($1.name, $1.file, $1.line)
    }
    .filter { viewModel in
      if let first = seen[viewModel.name] {
        notes.append(
          "two view models are named `\(viewModel.name)` (\(first.file):\(first.line) and"
            + " \(viewModel.file):\(viewModel.line)); only the first is planned")
        return false
      }
      seen[viewModel.name] = viewModel
      return true
    }
    let names = featureNames(for: viewModels.map(\.name), options: options, notes: &notes)
    let resolver = ViewModelResolver(names: viewModels.map(\.name))

    var successors = Array(repeating: [Int](), count: viewModels.count)
    var ignored: [IgnoredChild] = []
    var holdings = Array(repeating: [Int: [ChildReference]](), count: viewModels.count)
    for (index, viewModel) in viewModels.enumerated() {
      let referenced = viewModel.children + viewModel.childReferences.map(\.type)
      for child in Set(referenced).sorted() {
        if let target = resolver.index(of: child) {
          successors[index].append(target)
        } else if nonFeatureResolver.index(of: child) == nil {
          ignored.append(IgnoredChild(viewModel: viewModel.name, child: child))
        }
      }
      successors[index] = Array(Set(successors[index])).sorted()
      for reference in viewModel.childReferences {
        if let target = resolver.index(of: reference.type) { holdings[index][target, default: []].append(reference) }
      }
    }

    let components = StronglyConnectedComponents.find(successors: successors)
    var componentOf = Array(repeating: 0, count: viewModels.count)
    for (number, component) in components.enumerated() { for member in component { componentOf[member] = number } }
    var phaseOf = Array(repeating: 1, count: viewModels.count)
    var cycles: [Cycle] = []
    for (number, component) in components.enumerated() {
      var phase = 1
      for member in component {
        phase = max(phase, options.pinnedPhases[names[member]] ?? 1)
        for target in successors[member] where componentOf[target] != number {
          phase = max(phase, phaseOf[target] + 1)
        }
      }
      for member in component { phaseOf[member] = phase }
      let cycleEdges = component.flatMap { member in
        successors[member].filter { componentOf[$0] == number }.map {
          FeatureEdge(parent: names[member], child: names[$0])
        }
      }
      if component.count > 1 || !cycleEdges.isEmpty {
        cycles.append(Cycle(features: component.map { names[$0] }.sorted(), edges: cycleEdges.sorted(), phase: phase))
      }
    }
    let cycleMembers = Set(cycles.flatMap(\.features))

    var parents = Array(repeating: [String](), count: viewModels.count)
    for (index, targets) in successors.enumerated() { for target in targets { parents[target].append(names[index]) } }
    let ownerViews = Dictionary(grouping: analysis.owners.filter { resolver.index(of: $0.viewModel) != nil }) {
      resolver.index(of: $0.viewModel) ?? 0
    }
    let superclassOf = viewModels.map { viewModel in viewModel.superclass.flatMap { resolver.index(of: $0) } }
    var subclassesOf = Array(repeating: [String](), count: viewModels.count)
    for (index, base) in superclassOf.enumerated() {
      if let base, base != index { subclassesOf[base].append(names[index]) }
    }
    var features: [PlannedFeature] = []
    for (index, viewModel) in viewModels.enumerated() {
      features.append(
        PlannedFeature(
          name: names[index], viewModel: viewModel.name, file: viewModel.file, line: viewModel.line,
          phase: phaseOf[index],
          effort: Effort(viewModel: viewModel, expectedTodos: options.expectedTodos[viewModel.name] ?? 0),
          children: successors[index].map { names[$0] }.sorted(), parents: parents[index].sorted(),
          views: Array(Set(viewModel.views + (ownerViews[index] ?? []).map(\.name))).sorted(),
          state: viewModel.published.map(\.name), methods: viewModel.methods.filter { !$0.isStatic }.map(\.name),
          clients: Array(
            Set(
              viewModel.dependencies.compactMap { services.service(for: $0) }.map {
                FeatureNaming.clientName(forService: $0.name)
              }
                + clientViewModels(of: viewModel, in: nonFeatures, resolver: nonFeatureResolver).map {
                  FeatureNaming.clientName(forService: $0.name)
                })
          ).sorted(),
          childScopes: viewModel.childReferences.compactMap { reference in
            resolver.index(of: reference.type).map {
              ChildScope(property: reference.property, feature: names[$0], cardinality: reference.cardinality)
            }
          },
          inCycle: cycleMembers.contains(names[index]),
          superclassFeature: superclassOf[index].flatMap { $0 == index ? nil : names[$0] },
          subclassFeatures: subclassesOf[index].sorted()))
    }
    // A cycle migrates as one unit: its members stay adjacent, ordered by the unit's total effort.
    var unitPoints = Array(repeating: 0, count: components.count)
    for (index, feature) in features.enumerated() { unitPoints[componentOf[index]] += feature.effort.points }
    let unitKey = Dictionary(
      uniqueKeysWithValues: features.indices.map { index in
        (names[index], (unitPoints[componentOf[index]], names[components[componentOf[index]].first ?? index]))
      })
    features.sort {
      let lhs = unitKey[$0.name] ?? (0, "")
      let rhs = unitKey[$1.name] ?? (0, "")
      return ($0.phase, lhs.0, lhs.1, $0.effort.points, $0.name) < ($1.phase, rhs.0, rhs.1, $1.effort.points, $1.name)
    }

    let cyclePhases = Set(cycles.map(\.phase))
    let byPhase = Dictionary(grouping: features, by: \.phase)
    let phases = byPhase.keys.sorted().map { number in
      let members = byPhase[number] ?? []
      return Phase(
        number: number, features: members.map(\.name), viewModels: members.map(\.viewModel),
        hasCycle: cyclePhases.contains(number))
    }
    var bridges: [Bridge] = []
    for (index, targets) in successors.enumerated() {
      for target in targets where phaseOf[target] < phaseOf[index] {
        let held = (holdings[index][target] ?? []).map {
          Bridge.Holding(
            property: $0.property, cardinality: $0.cardinality,
            storeType: Bridge.storeType(child: names[target], cardinality: $0.cardinality))
        }
        bridges.append(
          Bridge(
            parent: names[index], parentViewModel: viewModels[index].name, child: names[target],
            childViewModel: viewModels[target].name, installPhase: phaseOf[target], removalPhase: phaseOf[index],
            holdings: held))
      }
    }
    bridges.sort { ($0.parent, $0.child) < ($1.parent, $1.child) }
    cycles.sort { ($0.phase, $0.features.first ?? "") < ($1.phase, $1.features.first ?? "") }
    return MigrationPlan(
      features: features, phases: phases, cycles: cycles, bridges: bridges,
      ignoredChildren: ignored.sorted { ($0.viewModel, $0.child) < ($1.viewModel, $1.child) },
      clients: clientNeeds(analysis: analysis, viewModels: viewModels, names: names, nonFeatures: nonFeatures),
      skipped: nonFeatures.filter { $0.classification == .skip }.map {
        SkippedViewModel(viewModel: $0.name, file: $0.file, line: $0.line, reason: $0.classificationReason)
      }.sorted { ($0.file, $0.line, $0.viewModel) < ($1.file, $1.line, $1.viewModel) }, notes: notes)
  }

  /// The client-classified view models `viewModel` holds, creates or is given.
  private static func clientViewModels(
    of viewModel: ViewModel, in nonFeatures: [ViewModel], resolver: ViewModelResolver
  ) -> [ViewModel] {
    let referenced = Set(viewModel.children + viewModel.childReferences.map(\.type))
    return referenced.sorted().compactMap { resolver.index(of: $0) }.map { nonFeatures[$0] }.filter {
      $0.classification == .client
    }
  }

  /// Feature names, unique: names pinned by an existing checklist first, then the naming rule, then a counter.
  private static func featureNames(for viewModels: [String], options: PlanOptions, notes: inout [String]) -> [String] {
    var result = Array(repeating: "", count: viewModels.count)
    var used = Set<String>()
    for (index, viewModel) in viewModels.enumerated() {
      if let pinned = options.pinnedFeatureNames[viewModel], !pinned.isEmpty, used.insert(pinned).inserted {
        result[index] = pinned
      }
    }
    for (index, viewModel) in viewModels.enumerated() where result[index].isEmpty {
      let name = FeatureNaming.featureName(forViewModel: viewModel, suffix: options.featureSuffix)
      var unique = name
      var counter = 2
      while used.contains(unique) {
        unique = name + String(counter)
        counter += 1
      }
      if unique != name { notes.append("`\(viewModel)` would also be named `\(name)`; planned as `\(unique)`") }
      used.insert(unique)
      result[index] = unique
    }
    return result
  }

  private static func clientNeeds(
    analysis: AnalysisResult, viewModels: [ViewModel], names: [String], nonFeatures: [ViewModel]
  ) -> [ClientNeed] {
    let services = ServiceResolver(analysis.services)
    var usedBy: [String: Set<String>] = [:]
    for service in analysis.services where usedBy[service.name] == nil { usedBy[service.name] = [] }
    for (index, viewModel) in viewModels.enumerated() {
      for dependency in viewModel.dependencies {
        guard let service = services.service(for: dependency) else { continue }
        usedBy[service.name, default: []].insert(names[index])
      }
      // A service reached as `CrashReporter.shared` in a body is used all the same.
      for singleton in viewModel.singletonServices ?? [] { usedBy[singleton.type, default: []].insert(names[index]) }
    }
    var needs = usedBy.keys.sorted().map {
      ClientNeed(service: $0, client: FeatureNaming.clientName(forService: $0), usedBy: (usedBy[$0] ?? []).sorted())
    }
    let resolver = ViewModelResolver(names: nonFeatures.map(\.name))
    var clientUsers: [String: Set<String>] = [:]
    for (index, viewModel) in viewModels.enumerated() {
      for client in clientViewModels(of: viewModel, in: nonFeatures, resolver: resolver) {
        clientUsers[client.name, default: []].insert(names[index])
      }
    }
    for client in nonFeatures where client.classification == .client && usedBy[client.name] == nil {
      needs.append(
        ClientNeed(
          service: client.name, client: FeatureNaming.clientName(forService: client.name),
          usedBy: (clientUsers[client.name] ?? []).sorted(), file: client.file,
          shape: client.clientShape ?? .dependencyClient,
          reason: client.classificationReason))
    }
    return needs.sorted { $0.service < $1.service }
  }
}

/// Resolves a child type name to a view model: exact qualified name, or a unique last component.
struct ViewModelResolver {
  private let exact: [String: Int]
  private let byLastComponent: [String: [Int]]

  init(names: [String]) {
    var exact: [String: Int] = [:]
    var byLast: [String: [Int]] = [:]
    for (index, name) in names.enumerated() {
      exact[name] = index
      byLast[String(name.split(separator: ".").last ?? Substring(name)), default: []].append(index)
    }
    self.exact = exact
    self.byLastComponent = byLast
  }

  func index(of name: String) -> Int? {
    var trimmed = name.trimmingCharacters(in: .whitespaces)
    if let angle = trimmed.firstIndex(of: "<") { trimmed = String(trimmed[..<angle]) }
    if let index = exact[trimmed] { return index }
    let last = String(trimmed.split(separator: ".").last ?? Substring(trimmed))
    if let matches = byLastComponent[last], matches.count == 1 { return matches[0] }
    return nil
  }
}
