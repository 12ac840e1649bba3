import Analysis
import Foundation
import Plan
import Testing

@Test(
  "the quiz app's plan in every format matches its golden file",
  arguments: [
    (PlanFormat.markdown, "quiz-app-checklist.md"),
    (PlanFormat.text, "quiz-app-plan.txt"),
    (PlanFormat.json, "quiz-app-plan.json"),
  ])
func goldenOutputs(format: PlanFormat, file: String) throws {
  let plan = MigrationPlan.make(from: QuizAppCodebase.analysis)
  let output = PlanRenderer.render(plan, format: format)
  #expect(output == (try golden(file, actual: output)))
}

@Test("the JSON follows the DESIGN.md contract: phases [{number, features [names]}]")
func jsonContract() throws {
  let plan = MigrationPlan.make(from: QuizAppCodebase.analysis)
  let merge = try ChecklistDocument.merge(existing: handEditedQuizChecklist(), plan: plan)
  let data = Data(PlanRenderer.json(plan, merge: merge).utf8)
  let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  let phases = try #require(object["phases"] as? [[String: Any]])
  #expect(phases.compactMap { $0["number"] as? Int } == plan.phases.map(\.number))
  #expect(phases.compactMap { $0["features"] as? [String] } == plan.phases.map(\.features))
  let progress = try #require(object["progress"] as? [String: Any])
  #expect(progress["total"] as? Int == plan.features.count)
  #expect((object["cycles"] as? [Any])?.count == plan.cycles.count)
  #expect((object["bridges"] as? [Any])?.count == plan.bridges.count)
  #expect(object["checklist"] != nil)
}

@Test("the text summary lists every feature under its phase with its effort")
func textSummary() {
  let plan = MigrationPlan.make(from: QuizAppCodebase.analysis)
  let lines = PlanRenderer.text(plan).split(separator: "\n").map(String.init)
  for feature in plan.features {
    let phaseLine = lines.firstIndex { $0.hasPrefix("Phase \(feature.phase) ·") } ?? -1
    let featureLine = lines.firstIndex { $0.contains(". \(feature.name) ") && $0.contains(feature.effort.label) } ?? -1
    #expect(phaseLine >= 0 && featureLine > phaseLine, "\(feature.name)")
  }
}
