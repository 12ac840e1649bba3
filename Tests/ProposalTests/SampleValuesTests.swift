import Analysis
import Testing

@testable import Proposal

@Suite struct SampleValuesTests {
  private static let samples = SampleValues(
    models: Analyzer.analyze([
      SourceInput(
        path: "Models.swift",
        bytes: Array(
          """
          struct Meeting: Identifiable {
            let id: Tagged<Self, UUID>
            let date: Date
            var transcript: String
          }
          struct Stop {
            var city: String
            var nights = 1
          }
          enum Phase {
            case idle, running
          }
          struct Page<T: Codable, Cursor> {
            let items: [T]
            let next: Cursor?
            let first: T
            var isLast = false
          }
          struct Boxed<T> {
            init(value: T) {}
          }
          """.utf8))
    ]).models)

  @Test(arguments: [
    ("Date", "Date(timeIntervalSince1970: 0)"),
    ("[String]", "[]"),
    ("Stop", "Stop(city: \"\")"),
    ("Phase", "Phase.idle"),
    ("Result<Stop, Error>", ".success(Stop(city: \"\"))"),
    // Point-Free's `Tagged`: the raw value's sample, typed by the place it is written in, or whole.
    ("Meeting", "Meeting(id: .init(rawValue: UUID(0)), date: Date(timeIntervalSince1970: 0), transcript: \"\")"),
    ("Meeting.ID", ".init(rawValue: UUID(0))"),
    ("Tagged<Stop, Int>", "Tagged<Stop, Int>(rawValue: 0)"),
    // Geometry a gesture or layout hands an action, and fixed system values.
    ("CGPoint", "CGPoint(x: 0, y: 0)"),
    ("CGRect", "CGRect(x: 0, y: 0, width: 0, height: 0)"),
    ("(URL, String, CGRect)", "(URL(string: \"https://example.com\")!, \"\", CGRect(x: 0, y: 0, width: 0, height: 0))"),
    ("TimeZone", "TimeZone(identifier: \"UTC\")!"),
    // A closure payload (a completion handler, a unit of work): one that ignores its arguments.
    ("@Sendable () async throws -> Void", "{}"),
    ("@Sendable (Bool) -> Void", "{ _ in }"),
    ("@escaping @Sendable (String, Int) -> ()", "{ _, _ in }"),
    ("@Sendable (Stop) -> Phase", "{ _ in Phase.idle }"),
    // Regression (HeldOutApp's feed, five actions without a test): a generic struct of the codebase, its members'
    // types read with the type arguments.
    ("Page<Stop, String>", "Page<Stop, String>(items: [], next: nil, first: Stop(city: \"\"))"),
  ])
  func writesASampleOfTheType(type: String, expected: String) {
    #expect(Self.samples.value(for: type) == expected)
  }

  /// `Self` names no type outside the declaration, and a type nothing declares has no sample.
  @Test(arguments: [
    "Tagged<Self, UUID>", "Tagged<Stop>", "Unknown", "(Int) -> Unknown", "((Bool) -> Void) -> Void",
    // A generic struct given the wrong number of arguments, one with an argument of no sample, one with an
    // initializer of its own.
    "Page<Stop>", "Page<Unknown, String>", "Boxed<Int>",
  ])
  func hasNoSampleFor(type: String) {
    #expect(Self.samples.value(for: type) == nil)
  }
}
