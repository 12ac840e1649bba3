import Proposal
import Testing

@testable import Effects

@Suite struct BodyParserTests {
  @Test(arguments: [
    ("a = 1\nb = 2", 2),
    ("a = 1; b = 2", 2),
    ("let x = foo(\n  1,\n  2\n)\nbar()", 2),
    ("if a {\n  b()\n} else {\n  c()\n}\nd()", 2),
    ("$query\n  .debounce(for: 1)\n  .sink { _ in }", 1),
    ("// note\nx += 1", 2),
  ])
  func splitsStatements(text: String, count: Int) {
    #expect(ParsedBody(text: text).statements.count == count)
  }
}
