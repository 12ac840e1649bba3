import Testing

@testable import Proposal

@Suite struct AlertActionRuleTests {
  struct Case: Sendable, CustomStringConvertible {
    var name: String
    var body: [String]
    var expected: [String]?
    var description: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "nil arm that only breaks is dropped",
      body: ["switch action {", "case .confirm:", "  state.done = true", "case nil:", "  break", "}", "return .none"],
      expected: ["switch action {", "case .confirm:", "  state.done = true", "}", "return .none"]),
    Case(
      name: "nil arm with work is kept",
      body: ["switch action {", "case .confirm:", "  state.done = true", "case nil:", "  state.done = false", "}"],
      expected: nil),
    Case(name: "no switch on the action", body: ["state.done = action == .confirm"], expected: nil),
  ]

  @Test(arguments: cases)
  func droppingNilArm(_ item: Case) {
    #expect(AlertActionRule.droppingNilArm(item.body, switchingOn: "action") == item.expected)
  }

  @Test func bindingOfTheMethodsOwnPattern() {
    #expect(AlertActionRule.binding(in: "let .alertButtonTapped(action)", of: "alertButtonTapped") == "action")
    #expect(AlertActionRule.binding(in: "let .other(action)", of: "alertButtonTapped") == nil)
    #expect(AlertActionRule.binding(in: "let .alertButtonTapped(a, b)", of: "alertButtonTapped") == nil)
  }
}
