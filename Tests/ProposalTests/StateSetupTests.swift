import Testing

@testable import Proposal

@Suite struct StateSetupTests {
  struct Case: Sendable, CustomStringConvertible {
    var name: String
    var conversion: MethodConversion
    var expected: [String]?
    var description: String { name }
  }

  static let uuid = DependencyUse(property: "uuid", key: "\\.uuid")

  static let cases: [Case] = [
    Case(
      name: "state setup reading a library dependency",
      conversion: MethodConversion(
        status: .full,
        body: ["if state.deck.cards.isEmpty {", "  state.deck.cards.append(Card(id: uuid()))", "}", "return .none"],
        dependencies: [uuid]),
      expected: [
        "@Dependency(\\.uuid) var uuid", "if self.deck.cards.isEmpty {",
        "  self.deck.cards.append(Card(id: uuid()))", "}",
      ]),
    Case(
      name: "a read of UserDefaults stays in onAppear",
      conversion: MethodConversion(
        status: .full,
        body: [
          "// NOTE(tca-migrate): …", "state.name = UserDefaults.standard.string(forKey: \"n\") ?? \"\"", "return .none",
        ]),
      expected: nil),
    Case(
      name: "an effect stays in onAppear",
      conversion: MethodConversion(status: .full, body: ["state.isLoading = true", "return .send(.load)"]),
      expected: nil),
    Case(
      name: "a client the tests cannot stub stays in onAppear",
      conversion: MethodConversion(
        status: .full, body: ["state.name = nameClient.current()", "return .none"],
        dependencies: [DependencyUse(property: "nameClient", key: "NameClient.self")]),
      expected: nil),
    Case(
      name: "a partial conversion stays in onAppear",
      conversion: MethodConversion(status: .partial, body: ["state.count = 1", "return .none"]), expected: nil),
  ]

  @Test(arguments: cases)
  func linesForStateInit(_ item: Case) {
    #expect(StateSetup.lines(for: item.conversion) == item.expected)
  }

  @Test func testsStubWhatStateInitDeclares() {
    var initializer = StateInitializer(
      parameters: [], assignments: ["self.deck = deck", "@Dependency(\\.uuid) var uuid", "@Dependency(\\.x) var x"])
    initializer.dependencies = [Self.uuid, DependencyUse(property: "x", key: "\\.x")]
    #expect(StateSetup.dependencyStubs(of: initializer) == ["$0.uuid = .incrementing"])
  }
}
