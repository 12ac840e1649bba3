import Analysis
import Foundation
import Plan
import Testing

@Test("after leaves migrate, their parents keep the phase recorded in the checklist")
func phasesStayPinned() throws {
  let first = try PlanUpdate.make(analysis: quizAnalysis(), existingChecklist: nil)
  #expect(first.plan.feature(named: "QuizFeature")?.phase == 2)
  var later = quizAnalysis(removing: ["ResultViewModel", "QuestionRow.ViewModel"])
  if let index = later.viewModels.firstIndex(where: { $0.name == "QuizViewModel" }) {
    later.viewModels[index].children = []
    later.viewModels[index].childReferences = []
  }
  #expect(MigrationPlan.make(from: later).feature(named: "QuizFeature")?.phase == 1)
  let facts = ProjectFacts(analysis: later, swiftFileNames: ["ResultFeature.swift", "QuestionRowFeature.swift"])
  let update = try PlanUpdate.make(analysis: later, existingChecklist: first.merge.text, facts: facts)
  #expect(update.plan.feature(named: "QuizFeature")?.phase == 2)
  #expect(update.merge.report.migrated == ["QuestionRowFeature", "ResultFeature"])
  #expect(update.merge.document.pinnedPhases["QuizFeature"] == 2)
  let cycleEdges = Set(update.plan.cycles.flatMap(\.edges))
  for edge in update.plan.edges where !cycleEdges.contains(edge) {
    #expect(
      (update.plan.feature(named: edge.child)?.phase ?? 0) < (update.plan.feature(named: edge.parent)?.phase ?? 0))
  }
  #expect(update.render(.json).contains("\"number\" : 2"))
}

@Test("planning and merging a 2 000-feature codebase twice stays fast and stable")
func largeCodebase() throws {
  let viewModels = randomGraph(count: 2_000, edgeChance: 0.002, acyclic: false, seed: 42)
  let clock = ContinuousClock()
  var first: PlanUpdate?
  var second: PlanUpdate?
  let elapsed = try clock.measure {
    first = try PlanUpdate.make(analysis: analysis(viewModels), existingChecklist: nil)
    second = try PlanUpdate.make(analysis: analysis(viewModels), existingChecklist: first?.merge.text)
  }
  #expect(first?.merge.text == second?.merge.text)
  #expect(elapsed < .seconds(30))
}

@Test("a feature keeps its recorded name when a new view model would take it first")
func featureNamesStayPinned() throws {
  let first = try PlanUpdate.make(
    analysis: analysis([viewModel("SettingsViewModel", state: 1)]), existingChecklist: nil)
  let ticked = tick(first.merge.text, "feature.SettingsFeature.state")
  let grown = analysis([viewModel("SettingsViewModel", state: 1), viewModel("Settings.ViewModel", state: 2)])
  #expect(MigrationPlan.make(from: grown).feature(named: "SettingsFeature")?.viewModel == "Settings.ViewModel")
  let update = try PlanUpdate.make(analysis: grown, existingChecklist: ticked)
  #expect(update.plan.feature(named: "SettingsFeature")?.viewModel == "SettingsViewModel")
  #expect(update.plan.feature(named: "SettingsFeature2")?.viewModel == "Settings.ViewModel")
  #expect(update.merge.document.isChecked("feature.SettingsFeature.state") == true)
  #expect(update.merge.report.added == ["SettingsFeature2"])
  #expect(update.plan.notes.count == 1)
}

@Test("duplicate view model names are planned once and reported")
func duplicateViewModelNames() {
  let plan = MigrationPlan.make(
    from: analysis([
      viewModel("RowViewModel", file: "B/Row.swift"), viewModel("RowViewModel", file: "A/Row.swift"),
    ]))
  #expect(plan.features.map(\.file) == ["A/Row.swift"])
  #expect(plan.notes.first?.contains("B/Row.swift") == true)
}

@Test(
  "a manifest declaring TCA is recognised",
  arguments: [
    (".package(url: \"https://github.com/pointfreeco/swift-composable-architecture\", from: \"1.25.0\")", true),
    ("dependencies: [.product(name: \"ComposableArchitecture\", package: \"x\")]", true),
    ("let package = Package(name: \"App\")", false),
  ])
func manifestDeclaresTCA(text: String, expected: Bool) {
  #expect(ProjectFacts.declaresTCA(text) == expected)
}
