import Analysis
import Testing

/// A property or parameter written with a type alias of a function type is the closure the alias stands for.
@Suite struct FunctionAliasTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let written: String
    let expected: String
    var testDescription: String { written }
  }

  static let aliases = """
    typealias Action = () -> Void
    typealias ParamsAction<Params> = (Params) -> Void
    typealias Pair<A, B> = (A, B) -> Bool
    typealias Identifier = String
    """

  static let cases: [Case] = [
    Case(written: "Action", expected: "() -> Void"),
    Case(written: "@escaping Action", expected: "@escaping () -> Void"),
    Case(written: "Action?", expected: "(() -> Void)?"),
    Case(written: "ParamsAction<PopToRootOptions>", expected: "(PopToRootOptions) -> Void"),
    Case(written: "@escaping ParamsAction<[Int]>", expected: "@escaping ([Int]) -> Void"),
    Case(written: "Pair<Int, Dictionary<String, Int>>", expected: "(Int, Dictionary<String, Int>) -> Bool"),
    // Not a function alias, or not the alias as a whole.
    Case(written: "Identifier", expected: "Identifier"),
    Case(written: "[Action]", expected: "[Action]"),
    Case(written: "ActionKind", expected: "ActionKind"),
  ]

  @Test(arguments: cases)
  func initializerParametersSeeTheClosure(_ example: Case) throws {
    let result = analyze([
      "Aliases.swift": Self.aliases,
      "Screen.swift": """
      final class ScreenViewModel: ObservableObject {
        @Published var title = ""
        init(value: \(example.written)) {}
      }
      """,
    ])
    let model = try #require(result.viewModels.first)
    #expect(model.initializers.first?.parameters.first?.type == example.expected)
  }

  @Test func aClosurePropertyWrittenWithAnAliasIsNoState() throws {
    let result = analyze([
      "Aliases.swift": Self.aliases,
      "Coordinator.swift": """
      final class ReferralCoordinator: ObservableObject {
        @Published var isShowingRules = false
        var dismissAction: Action
        init(dismissAction: @escaping Action) { self.dismissAction = dismissAction }
      }
      """,
    ])
    let model = try #require(result.viewModels.first)
    #expect(model.dependencies.map(\.type) == ["() -> Void"])
  }
}
