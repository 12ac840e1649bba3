import Analysis
import Foundation
import Plan
import Report
import Testing

/// What the builder selects and counts from its input.
@Suite struct ReportBuilderTests {
  @Test func hostileInputCountsConversionEffortAndTodos() {
    let report = ReportBuilder.build(ReportFixtures.hostile)
    #expect(report.summary.conversion == ConversionSummary(full: 1, partial: 1, manual: 0))
    #expect(report.summary.effort?.totalPoints == 20)
    #expect(
      report.summary.effort?.phases == [
        PhaseEffort(phase: 1, features: 1, points: 2), PhaseEffort(phase: 2, features: 2, points: 18),
      ])
    #expect(report.summary.combinePipelines == 2)
    #expect(report.summary.todos == 1)
    #expect(report.features.map(\.name) == ["LeafFeature", "Child'Feature", "Root<&>Feature"])
    #expect(report.features.map(\.anchor) == ["feature-leaffeature", "feature-child-feature", "feature-root-feature"])
    #expect(report.features[2].todos.first?.guide == "MigrationGuides/async-effects.md")
    #expect(report.graph.edges.allSatisfy { $0.inCycle })
    #expect(report.graph.edges.count == 2)
    #expect(!report.limitations.contains(ReportBuilder.missingPlan))
    #expect(!report.limitations.contains(ReportBuilder.missingProposals))
    #expect(report.diagnostics.map(\.code) == ["a-note", "unknown-type"])
  }

  @Test(arguments: ReportFixtures.goldenApps)
  func analysisOnlyReportNamesWhatIsMissing(app: String) {
    let input = ReportFixtures.analysisOnly(for: app)
    let report = ReportBuilder.build(input)
    #expect(report.limitations.contains(ReportBuilder.missingPlan))
    #expect(report.limitations.contains(ReportBuilder.missingProposals))
    #expect(report.summary.conversion == nil)
    #expect(report.summary.effort == nil)
    #expect(report.phases.isEmpty)
    #expect(report.features.count == input.analysis.viewModels.filter { $0.classification == .feature }.count)
    #expect(report.features.count + report.classified.count == input.analysis.viewModels.count)
    #expect(report.features.flatMap { $0.reducerCases }.allSatisfy { $0.status == nil })
    #expect(Set(report.features.map(\.anchor)).count == report.features.count)
    let methods = input.analysis.viewModels.map(\.methods.count).reduce(0, +)
    #expect(report.summary.methods == methods)
    #expect(report.summary.syncMethods + report.summary.asyncMethods == methods)
    #expect(report.summary.viewModelsByKind.map(\.count).reduce(0, +) == input.analysis.viewModels.count)
    #expect(report.diagnostics.map(\.items.count).reduce(0, +) == input.analysis.diagnostics.count)
  }

  @Test func duplicateNamesGetDistinctAnchors() {
    let models = ["A.ViewModel", "A-ViewModel", "a_viewmodel"].enumerated().map {
      ViewModel(name: $0.element, file: "f.swift", line: $0.offset + 1, kind: .observableObject)
    }
    let report = ReportBuilder.build(ReportInput(title: "t", analysis: AnalysisResult(viewModels: models)))
    #expect(report.features.map(\.anchor) == ["feature-a-viewmodel", "feature-a-viewmodel-2", "feature-a-viewmodel-3"])
  }

  @Test(arguments: [
    ("async-effects", "MigrationGuides/async-effects.md"), ("async-effects.md", "MigrationGuides/async-effects.md"),
    ("MigrationGuides/combine.md", "MigrationGuides/combine.md"), ("  ", nil),
  ])
  func guidePaths(name: String, expected: String?) {
    #expect(ReportTodo.guidePath(name) == expected)
  }

  @Test func diagnosticsAreGroupedByCodeAndSorted() {
    let diagnostics = [
      Diagnostic(file: "b.swift", line: 2, severity: .warning, message: "m", code: "z"),
      Diagnostic(file: "a.swift", line: 9, severity: .warning, message: "m", code: "z"),
      Diagnostic(file: "a.swift", line: 1, severity: .error, message: "m", code: "b"),
    ]
    let report = ReportBuilder.build(ReportInput(title: "t", analysis: AnalysisResult(diagnostics: diagnostics)))
    #expect(report.diagnostics.map(\.code) == ["b", "z"])
    #expect(report.diagnostics[1].items.map(\.file) == ["a.swift", "b.swift"])
  }
}

/// Reports built with the real plan follow it.
@Suite struct PlannedReportTests {
  @Test(arguments: ReportFixtures.goldenApps + ["EdgeCases", "LegacyHierarchyApp"])
  func reportFollowsThePlan(app: String) {
    let analysis = Analyzer.analyze(ReportFixtures.inputs(for: app))
    let plan = MigrationPlan.make(from: analysis)
    let report = ReportBuilder.build(ReportInput(title: app, analysis: analysis, plan: PlanOverview(plan)))
    #expect(report.phases.map(\.number) == plan.phases.map(\.number))
    #expect(report.phases.map(\.features) == plan.phases.map(\.features))
    #expect(report.summary.effort?.totalPoints == plan.features.map(\.effort.points).reduce(0, +))
    #expect(report.graph.edges.map { "\($0.parent)>\($0.child)" } == plan.edges.map { "\($0.parent)>\($0.child)" })
    let phase = Dictionary(report.graph.nodes.map { ($0.name, $0.phase ?? 0) }) { first, _ in first }
    for edge in report.graph.edges {
      #expect((phase[edge.parent] ?? 0) >= (phase[edge.child] ?? 0), "\(edge)")
      #expect(edge.inCycle == ((phase[edge.parent] ?? 0) == (phase[edge.child] ?? 0)), "\(edge)")
    }
    for feature in report.features where plan.feature(named: feature.name) != nil {
      #expect(!feature.checklist.isEmpty, "\(feature.name)")
    }
    #expect(!report.limitations.contains(ReportBuilder.missingPlan))
  }
}
/// Reports built with real proposals show what the proposer and effect rewriter produced.
@Suite struct ProposedReportTests {
  @Test(arguments: ReportFixtures.goldenApps + ["EdgeCases", "LegacyHierarchyApp"])
  func proposalConversionTodosAndClientsAreShown(app: String) {
    let sources = ReportFixtures.inputs(for: app)
    let analysis = Analyzer.analyze(sources)
    let plan = MigrationPlan.make(from: analysis)
    let proposal = ReportFixtures.proposal(for: analysis, sources: sources, plan: plan)
    let report = ReportBuilder.build(ReportFixtures.input(for: app))
    let featureModels = Set(analysis.viewModels.filter { $0.classification == .feature }.map(\.name))
    let features = proposal.features.filter { featureModels.contains($0.viewModel) }
    #expect(report.features.map(\.viewModel).sorted() == featureModels.sorted())
    #expect(
      report.classified.map(\.viewModel).sorted()
        == analysis.viewModels.filter { $0.classification != .feature }.map(\.name).sorted())
    let records = features.flatMap(\.conversions)
    #expect(report.summary.conversion?.full == records.filter { $0.status == .full }.count)
    #expect(report.summary.conversion?.partial == records.filter { $0.status == .partial }.count)
    let leftoverHelpers = features.reduce(0) { count, feature in
      let converted = Set(feature.conversions.map(\.method))
      return count + feature.helpers.filter { !converted.contains($0.name) }.count
    }
    #expect(report.summary.conversion?.manual == records.filter { $0.status == .manual }.count + leftoverHelpers)
    let total = features.map(\.conversionSummary).reduce(ConversionSummary(), +)
    #expect(report.summary.conversion == total, "the report counts the methods of its features, as analyze does")
    #expect(report.summary.todos == features.map(\.todos.count).reduce(0, +))
    #expect(report.clients.map(\.name) == proposal.clients.map(\.name))
    #expect(!report.limitations.contains(ReportBuilder.missingProposals))
    let clientAnchors = Set(report.clients.map(\.anchor))
    for feature in report.features {
      #expect(feature.code.map(\.title) == [feature.name + ".swift"], "\(feature.name)")
      #expect(feature.reducerCases.allSatisfy { $0.status != nil }, "\(feature.name)")
      for todo in feature.todos {
        #expect(todo.file == feature.file)
        #expect(todo.line > 0)
        #expect(!todo.reason.isEmpty)
        let guide = ReportFixtures.repositoryRoot.appendingPathComponent(todo.guide ?? "-").path
        #expect(FileManager.default.fileExists(atPath: guide), "every TODO links to an existing guide: \(todo.reason)")
      }
      for link in feature.clients { #expect(link.anchor.map(clientAnchors.contains) ?? true) }
    }
  }
}
