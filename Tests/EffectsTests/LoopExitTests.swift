import Effects
import Testing

/// In one pass of a `for await` loop (its element case), each `break`, `continue` and `return` keeps the meaning it
/// had in the view model: the rule examples cover a `switch`'s `break`, the loop's `break` and a `return`; these rows
/// cover the nested loops and closures that own their `break` and `continue`.
@Suite struct LoopExitTests {
  struct Case: CustomStringConvertible, Sendable {
    var description: String
    /// Statements of the loop body (over `score`).
    var body: String
    /// A line the element case must hold.
    var expected: String
  }

  static let cases: [Case] = [
    Case(
      description: "The loop's own continue ends the pass",
      body: "if score < 0 { continue }\nlatestScore = score",
      expected: "if score < 0 { return .none }"),
    Case(
      description: "A nested loop keeps its continue",
      body: "for item in items {\n  if item.id == score { continue }\n  count += 1\n}",
      expected: "if item.id == score { continue }"),
    Case(
      description: "A nested loop keeps its break",
      body: "for item in items {\n  if item.id == score { break }\n  count += 1\n}",
      expected: "if item.id == score { break }"),
    Case(
      description: "A return inside a nested loop still ends the stream",
      body: "for item in items {\n  if item.id == score { return }\n  count += 1\n}",
      expected: "if item.id == score { return .cancel(id: CancelID.watch) }"),
  ]

  @Test(arguments: cases)
  func eachExitKeepsItsMeaning(_ testCase: Case) {
    let body = testCase.body.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
    let result = ExampleFeature.convert(
      """
      func watch() async {
        for await score in api.scores() {
      \(body)
        }
      }
      """)
    let lines = result.cases.map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.contains(testCase.expected), "\(result.cases.joined(separator: "\n"))")
  }
}
