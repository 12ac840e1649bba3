import Testing

@testable import Proposal

@Suite struct StateSetupTests {
  struct Case: Sendable, CustomStringConvertible {
    var name: String
    var conversion: MethodConversion
    var expected: [String]?
    var earlyReturns = false
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
        "@Dependency(\\.uuid) var uuid", "if self.deck.cards.isEmpty {\n  self.deck.cards.append(Card(id: uuid()))\n}",
      ]),
    Case(
      name: "a dependency copied into a local of its name is the local dependency",
      conversion: MethodConversion(
        status: .full, body: ["let calendar = calendar", "state.firstDay = calendar.firstWeekday", "return .none"],
        dependencies: [DependencyUse(property: "calendar", key: "\\.calendar")]),
      expected: ["@Dependency(\\.calendar) var calendar", "self.firstDay = calendar.firstWeekday"]),
    Case(
      name: "a condition continued on the next line stays with its statement",
      conversion: MethodConversion(
        status: .full, body: ["if a &&", "  b {", "  state.count = 1", "}", "state.total = 2", "return .none"]),
      expected: ["if a &&\n  b {\n  self.count = 1\n}", "self.total = 2"]),
    Case(
      name: "an early return of a whole initializer is its own return",
      conversion: MethodConversion(
        status: .full, body: ["guard let id else { return .none }", "state.id = id", "return .none"]),
      expected: ["guard let id else { return }", "self.id = id"], earlyReturns: true),
    Case(
      name: "an early return of lifecycle work stays in onAppear",
      conversion: MethodConversion(
        status: .full, body: ["guard let id else { return .none }", "state.id = id", "return .none"]),
      expected: nil),
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
    #expect(StateSetup.lines(for: item.conversion, earlyReturns: item.earlyReturns) == item.expected)
  }

  /// A whole `State.init` may only assign tracked fields until all are set: a read refuses it.
  @Test(arguments: [
    (["self.total = 1", "self.names = [name]"], false),
    (["if ok {\n  self.total = 1\n}"], false),
    (["self.count += 1"], true),
    (["self.total = self.count"], true),
    (["let first = self.names.first"], true),
  ])
  func readsOfStateRefuseAWholeInitializer(lines: [String], reads: Bool) {
    #expect(StateSetup.readsState(lines) == reads)
  }

  @Test func testsStubWhatStateInitDeclares() {
    var initializer = StateInitializer(
      parameters: [], assignments: ["self.deck = deck", "@Dependency(\\.uuid) var uuid", "@Dependency(\\.x) var x"])
    initializer.dependencies = [Self.uuid, DependencyUse(property: "x", key: "\\.x")]
    #expect(StateSetup.dependencyStubs(of: initializer) == ["$0.uuid = .incrementing"])
  }
}
