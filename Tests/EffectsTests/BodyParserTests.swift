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
    // A trailing closure or a body brace a formatter put on its own line continues the statement.
    ("task = api.search(query: q)\n{ [weak self] result in\n  use(result)\n}\nf()", 2),
    ("if a,\n  let b = c\n{\n  d()\n}\nf()", 2),
  ])
  func splitsStatements(text: String, count: Int) {
    #expect(ParsedBody(text: text).statements.count == count)
  }

  @Test func unknownDefaultIsACaseLabel() throws {
    let body = ParsedBody(text: "switch status {\ncase .denied:\n  a()\n@unknown default:\n  break\n}")
    let block = try #require(body.statements.first?.blocks.first)
    #expect(block.statements.map(\.isCaseLabel) == [true, false, true, false])
  }

  /// A closure's signature on the brace's line or, as a formatter wraps a long call, alone on the next.
  @Test(arguments: [
    "api.load { [weak self] result in\n  use(result)\n}",
    "api.load {\n  [weak self] result in\n  use(result)\n}",
  ])
  func findsTheClosureSignature(text: String) throws {
    let body = ParsedBody(text: text)
    let block = try #require(body.statements.first?.blocks.first)
    let signature = try #require(block.signature)
    #expect(body.source.text(signature).trimmingCharacters(in: .whitespaces) == "[weak self] result")
    #expect(block.statements.map(\.firstWord) == ["use"])
  }
}
