import Testing

@testable import Proposal

/// What a generated test asserts: only changes TestStore can check.
struct ExpectedChangesTests {
  @Test(arguments: [
    // With exhaustivity off the closure runs on the new State, so a relative change would apply twice.
    (["$0.isBookmarked.toggle()", "$0.isLiking = false"], ["$0.isLiking = false"], ["isBookmarked"]),
    (["$0.article.likes -= 1"], [], ["article.likes"]),
    // After an absolute value of the same path, a relative change is checkable.
    (["$0.count = 1", "$0.count += 1"], ["$0.count = 1", "$0.count += 1"], []),
    (["$0.items.removeAll()", "$0.items.append(item)"], ["$0.items.removeAll()", "$0.items.append(item)"], []),
  ])
  func relativeChangesAreLeftOutWhenNonExhaustive(lines: [String], kept: [String], dropped: [String]) {
    let result = ExpectedChanges.absoluteOnly(lines)
    #expect(result.lines == kept)
    #expect(result.dropped == dropped)
  }

  @Test func aReceivedChangeEqualToTheEarlierStateIsLeftOut() {
    let test = TestCaseProposal(
      name: "task", send: ".task", initialState: "F.State()", expectedChanges: ["$0.isLoading = true"],
      nonExhaustive: true,
      receives: [
        ReceivedAction(keyPath: "\\.taskResponse.success", expectedChanges: ["$0.notes = []", "$0.isLoading = false"])
      ])
    let result = ExpectedChanges.droppingNoOpReceives(test, initial: ["notes": "[]", "isLoading": "false"])
    #expect(result.receives[0].expectedChanges == ["$0.isLoading = false"])
  }

  @Test func fieldsTheSentCaseChangesAnywhereAreKnownAsChanged() {
    let body = [
      "guard !state.isLoadingPage else { return .none }", "state.isLoadingPage = true", "if x {", "  state.page = 2",
      "}",
    ]
    #expect(ExpectedChanges.mutatedFields(in: body) == ["isLoadingPage", "page"])
  }

  @Test func aStateFieldSetAgainLaterIsNotAssertedFromItsFirstValue() {
    let body = [
      "state.isDownloadingAll = true", "let pending = state.rows", "state.isDownloadingAll = false", "return .none",
    ]
    let changes = LeadingChanges.known(in: body, stateNames: ["isDownloadingAll", "rows"])
    #expect(changes.lines.isEmpty)
  }

  /// Regression (DuckDuckGo): a leading call of an endpoint the test stubs to do nothing hid the changes after it.
  @Test(arguments: [
    ("settingsClient.setMuted(true)", ["$0.isDownloadingAll = true"]),
    ("settingsClient.setMuted(state.isDownloadingAll)", []),
    ("settingsClient.load(1)", []),
  ])
  func leadingChangesRunPastInertEndpoints(call: String, expected: [String]) {
    let body = [call, "state.isDownloadingAll = true", "return .none"]
    let changes = LeadingChanges.known(
      in: body, stateNames: ["isDownloadingAll"], inert: ["settingsClient.setMuted"])
    #expect(changes.lines == expected)
  }

  @Test func aParentTestFindsTheChildActionsItsCaseSends() {
    let sends = ChildEffectStubs.childSends(in: ["return .send(.player(.start(episode: episode)))", "state.x = 1"])
    #expect(sends.map { [$0.0, $0.1] } == [["player", "start"]])
    #expect(ChildEffectStubs.sentAction(".showPlayer(for: Episode())") == "showPlayer")
    #expect(ChildEffectStubs.sentAction("\\.binding.query, \"text\"") == nil)
  }

  @Test(
    arguments: [
      ("1.0", "2"), ("1", "2"), ("true", "false"), ("\"text\"", "\"other text\""), ("0", "1"), (nil, "1"),
    ] as [(String?, String)])
  func aBindingSampleDiffersFromTheDefault(initial: String?, sample: String) {
    let type = sample.hasPrefix("\"") ? "String" : (sample == "true" || sample == "false" ? "Bool" : "Double")
    #expect(TypeText.sampleValue(for: type, differentFrom: initial) == sample)
  }
}
