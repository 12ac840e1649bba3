import Testing

@testable import Proposal

@Suite struct NoOpBodyTests {
  struct Case: Sendable, CustomStringConvertible {
    var name: String
    var body: [String]
    var isNoOp: Bool
    var description: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "bind loop whose closures all became delegate cases",
      body: [
        "// Inlined from `bind`.", "for destination in state.path {", "  switch destination {",
        "  case let .detail(detailModel):", "    do {", "      let model = detailModel", "    }", "  case .session:",
        "    break", "  }", "}", "return .none",
      ],
      isNoOp: true),
    Case(name: "an empty lifecycle case keeps its action", body: ["return .none"], isNoOp: false),
    Case(
      name: "a TODO left in the loop", body: ["for x in state.rows {", "  // TODO(tca-migrate): by hand", "}"],
      isNoOp: false),
    Case(name: "a state change", body: ["for x in state.rows {", "  state.count += 1", "}"], isNoOp: false),
    Case(name: "an effect", body: ["do {", "  let id = row", "}", "return .send(.load)"], isNoOp: false),
  ]

  @Test(arguments: cases)
  func recognizesLeftovers(_ item: Case) {
    #expect(NoOpBody.isNoOp(item.body) == item.isNoOp)
  }
}
