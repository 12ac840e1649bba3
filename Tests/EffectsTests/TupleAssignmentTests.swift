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

/// A single `let (a, b) = try await client.pair()` sends the whole tuple to its response case. When the method read
/// only `a`, the case was typed for `a` alone, so the generated code did not compile and still counted as converted.
@Suite struct TupleBindingResponseTests {
  @Test(arguments: [
    ("let (list, count) = try await api.window()", "(list, _)"),
    ("let (list, _) = try await api.window()", "(list, _)"),
    ("let (list, count) = try await api.window()\n    total = count", "(list, count)"),
  ])
  func theResponseCarriesTheWholeTuple(binding: String, pattern: String) throws {
    let source = """
      protocol WindowAPI: Sendable { func window() async throws -> ([Int], Int) }
      final class WindowViewModel: ObservableObject {
        @Published var items: [Int] = []
        @Published var total = 0
        private let api: WindowAPI
        init(api: WindowAPI) { self.api = api }
        func load() async {
          do {
            \(binding)
            items = list
          } catch {
            total = 0
          }
        }
      }
      struct WindowView: View {
        @StateObject var viewModel: WindowViewModel
        var body: some View { Button("Load") { Task { await viewModel.load() } } }
      }
      """
    let feature = try ProposedFeatureTests.feature(source)
    let response = try #require(feature.actions.first { $0.name.hasSuffix("Response") })
    #expect(response.payload.map(\.type) == ["Result<([Int], Int), any Error>"])
    #expect(feature.reducerCases.contains { $0.pattern.contains(".success(\(pattern))") })
    #expect(feature.conversions.allSatisfy { $0.status == .full })
  }
}
