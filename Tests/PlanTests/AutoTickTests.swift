import Analysis
import Foundation
import Plan
import Testing

struct AutoTickCase: Sendable, CustomTestStringConvertible {
  var label: String
  var removedViewModels: [String]
  var files: [String]
  var ownersStillReferencing: [String]
  var dependsOnTCA: Bool
  var ticked: [String]

  var testDescription: String { label }
}

let autoTickCases: [AutoTickCase] = [
  AutoTickCase(
    label: "nothing on disk yet", removedViewModels: [], files: [], ownersStillReferencing: ["ResultViewModel"],
    dependsOnTCA: false, ticked: []),
  AutoTickCase(
    label: "package added", removedViewModels: [], files: [], ownersStillReferencing: ["ResultViewModel"],
    dependsOnTCA: true, ticked: ["pre.package"]),
  AutoTickCase(
    label: "feature file written, view still on the view model", removedViewModels: [],
    files: ["ResultFeature.swift"], ownersStillReferencing: ["ResultViewModel"], dependsOnTCA: false,
    ticked: ["feature.ResultFeature.reducer"]),
  AutoTickCase(
    label: "feature, tests and client written, view converted", removedViewModels: [],
    files: ["ResultFeature.swift", "ResultFeatureTests.swift", "QuizClient.swift"], ownersStillReferencing: [],
    dependsOnTCA: false,
    ticked: [
      "feature.ResultFeature.reducer", "feature.ResultFeature.tests", "feature.ResultFeature.view",
      "pre.client.QuizServiceProtocol", "pre.test-targets",
    ]),
  AutoTickCase(
    label: "view model deleted after migration", removedViewModels: ["ResultViewModel"],
    files: ["ResultFeature.swift"], ownersStillReferencing: [], dependsOnTCA: false,
    ticked: [
      "feature.ResultFeature.reducer", "feature.ResultFeature.remove-view-model", "feature.ResultFeature.view",
    ]),
]

@Test("items the tool can verify are ticked from project facts", arguments: autoTickCases)
func autoTicks(testCase: AutoTickCase) throws {
  let current = quizAnalysis(removing: testCase.removedViewModels)
  let referenced = Set(current.viewModels.map(\.name)).subtracting(["ResultViewModel"])
    .union(testCase.ownersStillReferencing)
  let facts = ProjectFacts(
    swiftFileNames: Set(testCase.files + ["QuizView.swift"]), viewModels: Set(current.viewModels.map(\.name)),
    viewModelsReferencedByOwners: referenced, dependsOnTCA: testCase.dependsOnTCA)
  let merged = try ChecklistDocument.merge(
    existing: freshQuizChecklist(), plan: MigrationPlan.make(from: current), facts: facts)
  #expect(merged.report.autoTicked == testCase.ticked.sorted())
  for id in testCase.ticked { #expect(merged.document.isChecked(id) == true, "\(id)") }
  let checkedCount = merged.document.lines.filter(\.isChecked).count
  #expect(checkedCount == testCase.ticked.count)
  let again = try ChecklistDocument.merge(existing: merged.text, plan: MigrationPlan.make(from: current), facts: facts)
  #expect(again.report.autoTicked.isEmpty)
}

@Test("a deleted view model with its feature file present counts as migrated, not removed")
func migratedFeatureKept() throws {
  let current = quizAnalysis(removing: ["ResultViewModel"])
  let facts = ProjectFacts(analysis: current, swiftFileNames: ["ResultFeature.swift"])
  let existing = tick(freshQuizChecklist(), "feature.ResultFeature.state", "feature.ResultFeature.action")
  let merged = try ChecklistDocument.merge(existing: existing, plan: MigrationPlan.make(from: current), facts: facts)
  #expect(merged.report.migrated == ["ResultFeature"])
  #expect(merged.report.removed.isEmpty)
  let feature = try #require(merged.document.features.first { $0.name == "ResultFeature" })
  #expect(feature.status == .migrated)
  #expect(merged.text.contains("### ResultFeature · `ResultViewModel` · migrated, view model deleted"))
  #expect(merged.document.isChecked("feature.ResultFeature.state") == true)
  #expect(merged.progress.total == 7)
}

@Test("the ProjectFacts convenience reads view models and owners from an analysis")
func factsFromAnalysis() {
  var result = quizAnalysis()
  result.owners = [
    Owner(
      name: "Legacy", file: "Legacy.swift", line: 1, kind: .viewController, viewModel: "ParticipantViewModel",
      property: "model", propertyLine: 2, wrapper: "let")
  ]
  let facts = ProjectFacts(analysis: result, swiftFileNames: [])
  #expect(facts.viewModels.count == QuizAppCodebase.viewModels.count)
  #expect(facts.viewModelsReferencedByOwners.contains("ParticipantViewModel"))
  #expect(facts.viewModelsReferencedByOwners.contains("QuizViewModel"))
}

// Regression: after `apply`, the checklist said "no owning view found" for the feature just applied: its view holds the
// store now, so nothing holds the view model, which read as a model no screen owns.
@Test("an applied feature whose views hold the store says nothing holds its view model now")
func appliedFeatureInfoLine() throws {
  var current = quizAnalysis()
  for index in current.viewModels.indices where current.viewModels[index].name == "ResultViewModel" {
    current.viewModels[index].views = []
  }
  current.owners.removeAll { $0.viewModel == "ResultViewModel" }
  let info = { (files: Set<String>) throws -> String in
    let facts = ProjectFacts(analysis: current, swiftFileNames: files)
    let merged = try ChecklistDocument.merge(
      existing: freshQuizChecklist(), plan: MigrationPlan.make(from: current), facts: facts)
    return try #require(merged.text.split(separator: "\n").first { $0.contains("id: feature.ResultFeature.info") })
      .description
  }
  #expect(try info(["ResultFeature.swift"]).contains(" · no view holds `ResultViewModel` now · "))
  #expect(try info([]).contains(" · no owning view found · "))
}
