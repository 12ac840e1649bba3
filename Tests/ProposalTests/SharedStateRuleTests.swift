import Testing

@testable import Proposal

@Suite struct SharedStateRuleTests {
  @Test(arguments: [
    ("state.username = name", "state.$username.withLock { $0 = name }"),
    ("    state.count += 1", "    state.$count.withLock { $0 += 1 }"),
    ("state.tags.append(tag)", "state.$tags.withLock { $0.append(tag) }"),
    ("state.username == name", "state.username == name"),
    ("state.other = 1", "state.other = 1"),
    ("let x = state.username", "let x = state.username"),
    ("state.tags.forEach { print($0) }", "state.tags.forEach { print($0) }"),
  ])
  func mutationsGoThroughWithLock(_ line: String, _ expected: String) {
    #expect(SharedStateRule.locked(line, shared: ["username", "count", "tags"]) == expected)
  }
}
