import Lexer
import Proposal
import Testing

@testable import Effects

@Suite struct TupleAssignmentTests {
  /// Whether the first token spelled `name` in `code` is assigned as part of a tuple.
  static func assigns(_ code: String, _ name: String) -> Bool {
    let source = BodySource(file: SourceFile(text: code), firstLine: 1)
    let tokens = source.file.tokens.indices
    guard let index = tokens.first(where: { source.kind($0) == .identifier && source.text($0) == name }) else {
      return false
    }
    return TupleAssignment.assigns(source, at: index, end: tokens.upperBound)
  }

  @Test(arguments: [
    ("(items, count) = try await load()", "items", true),
    ("(items, count) = try await load()", "count", true),
    ("isLoading = true\n(items, count) = pair", "count", true),
    ("((items), count) = pair", "items", true),
    ("let (items, count) = pair", "items", false),
    ("load(items, count)", "items", false),
    ("let pair = (items, count)", "items", false),
    ("(items, count) == pair", "items", false),
    ("if case let (items, count) = pair {}", "items", false),
    ("values[(items)] = 1", "items", false),
    ("cache.store(items, count) = x", "items", false),
  ])
  func tupleTargets(_ code: String, _ name: String, _ expected: Bool) {
    #expect(Self.assigns(code, name) == expected, "\(code)")
  }
}
