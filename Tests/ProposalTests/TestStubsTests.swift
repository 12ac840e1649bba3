import Testing

@testable import Proposal

@Suite struct TestStubsTests {
  static func helper(_ name: String, _ body: String) -> ReducerHelper {
    ReducerHelper(name: name, line: 1, signature: "\(name)()", body: [body])
  }

  /// A case body reaches the helpers it calls and the helpers those call, in the order they are reached; a helper
  /// nothing calls, or one only named without a call, is left out.
  @Test func reachesHelpersThroughHelpers() {
    let helpers = [
      Self.helper("unused", "urlSession.data(from: url)"),
      Self.helper("fetch", "let x = try await urlSession.data(from: url)"),
      Self.helper("refresh", "state.items = []\nfetch()"),
      Self.helper("named", "clock.now"),
    ]
    let reached = TestStubs.reached(from: ["self.refresh()", "let f = named"], helpers: helpers)
    #expect(
      reached == [
        "self.refresh()", "let f = named", "state.items = []\nfetch()", "let x = try await urlSession.data(from: url)",
      ])
  }
}
