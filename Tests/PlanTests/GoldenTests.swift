import Analysis
import Plan
import Testing

@Test("the quiz app's fresh checklist matches the golden file")
func goldenChecklist() throws {
  let plan = MigrationPlan.make(from: QuizAppCodebase.analysis)
  let text = ChecklistDocument.render(plan).text
  #expect(text == (try golden("quiz-app-checklist.md", actual: text)))
}
