import Analysis
import Foundation

/// Assembles the report value from its input; no analysis happens here, only selection and counting.
public enum ReportBuilder {
  /// The limitation shown when no plan was supplied.
  public static let missingPlan =
    "No migration plan: phases, the phase graph, effort and checklist items are not shown."
  /// The limitation shown when no proposals were supplied.
  public static let missingProposals =
    "No feature proposals: proposed State/Action/client code, reducer conversion status and TODOs are not shown."

  /// Limitations every report has.
  public static let standingLimitations = [
    "Effort points are an estimate computed from counts (see the formula), not a measure of time.",
    "Proposed code is generated text: it parses, but it is not type-checked against TCA here.",
    "\"Converted fully\" means every statement of the method matched a translation rule, not that the case compiles or behaves the same: review each generated case before merging it.",
    "Guide links (`MigrationGuides/…`) point into the tca-migrate repository, not into the analyzed project.",
  ]

  /// Builds the report for `input`.
  public static func build(_ input: ReportInput) -> MigrationReport {
    let analysis = input.analysis
    let plan = input.plan
    let planned = Dictionary(plan?.features.map { ($0.viewModel, $0) } ?? []) { first, _ in first }
    let proposed = Dictionary(input.proposals.map { ($0.viewModel, $0) }) { first, _ in first }

    var anchors = AnchorSet()
    let clientAnchors = Dictionary(input.clients.map { ($0.name, $0.anchor) }) { first, _ in first }
    var features: [ReportFeature] = []
    for viewModel in ordered(analysis.viewModels.filter { $0.classification == .feature }, plan: plan) {
      let planFeature = planned[viewModel.name]
      let proposal = proposed[viewModel.name]
      let name = planFeature?.name ?? proposal?.featureName ?? viewModel.name
      features.append(
        feature(
          viewModel, name: name, anchor: anchors.make(for: name), analysis: analysis, planFeature: planFeature,
          proposal: proposal, clientAnchors: clientAnchors))
    }

    let graph = graph(features: features, analysis: analysis, plan: plan)
    var limitations = input.limitations + standingLimitations
    if plan == nil { limitations.append(missingPlan) }
    if input.proposals.isEmpty { limitations.append(missingProposals) }

    return MigrationReport(
      title: input.title,
      summary: summary(analysis, plan: plan, features: features, hasProposals: !input.proposals.isEmpty),
      phases: phases(plan), graph: graph, cycles: plan?.cycles ?? [], bridges: plan?.bridges ?? [],
      effortFormula: plan?.effortFormula, features: features, classified: classified(analysis.viewModels),
      services: services(analysis), clients: input.clients,
      diagnostics: diagnosticGroups(analysis.diagnostics), limitations: limitations + (plan?.notes ?? []))
  }

  /// Clients then skipped view models, each by file and line.
  private static func classified(_ viewModels: [ViewModel]) -> [ReportClassified] {
    viewModels.filter { $0.classification != .feature }.sorted {
      ($0.classification == .client ? 0 : 1, $0.file, $0.line) < (
        $1.classification == .client ? 0 : 1, $1.file, $1.line
      )
    }.map {
      ReportClassified(
        viewModel: $0.name, classification: $0.classification.rawValue, clientShape: $0.clientShape?.rawValue,
        location: "\($0.file):\($0.line)", reason: $0.classificationReason)
    }
  }

  private static func ordered(_ viewModels: [ViewModel], plan: PlanOverview?) -> [ViewModel] {
    guard let plan else { return viewModels }
    var rank: [String: Int] = [:]
    for (index, feature) in plan.features.enumerated() where rank[feature.viewModel] == nil {
      rank[feature.viewModel] = index
    }
    return viewModels.enumerated().sorted { lhs, rhs in
      let left = rank[lhs.element.name] ?? Int.max
      let right = rank[rhs.element.name] ?? Int.max
      return left != right ? left < right : lhs.offset < rhs.offset
    }.map(\.element)
  }

  private static func feature(
    _ viewModel: ViewModel, name: String, anchor: String, analysis: AnalysisResult, planFeature: PlanFeature?,
    proposal: FeatureProposalSummary?, clientAnchors: [String: String]
  ) -> ReportFeature {
    let owners = analysis.owners.filter { $0.viewModel == viewModel.name }.map {
      var owner = ReportOwner(name: $0.name, kind: $0.kind.rawValue, file: $0.file, line: $0.line, wrapper: $0.wrapper)
      owner.collection = $0.holdsCollection
      return owner
    }
    let reducerCases =
      proposal?.reducerCases
      ?? viewModel.methods.filter { !$0.isStatic }.map {
        ReducerCaseRow(method: $0.name, action: $0.name, line: $0.line)
      }
    let conversion = proposal.map { summary in
      summary.conversion
        ?? summary.reducerCases.reduce(into: ConversionSummary()) { counts, row in row.status.map { counts.add($0) } }
    }
    return ReportFeature(
      name: name, anchor: anchor, viewModel: viewModel.name, kind: viewModel.kind.rawValue, file: viewModel.file,
      line: viewModel.line, phase: planFeature?.phase, effort: planFeature?.effort,
      inCycle: planFeature?.inCycle ?? false, owners: owners,
      state: viewModel.published.map { ReportProperty(name: $0.name, type: $0.type ?? "?", line: $0.line) },
      methods: viewModel.methods.map { ReportMethod(signature: signature($0), line: $0.line, isAsync: $0.isAsync) },
      dependencies: viewModel.dependencies.map { "\($0.name): \($0.type)" },
      children: planFeature?.children ?? viewModel.children, code: proposal?.code ?? [],
      clients: (proposal?.clients ?? []).map { ClientLink(name: $0, anchor: clientAnchors[$0]) },
      reducerCases: reducerCases,
      helpers: proposal?.helpers ?? [],
      conversion: conversion, checklist: planFeature?.checklist ?? [], todos: proposal?.todos ?? [],
      flags: proposal?.flags ?? [])
  }

  /// `load(page:_:) async throws`.
  static func signature(_ method: Method) -> String {
    let labels = method.parameters.map { ($0.label ?? "_") + ":" }.joined()
    return (method.isStatic ? "static " : "") + "\(method.name)(\(labels))" + (method.isAsync ? " async" : "")
      + (method.throws ? " throws" : "")
  }

  private static func graph(features: [ReportFeature], analysis: AnalysisResult, plan: PlanOverview?) -> ReportGraph {
    var nodes: [GraphNode] = []
    var seen = Set<String>()
    for feature in features where seen.insert(feature.name).inserted {
      nodes.append(
        GraphNode(name: feature.name, anchor: feature.anchor, phase: feature.phase, inCycle: feature.inCycle))
    }
    let byViewModel = Dictionary(features.map { ($0.viewModel, $0.name) }) { first, _ in first }
    let cycleEdges = Set((plan?.cycles ?? []).flatMap(\.edges).map { "\($0.parent)\u{0}\($0.child)" })
    var edges = Set<ReportEdge>()
    for feature in features {
      let children =
        plan == nil
        ? feature.children.compactMap { byViewModel[$0] ?? (seen.contains($0) ? $0 : nil) } : feature.children
      for child in children where seen.contains(child) {
        edges.insert(
          ReportEdge(
            parent: feature.name, child: child, inCycle: cycleEdges.contains("\(feature.name)\u{0}\(child)")))
      }
    }
    return ReportGraph(nodes: nodes, edges: edges.sorted())
  }

  private static func phases(_ plan: PlanOverview?) -> [ReportPhase] {
    guard let plan else { return [] }
    let points = Dictionary(grouping: plan.features, by: \.phase).mapValues { $0.reduce(0) { $0 + $1.effort.points } }
    return plan.phases.map {
      ReportPhase(
        number: $0.number, features: $0.features, hasCycle: $0.hasCycle, points: $0.points ?? points[$0.number])
    }
  }

  private static func summary(
    _ analysis: AnalysisResult, plan: PlanOverview?, features: [ReportFeature], hasProposals: Bool
  ) -> ReportSummary {
    let viewModels = analysis.viewModels
    let methods = viewModels.flatMap(\.methods)
    let kinds = [ViewModelKind.observableObject, .observable, .published].map { kind in
      KindCount(kind: kind.rawValue, count: viewModels.filter { $0.kind == kind }.count)
    }
    var conversion: ConversionSummary?
    if hasProposals {
      var counts = ConversionSummary()
      for feature in features {
        counts.full += feature.conversion?.full ?? 0
        counts.partial += feature.conversion?.partial ?? 0
        counts.manual += feature.conversion?.manual ?? 0
      }
      conversion = counts
    }
    var effort: EffortSummary?
    if let plan {
      let phaseEfforts = phases(plan).map {
        PhaseEffort(phase: $0.number, features: $0.features.count, points: $0.points ?? 0)
      }
      effort = EffortSummary(totalPoints: plan.features.reduce(0) { $0 + $1.effort.points }, phases: phaseEfforts)
    }
    return ReportSummary(
      files: analysis.files, lines: analysis.lines, viewModels: viewModels.count, viewModelsByKind: kinds,
      observedProperties: viewModels.reduce(0) { $0 + $1.published.count }, methods: methods.count,
      syncMethods: methods.filter { !$0.isAsync }.count, asyncMethods: methods.filter(\.isAsync).count,
      services: analysis.services.count, owners: analysis.owners.count,
      combineProperties: viewModels.reduce(0) { $0 + $1.combine.count },
      combinePipelines: plan.map { $0.features.reduce(0) { $0 + $1.effort.combinePipelines } },
      conversion: conversion, effort: effort, todos: features.reduce(0) { $0 + $1.todos.count },
      diagnostics: analysis.diagnostics.count)
  }

  private static func services(_ analysis: AnalysisResult) -> [ReportService] {
    analysis.services.map { service in
      ReportService(
        name: service.name, kind: service.kind.rawValue, location: service.file.map { "\($0):\(service.line)" },
        usedBy: service.usedBy)
    }
  }

  static func diagnosticGroups(_ diagnostics: [Diagnostic]) -> [DiagnosticGroup] {
    Dictionary(grouping: diagnostics, by: \.code).map { code, items in
      let sorted = items.sorted {
        ($0.file, $0.line, $0.column, $0.message) < ($1.file, $1.line, $1.column, $1.message)
      }
      return DiagnosticGroup(
        code: code,
        items: sorted.map {
          ReportDiagnostic(
            file: $0.file, line: $0.line, column: $0.column, severity: $0.severity.rawValue, message: $0.message)
        })
    }.sorted { $0.code < $1.code }
  }
}

/// Hands out unique, URL-safe anchor ids.
struct AnchorSet {
  private var used = Set<String>()

  /// `feature-<slug>`, with `-2`, `-3`, … appended when taken.
  mutating func make(for name: String) -> String {
    let base = "feature-" + Self.slug(name)
    var candidate = base
    var counter = 2
    while !used.insert(candidate).inserted {
      candidate = "\(base)-\(counter)"
      counter += 1
    }
    return candidate
  }

  /// Lowercased ASCII letters and digits; every other run of characters becomes one `-`.
  static func slug(_ text: String) -> String {
    var result = ""
    var pendingDash = false
    for scalar in text.unicodeScalars {
      if scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) {
        if pendingDash && !result.isEmpty { result += "-" }
        pendingDash = false
        result.unicodeScalars.append(scalar)
      } else {
        pendingDash = true
      }
    }
    return result.isEmpty ? "x" : result.lowercased()
  }
}
