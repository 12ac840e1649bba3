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
    ("let a =\n  b == c\n  ? d()\n  : e()\nf()", 2),
  ])
  func splitsStatements(text: String, count: Int) {
    #expect(ParsedBody(text: text).statements.count == count)
  }

  @Test func unknownDefaultIsACaseLabel() throws {
    let body = ParsedBody(text: "switch status {\ncase .denied:\n  a()\n@unknown default:\n  break\n}")
    let block = try #require(body.statements.first?.blocks.first)
    #expect(block.statements.map(\.isCaseLabel) == [true, false, true, false])
  }
}
