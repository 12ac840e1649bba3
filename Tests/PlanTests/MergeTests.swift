import Analysis
import Foundation
import Plan
import Testing

/// The quiz app's fresh checklist text.
func freshQuizChecklist() -> String {
  ChecklistDocument.render(MigrationPlan.make(from: QuizAppCodebase.analysis)).text
}

/// `text` with the line carrying `id` replaced by `transform(line)`.
func editing(_ text: String, id: String, _ transform: (String) -> String) -> String {
  text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
    line.contains("<!-- id: \(id) -->") || line.contains("<!-- id: \(id);") ? transform(String(line)) : String(line)
  }.joined(separator: "\n")
}

func tick(_ text: String, _ ids: String...) -> String {
  ids.reduce(text) { text, id in editing(text, id: id) { $0.replacingOccurrences(of: "- [ ]", with: "- [x]") } }
}

func addNote(_ text: String, after id: String, _ note: String) -> String {
  editing(text, id: id) { $0 + "\n" + note }
}

/// The quiz app without the view model `name`, optionally with extra view models.
func quizAnalysis(removing names: [String] = [], adding extra: [ViewModel] = []) -> AnalysisResult {
  var result = QuizAppCodebase.analysis
  result.viewModels = result.viewModels.filter { !names.contains($0.name) } + extra
  return result
}

/// A hand-edited quiz checklist: ticks, notes under items, sections and the title, a person's own item.
func handEditedQuizChecklist() -> String {
  var text = tick(freshQuizChecklist(), "pre.package", "feature.ResultFeature.state", "feature.QuizFeature.action")
  text = text.replacingOccurrences(of: "- [x] Add the", with: "- [X] Add the")
  text = addNote(text, after: "feature.ResultFeature.state", "  Kept `summary` as a computed property.")
  text = addNote(text, after: "phase.2", "\nAsk Dana before starting the quiz flow.")
  text = addNote(text, after: "doc.title", "Owner: mobile team")
  text = text.replacingOccurrences(
    of: ChecklistDocument.versionMarker() + "\n",
    with: ChecklistDocument.versionMarker() + "\n<!-- keep at repo root -->\n")
  text = addNote(text, after: "section.post", "\n- [ ] Remove the feature flag `useTCA` (our own item)")
  return text
}

@Test("merging keeps ticks (either case), notes and a person's own items")
func mergeKeepsTicksAndNotes() throws {
  let edited = handEditedQuizChecklist()
  let merged = try ChecklistDocument.merge(existing: edited, plan: MigrationPlan.make(from: QuizAppCodebase.analysis))
  #expect(merged.text == edited.replacingOccurrences(of: "- [X] Add the", with: "- [x] Add the"))
  #expect(merged.document.isChecked("pre.package") == true)
  #expect(merged.document.isChecked("feature.ResultFeature.state") == true)
  #expect(merged.document.isChecked("feature.ResultFeature.action") == false)
  #expect(merged.report.keptNoteLines == 5)
  #expect(merged.report.added.isEmpty && merged.report.removed.isEmpty && merged.report.autoTicked.isEmpty)
}

@Test("a new view model gets its feature block; others keep their ticks")
func mergeAddsNewViewModel() throws {
  let edited = handEditedQuizChecklist()
  let extra = ViewModel(
    name: "LeaderboardViewModel", file: "Quiz/LeaderboardViewModel.swift", line: 2, kind: .observable,
    published: [StateProperty(name: "entries", type: "[Entry]", line: 3)])
  let merged = try ChecklistDocument.merge(
    existing: edited, plan: MigrationPlan.make(from: quizAnalysis(adding: [extra])))
  #expect(merged.report.added == ["LeaderboardFeature"])
  #expect(merged.document.features.map(\.name).contains("LeaderboardFeature"))
  #expect(merged.document.isChecked("feature.LeaderboardFeature.state") == false)
  #expect(merged.document.isChecked("feature.ResultFeature.state") == true)
  #expect(merged.text.contains("  Kept `summary` as a computed property."))
  #expect(merged.progress.total == 8)
}

@Test("a view model that disappeared is struck through, not deleted, with its ticks and notes")
func mergeMarksRemovedViewModel() throws {
  let edited = handEditedQuizChecklist()
  let merged = try ChecklistDocument.merge(
    existing: edited, plan: MigrationPlan.make(from: quizAnalysis(removing: ["ResultViewModel"])))
  #expect(merged.report.removed == ["ResultFeature"])
  let feature = try #require(merged.document.features.first { $0.name == "ResultFeature" })
  #expect(feature.status == .removed)
  #expect(feature.phase == 1)
  #expect(merged.text.contains("### ~~ResultFeature~~ · `ResultViewModel` (view model no longer found)"))
  #expect(merged.document.isChecked("feature.ResultFeature.state") == true)
  #expect(merged.text.contains("  Kept `summary` as a computed property."))
  #expect(merged.progress.total == 6)
}

struct RenameCase: Sendable, CustomTestStringConvertible {
  var label: String
  var oldName: String
  var newName: String
  var newFile: String
  var expected: MergeReport.Rename?

  var testDescription: String { label }
}

@Test(
  "a removed and an added feature with the same file or similar names are reported as a rename",
  arguments: [
    RenameCase(
      label: "same file", oldName: "ResultViewModel", newName: "ScoreCardViewModel",
      newFile: "Quiz/ResultViewModel.swift",
      expected: .init(from: "ResultFeature", to: "ScoreCardFeature", reason: "same file")),
    RenameCase(
      label: "similar names", oldName: "ResultViewModel", newName: "ResultsViewModel", newFile: "Quiz/Results.swift",
      expected: .init(from: "ResultFeature", to: "ResultsFeature", reason: "similar names")),
    RenameCase(
      label: "one name inside the other", oldName: "SettingsViewModel", newName: "AppSettingsViewModel",
      newFile: "Settings/AppSettings.swift",
      expected: .init(from: "SettingsFeature", to: "AppSettingsFeature", reason: "similar names")),
    RenameCase(
      label: "unrelated", oldName: "ResultViewModel", newName: "ProfileViewModel", newFile: "Profile/Profile.swift",
      expected: nil),
  ])
func renameReported(testCase: RenameCase) throws {
  var renamed = try #require(QuizAppCodebase.viewModels.first { $0.name == testCase.oldName })
  renamed.name = testCase.newName
  renamed.file = testCase.newFile
  let plan = MigrationPlan.make(from: quizAnalysis(removing: [testCase.oldName], adding: [renamed]))
  let merged = try ChecklistDocument.merge(existing: freshQuizChecklist(), plan: plan)
  #expect(merged.report.renames == (testCase.expected.map { [$0] } ?? []))
}
