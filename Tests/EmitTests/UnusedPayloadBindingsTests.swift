import Testing

@testable import Emit

/// A case whose code no longer reads a payload (it stays under a TODO as comments) matches it without binding.
/// Regression (the type-check suite's warnings: 8 of the 22 left were "immutable value 'x' was never used" in such
/// cases, and IceCubes had `case let .statusDidAppear(_):`, a `let` that binds nothing).
@Suite struct UnusedPayloadBindingsTests {
  @Test(arguments: [
    ("let .reload(manager)", ["// account = manager.currentAccount", "return .none"], ".reload"),
    ("let .save(item, flag)", ["state.items.append(item)", "return .none"], "let .save(item, _)"),
    (
      "let .save(item, flag)", ["state.items.append(item)", "state.flag = flag", "return .none"],
      "let .save(item, flag)"
    ),
    ("let .seen(_)", ["return .none"], ".seen"),
    ("let .loaded(_, user)", ["// state.user = user", "return .none"], ".loaded"),
    ("let .loaded(.success(user))", ["return .none"], "let .loaded(.success(user))"),
    (".tapped", ["return .none"], ".tapped"),
    ("let .open(url)", ["return .run { _ in await openURL(url) }"], "let .open(url)"),
    ("let .open(url)", ["state.urlString = \"\\(url)\"", "return .none"], "let .open(url)"),
  ])
  func patternsBindOnlyWhatTheCodeReads(pattern: String, body: [String], expected: String) {
    #expect(UnusedPayloadBindings.pattern(pattern, body: body) == expected)
  }
}
