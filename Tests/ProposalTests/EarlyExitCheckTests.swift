import Analysis
import Proposal
import Testing

@Suite struct EarlyExitCheckTests {
  private static let check: EarlyExitCheck = {
    let model = Builders.model(published: [
      Builders.published("isLoading", "Bool", "false"), Builders.published("isReady", "Bool", "true"),
      Builders.published("query", "String", "\"\""), Builders.published("items", "[Int]", "[]"),
      Builders.published("lastLoadedAt", "Date?"), Builders.published("page", "Int", "1"),
    ])
    return EarlyExitCheck(proposal: Builders.feature(model))
  }()

  @Test(arguments: [
    ("guard !state.isLoading else { return .none }", true),
    ("guard state.isLoading else { return .none }", false),
    ("guard state.isReady, state.items.isEmpty else { return .none }", true),
    ("guard !state.query.isEmpty else { return .none }", false),
    ("if let lastLoadedAt = state.lastLoadedAt, now.timeIntervalSince(lastLoadedAt) < 60 { return .none }", true),
    ("if state.lastLoadedAt != nil { return .none }", true),
    ("if state.page > 3 { return .none }", false),
    ("guard state.page > 0 else { return .none }", false),
  ])
  func anEarlyExitIsSkippedOnlyWhenTheInitialStateProvesIt(line: String, reaches: Bool) {
    let body = [line, "state.isLoading = true", "return .run { send in", "  await send(.done)", "}"]
    #expect(Self.check.reachesEffect(body) == reaches)
  }

  @Test func aMultiLineGuardIsJudgedByItsHeader() {
    let body = ["guard state.isLoading else {", "  state.page = 0", "  return .none", "}", "return .run { _ in }"]
    #expect(!Self.check.reachesEffect(body))
    let passing = ["guard !state.isLoading else {", "  return .none", "}", "return .run { _ in }"]
    #expect(Self.check.reachesEffect(passing))
  }

  @Test func aBodyWithoutAnEffectNeverReachesOne() {
    #expect(!Self.check.reachesEffect(["state.page += 1", "return .none"]))
  }
}
