import Analysis
import Effects
import Foundation
import Lexer
import Plan
import Proposal
import Report
import TestSupport
import Testing

/// Fixture apps, golden files and hand-built inputs for the report tests.
enum ReportFixtures {
  static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let repositoryRoot = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
  static let fixtures = repositoryRoot.appendingPathComponent("Fixtures")
  static let golden = testsFolder.appendingPathComponent("Golden")

  /// Fixture apps with golden reports.
  static let goldenApps = ["SwiftUIAsyncApp", "UIKitCombineApp", "ObservableApp", "LargeCodebaseApp"]

  static var updating: Bool { FixtureApps.updatingGoldens }

  /// Every `.swift` file of an app, paths relative to the app folder, sorted.
  static func inputs(for app: String) -> [SourceInput] { FixtureApps.inputs(for: app) }

  /// The report input for a fixture app, made the way the `report` verb makes it: plan, then proposals named
  /// after the plan's features, method bodies translated by the effect rewriter.
  static func input(for app: String) -> ReportInput {
    let sources = inputs(for: app)
    let analysis = Analyzer.analyze(sources)
    let plan = MigrationPlan.make(from: analysis)
    let proposal = proposal(for: analysis, sources: sources, plan: plan)
    return ReportInput(
      title: app, analysis: analysis, plan: PlanOverview(plan),
      proposals: FeatureProposalSummary.summaries(from: proposal, analysis: analysis),
      clients: ReportClient.clients(from: proposal))
  }

  /// Proposals for `analysis` with the plan's feature names and the effect rewriter.
  static func proposal(for analysis: AnalysisResult, sources: [SourceInput], plan: MigrationPlan) -> MigrationProposal {
    let names = Dictionary(plan.features.map { ($0.viewModel, $0.name) }) { first, _ in first }
    let options = ProposalOptions(
      identifiableTypes: IdentifiableTypes.find(in: sources.map { SourceFile(bytes: $0.bytes) }),
      pinnedFeatureNames: names)
    let rewriter = EffectRewriter(services: analysis.services) { names[$0] ?? EffectRewriter.defaultFeatureName($0) }
    return FeatureProposer.propose(analysis, converter: rewriter, options: options)
  }

  /// The analysis-only input (no plan, no proposals).
  static func analysisOnly(for app: String) -> ReportInput {
    ReportInput(title: app, analysis: Analyzer.analyze(inputs(for: app)))
  }

  /// Compares `actual` with `Golden/<name>`, or rewrites it when `TCA_MIGRATE_UPDATE_GOLDEN=1`.
  static func check(_ actual: String, golden name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = golden.appendingPathComponent(name)
    if updating {
      try FileManager.default.createDirectory(at: golden, withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: url)
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    guard expected != actual else { return }
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let first =
      zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(expectedLines.count, actualLines.count)
    let got = first < actualLines.count ? String(actualLines[first]) : "<end>"
    let wanted = first < expectedLines.count ? String(expectedLines[first]) : "<end>"
    Issue.record(
      "Golden/\(name) differs at line \(first + 1):\n  expected: \(wanted)\n  actual:   \(got)",
      sourceLocation: sourceLocation)
  }

  /// A small hand-built codebase with hostile names (`<`, `&`, quotes), a cycle, TODOs and diagnostics.
  static var hostile: ReportInput {
    let parent = ViewModel(
      name: "Root<&>Model", file: "Sources/A & B/Root.swift", line: 3, kind: .observableObject,
      published: [StateProperty(name: "items", type: "Dictionary<String, [Int]>", line: 4)],
      methods: [
        Method(name: "load", line: 8, isAsync: true, throws: true),
        Method(name: "pick", line: 12, parameters: [Parameter(label: "at", name: "index", type: "Int")]),
      ],
      dependencies: [Dependency(name: "api", type: "API<\"x\">", line: 5)], children: ["Child'Model"],
      views: ["RootView<T>"])
    let child = ViewModel(
      name: "Child'Model", file: "Sources/Child.swift", line: 1, kind: .observable,
      methods: [Method(name: "tap", line: 2)], children: ["Root<&>Model"])
    let leaf = ViewModel(name: "LeafModel", file: "Sources/Leaf.swift", line: 1, kind: .published)
    let analysis = AnalysisResult(
      files: 3, lines: 40, viewModels: [parent, child, leaf],
      services: [Service(name: "API<\"x\">", file: nil, line: 0, kind: .protocol, usedBy: ["Root<&>Model"])],
      owners: [
        Owner(
          name: "RootView<T>", file: "Sources/A & B/RootView.swift", line: 2, kind: .view, viewModel: "Root<&>Model",
          property: "model", propertyLine: 3, wrapper: "StateObject")
      ],
      diagnostics: [
        Diagnostic(
          file: "Sources/A & B/Root.swift", line: 9, severity: .warning, message: "<script>alert('x')</script> & co",
          code: "unknown-type"),
        Diagnostic(file: "Sources/Leaf.swift", line: 1, severity: .note, message: "see `x|y`", code: "a-note"),
      ])
    let effort = ReportEffort(points: 9, size: "S", combinePipelines: 1)
    let plan = PlanOverview(
      features: [
        PlanFeature(name: "LeafFeature", viewModel: "LeafModel", phase: 1, effort: ReportEffort(points: 2, size: "XS")),
        PlanFeature(
          name: "Child'Feature", viewModel: "Child'Model", phase: 2, effort: effort, children: ["Root<&>Feature"],
          inCycle: true,
          checklist: [ChecklistEntry(text: "State: `@ObservableState struct State` with `a<b>`", done: true)]),
        PlanFeature(
          name: "Root<&>Feature", viewModel: "Root<&>Model", phase: 2, effort: effort, children: ["Child'Feature"],
          inCycle: true, checklist: [ChecklistEntry(text: "Reducer: `@Reducer struct Root` & <b>tests</b>")]),
      ],
      phases: [
        ReportPhase(number: 1, features: ["LeafFeature"]),
        ReportPhase(number: 2, features: ["Child'Feature", "Root<&>Feature"], hasCycle: true),
      ],
      cycles: [
        ReportCycle(
          features: ["Child'Feature", "Root<&>Feature"],
          edges: [
            ReportEdge(parent: "Child'Feature", child: "Root<&>Feature", inCycle: true),
            ReportEdge(parent: "Root<&>Feature", child: "Child'Feature", inCycle: true),
          ], phase: 2)
      ],
      bridges: ["`Root<&>Model` holds `StoreOf<Leaf>` & nothing else"], effortFormula: "points = 2 + `x<y>`")
    let proposal = FeatureProposalSummary(
      viewModel: "Root<&>Model", featureName: "Root<&>Feature",
      code: [CodeBlock(title: "State <&>", code: "struct State {\n  var items: [String: Int] = [:] // a < b && c\n}")],
      clients: ["API<\"x\">Client", "MissingClient"],
      reducerCases: [
        ReducerCaseRow(method: "load", action: "load", line: 8, status: .partial),
        ReducerCaseRow(method: "pick", action: "pick(at:)", line: 12, status: .full),
      ],
      helpers: [HelperEntry(name: "format<T>", line: 20, reason: "only `load` & `pick` call it")],
      todos: [
        ReportTodo(file: "Sources/A & B/Root.swift", line: 9, reason: "uses `<T>` & closures", guide: "async-effects")
      ],
      flags: [ReportFlag(code: "non-equatable-state", message: "`API<\"x\">` is not Equatable", line: 5)])
    return ReportInput(
      title: "Hostile <App> & \"Co\"", analysis: analysis, plan: plan, proposals: [proposal],
      clients: [
        ReportClient(
          name: "API<\"x\">Client", service: "API<\"x\">", usedBy: ["Root<&>Feature"],
          code: (["@DependencyClient", "struct APIClient {", "  var load: @Sendable () async throws -> [Int] // <&>"]
            + (1...12).map { "  var f\($0): @Sendable () -> Void" } + ["}"]).joined(separator: "\n"))
      ],
      limitations: ["Effects module not present: `<none>`"])
  }
}
