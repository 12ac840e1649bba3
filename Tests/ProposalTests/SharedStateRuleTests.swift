import Testing

@testable import Proposal

@Suite struct SharedStateRuleTests {
  @Test(arguments: [
    ("state.username = name", "state.$username.withLock { $0 = name }"),
    ("    state.count += 1", "    state.$count.withLock { $0 += 1 }"),
    // Regression (ModernSwiftUIApp, found by the type-check suite's warnings): `withLock` returns what its closure
    // does, and an `IdentifiedArray`'s `append` or `insert` returns a value, unused.
    ("state.tags.append(tag)", "state.$tags.withLock { _ = $0.append(tag) }"),
    ("state.settings.sessions.insert(s, at: 0)", "state.$settings.withLock { _ = $0.sessions.insert(s, at: 0) }"),
    ("state.username == name", "state.username == name"),
    ("state.other = 1", "state.other = 1"),
    ("let x = state.username", "let x = state.username"),
    ("state.tags.forEach { print($0) }", "state.tags.forEach { print($0) }"),
    ("state.settings.isMuted = true", "state.$settings.withLock { $0.isMuted = true }"),
    ("state.settings.audio.volume += 1", "state.$settings.withLock { $0.audio.volume += 1 }"),
    ("state.settings.isMuted.toggle()", "state.$settings.withLock { $0.isMuted.toggle() }"),
    ("state.settings.isMuted == true", "state.settings.isMuted == true"),
  ])
  func mutationsGoThroughWithLock(_ line: String, _ expected: String) {
    #expect(SharedStateRule.locked(line, shared: ["username", "count", "tags", "settings"]) == expected)
  }
}
