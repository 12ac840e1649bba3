import Analysis
import Testing

@testable import Proposal

@Suite struct ObserverRunsTests {
  private static let structures = KnownStructures(models: [:])

  /// The State every row starts from.
  private static let state: KnownStructure = {
    let model = Builders.model(published: [
      Builders.published("query", "String", "\"\""), Builders.published("page", "Int", "0"),
      Builders.published("isLoaded", "Bool", "true"), Builders.published("category", "String?"),
      Builders.published("scale", "Double", "1.0"), Builders.published("previousScale", "Double", "1.0"),
      Builders.published("stamp", "Date", "Date()"),
    ])
    return KnownInitialState.of(
      Builders.feature(model), structures: structures, samples: SampleValues(models: structures.models))
  }()

  private static func observer(_ property: String, _ body: [String], old: String? = nil) -> StateObserver {
    StateObserver(property: property, oldValueName: old, body: body + ["return .none"])
  }

  struct Row: CustomTestStringConvertible, Sendable {
    let name: String
    let observers: [StateObserver]
    let lines: [String]
    /// The lines the test asserts; nil when the observers cannot be run.
    let expected: [String]?
    var testDescription: String { name }
  }

  static let rows: [Row] = [
    Row(
      name: "an observer set off by the send, then one set off by it, in chain order",
      observers: [observer("query", ["state.page = 1"]), observer("page", ["state.isLoaded = false"])],
      lines: ["$0.query = \"text\""],
      expected: ["$0.query = \"text\"", "$0.page = 1", "$0.isLoaded = false"]),
    Row(
      name: "an observer earlier in the chain is not run again by a later one",
      observers: [observer("page", ["state.isLoaded = false"]), observer("query", ["state.page = 1"])],
      lines: ["$0.query = \"text\""],
      expected: ["$0.query = \"text\"", "$0.page = 1"]),
    Row(
      name: "an observer whose condition does not hold changes nothing",
      observers: [observer("query", ["if state.query.isEmpty {", "  state.page = 1", "}"])],
      lines: ["$0.query = \"text\""],
      expected: ["$0.query = \"text\""]),
    Row(
      name: "a value set to what it held does not set off its observer",
      observers: [observer("query", ["state.page = 0"]), observer("page", ["state.isLoaded = false"])],
      lines: ["$0.query = \"text\""],
      expected: ["$0.query = \"text\""]),
    Row(
      name: "an unset optional set to a value counts as a change",
      observers: [observer("category", ["state.query = \"\"", "state.page = 2"])],
      lines: ["$0.category = \"text\""],
      expected: ["$0.category = \"text\"", "$0.page = 2"]),
    Row(
      name: "the old value is the one before the action",
      observers: [observer("page", ["state.query = oldValue == 0 ? \"from zero\" : \"other\""], old: "oldValue")],
      lines: ["$0.page = 3"],
      expected: ["$0.page = 3", "$0.query = \"from zero\""]),
    Row(
      name: "an observer setting a value to what it held adds nothing",
      observers: [observer("scale", ["state.previousScale = oldValue"], old: "oldValue")],
      lines: ["$0.scale = 2"],
      expected: ["$0.scale = 2"]),
    Row(
      name: "an observer writing what the send wrote has every line written from the values",
      observers: [observer("query", ["state.page = 3"])],
      lines: ["$0.page = 1", "$0.query = \"text\""],
      expected: ["$0.page = 3", "$0.query = \"text\""]),
    Row(
      name: "an observer that starts an effect is not run without a follower",
      observers: [observer("query", ["return .run { _ in }"])],
      lines: ["$0.query = \"text\""],
      expected: nil),
    Row(
      name: "an observer reading a value the evaluation does not know is not run",
      observers: [observer("query", ["state.isLoaded = state.stamp > .now"])],
      lines: ["$0.query = \"text\""],
      expected: nil),
    Row(
      name: "a relative change is run on the initial value",
      observers: [observer("page", ["if state.page > 1 {", "  state.isLoaded = false", "}"])],
      lines: ["$0.page += 2"],
      expected: ["$0.page += 2", "$0.isLoaded = false"]),
    Row(
      name: "a line that is not an assignment to State is not run",
      observers: [observer("query", ["state.page = 1"])],
      lines: ["XCTAssertTrue($0.isLoaded)"],
      expected: nil),
  ]

  @Test(arguments: rows)
  func observersAddTheirChanges(_ row: Row) {
    let runs = ObserverRuns(observers: row.observers, initial: Self.state, structures: Self.structures)
    #expect(runs.changes(after: row.lines, stubs: [])?.lines == row.expected)
  }
}
