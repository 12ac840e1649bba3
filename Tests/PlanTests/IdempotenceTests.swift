import Analysis
import Foundation
import Plan
import Testing

struct MergeScenario: Sendable, CustomTestStringConvertible {
  var label: String
  var existing: @Sendable () -> String
  var analysis: @Sendable () -> AnalysisResult
  var files: Set<String>

  var testDescription: String { label }
}

let mergeScenarios: [MergeScenario] = [
  MergeScenario(label: "fresh file", existing: { "" }, analysis: { quizAnalysis() }, files: []),
  MergeScenario(label: "hand-edited", existing: handEditedQuizChecklist, analysis: { quizAnalysis() }, files: []),
  MergeScenario(
    label: "view model removed", existing: handEditedQuizChecklist,
    analysis: { quizAnalysis(removing: ["ResultViewModel", "AppViewModel"]) }, files: []),
  MergeScenario(
    label: "view model migrated", existing: handEditedQuizChecklist,
    analysis: { quizAnalysis(removing: ["ResultViewModel"]) }, files: ["ResultFeature.swift"]),
  MergeScenario(
    label: "items with notes disappear", existing: notesOnVanishingItems,
    analysis: {
      var result = quizAnalysis()
      result.services.removeAll { $0.name == "AnalyticsService" }
      if let index = result.viewModels.firstIndex(where: { $0.name == "SettingsViewModel" }) {
        result.viewModels[index].dependencies = []
      }
      return result
    }, files: []),
]

@Test("merging the merged output again changes nothing", arguments: mergeScenarios)
func idempotentMerge(scenario: MergeScenario) throws {
  let analysis = scenario.analysis()
  let facts = ProjectFacts(analysis: analysis, swiftFileNames: scenario.files)
  let plan = MigrationPlan.make(from: analysis)
  let once = try ChecklistDocument.merge(existing: scenario.existing(), plan: plan, facts: facts)
  let twice = try ChecklistDocument.merge(existing: once.text, plan: plan, facts: facts)
  #expect(twice.text == once.text)
  #expect(twice.report.added.isEmpty && twice.report.removed.isEmpty && twice.report.migrated.isEmpty)
  #expect(twice.report.autoTicked.isEmpty && twice.report.relocatedNoteLines == 0)
}

/// Notes under items that the next plan no longer has.
func notesOnVanishingItems() -> String {
  var text = addNote(freshQuizChecklist(), after: "feature.SettingsFeature.clients", "  Settings store is a singleton.")
  text = addNote(text, after: "pre.client.AnalyticsService", "  Analytics is owned by the platform team.")
  return text
}

@Test("notes under vanished items move to their feature or to 'Notes from earlier versions'")
func orphanedNotes() throws {
  let scenario = mergeScenarios[4]
  let merged = try ChecklistDocument.merge(
    existing: scenario.existing(), plan: MigrationPlan.make(from: scenario.analysis()))
  #expect(merged.report.relocatedNoteLines == 2)
  let lines = merged.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let heading = try #require(lines.firstIndex { $0.contains("<!-- id: feature.SettingsFeature;") })
  #expect(lines[heading + 1] == "  Settings store is a singleton.")
  let orphans = try #require(lines.firstIndex { $0.hasPrefix("## Notes from earlier versions") })
  #expect(lines[(orphans + 1)...].contains("  Analytics is owned by the platform team."))
}

@Test(
  "files that are not checklists this build can read are refused",
  arguments: [
    ("# My notes\n- [ ] something\n", ChecklistError.notAChecklist),
    ("<!-- tca-migrate checklist v9 -->\n# TCA migration checklist\n", ChecklistError.unsupportedVersion(9)),
  ])
func unreadableChecklists(text: String, error: ChecklistError) {
  #expect(throws: error) {
    try ChecklistDocument.merge(existing: text, plan: MigrationPlan.make(from: quizAnalysis()))
  }
}

@Test("progress counts features whose items are all ticked, per phase")
func progressCounts() throws {
  let plan = MigrationPlan.make(from: quizAnalysis())
  let fresh = ChecklistDocument.render(plan)
  let resultItems = fresh.lines.compactMap(\.id).filter {
    $0.hasPrefix("feature.ResultFeature.") && $0 != "feature.ResultFeature.info"
  }
  let allTicked = resultItems.reduce(fresh.text) { tick($0, $1) }
  let merged = try ChecklistDocument.merge(existing: allTicked, plan: plan)
  #expect(merged.progress.done == 1)
  #expect(merged.progress.total == 7)
  #expect(merged.progress.phases.map(\.done) == [1, 0, 0])
  #expect(merged.progress.phases.map(\.total) == plan.phases.map(\.features.count))
  #expect(merged.text.contains("Progress: 1/7 features done · phase 1: 1/5 · phase 2: 0/1 · phase 3: 0/1"))
  #expect(try ChecklistDocument.parse(merged.text).pinnedPhases == phaseMap(plan))
}
