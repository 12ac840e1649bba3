import Lexer
import Testing

@testable import Outline

@Suite struct OutlineMemberTests {
  struct PropertyCase: Sendable, CustomStringConvertible {
    let source: String
    let name: String
    let type: String?
    let initializer: String?
    var isComputed = false
    var declaresSetter = false
    var observers: [String] = []
    var modifiers: [String] = []
    var attributes: [String] = []
    var description: String { source }
  }

  static let propertyCases: [PropertyCase] = [
    PropertyCase(
      source: "@Published var count = 0", name: "count", type: nil, initializer: "0", attributes: ["Published"]),
    PropertyCase(
      source: "@Published private(set) var items: [Item] = []", name: "items", type: "[Item]", initializer: "[]",
      modifiers: ["private(set)"], attributes: ["Published"]),
    PropertyCase(
      source: "public internal(set) var name: String", name: "name", type: "String", initializer: nil,
      modifiers: ["public", "internal(set)"]),
    PropertyCase(
      source: "var title: String { didSet { save() } }", name: "title", type: "String", initializer: nil,
      observers: ["didSet"]),
    PropertyCase(
      source: "var total = 0 {\n  willSet { print(newValue) }\n  didSet {}\n}", name: "total", type: nil,
      initializer: "0", observers: ["willSet", "didSet"]),
    PropertyCase(
      source: "var isEmpty: Bool { items.isEmpty }", name: "isEmpty", type: "Bool", initializer: nil, isComputed: true),
    PropertyCase(
      source: "var value: Int {\n  get { 1 }\n  set { }\n}", name: "value", type: "Int", initializer: nil,
      isComputed: true, declaresSetter: true),
    // A protocol's requirements: settable, and read-only.
    PropertyCase(
      source: "var position: Int { get set }", name: "position", type: "Int", initializer: nil, isComputed: true,
      declaresSetter: true),
    PropertyCase(
      source: "var title: String { get }", name: "title", type: "String", initializer: nil, isComputed: true),
    PropertyCase(
      source: "lazy var formatter: DateFormatter = {\n  let f = DateFormatter()\n  return f\n}()", name: "formatter",
      type: "DateFormatter", initializer: "{\n  let f = DateFormatter()\n  return f\n}()", modifiers: ["lazy"]),
    PropertyCase(
      source: "let handler: (Int) -> Void = { _ in }", name: "handler", type: "(Int) -> Void", initializer: "{ _ in }"),
    PropertyCase(
      source: "var map: [String: [Int]] = [:]", name: "map", type: "[String: [Int]]", initializer: "[:]"),
    PropertyCase(
      source: "@Environment(\\.dismiss) private var dismiss", name: "dismiss", type: nil, initializer: nil,
      modifiers: ["private"], attributes: ["Environment"]),
    PropertyCase(
      source: "var cancellable: Set<AnyCancellable>? = nil", name: "cancellable", type: "Set<AnyCancellable>?",
      initializer: "nil"),
    PropertyCase(
      source: "let service: any GamesService & Sendable", name: "service", type: "any GamesService & Sendable",
      initializer: nil),
    PropertyCase(
      source: "var query = \"\"\n  .trimmingCharacters(in: .whitespaces)", name: "query", type: nil,
      initializer: "\"\"\n  .trimmingCharacters(in: .whitespaces)"),
    // Regression: the comma inside generic arguments used to split the binding into `subject` and `Never`.
    PropertyCase(
      source: "private let subject = PassthroughSubject<String, Never>()", name: "subject", type: nil,
      initializer: "PassthroughSubject<String, Never>()", modifiers: ["private"]),
  ]

  @Test(arguments: propertyCases)
  func properties(_ testCase: PropertyCase) throws {
    let result = outline("class A {\n" + testCase.source + "\nfunc after() {}\n}")
    let property = try #require(result.types.first?.properties.first)
    #expect(property.name == testCase.name)
    #expect(property.type == testCase.type)
    #expect(property.initializer == testCase.initializer)
    #expect(property.isComputed == testCase.isComputed)
    #expect(property.declaresSetter == testCase.declaresSetter)
    #expect(property.observers == testCase.observers)
    #expect(property.modifiers == testCase.modifiers)
    #expect(property.attributes.map(\.name) == testCase.attributes)
    #expect(result.types.first?.functions.map(\.name) == ["after"])
  }

  @Test func multipleBindings() {
    let result = outline("class A { var a = 1, b: String = \"x\"; let c: Int }")
    #expect(result.types[0].properties.map(\.name) == ["a", "b", "c"])
    #expect(result.types[0].properties.map(\.type) == [nil, "String", "Int"])
  }

  struct FunctionCase: Sendable, CustomStringConvertible {
    let source: String
    let name: String
    let parameters: [String]
    var isAsync = false
    var isThrowing = false
    var returnType: String?
    var hasBody = true
    var description: String { source }
  }

  static let functionCases: [FunctionCase] = [
    FunctionCase(source: "func load() async {}", name: "load", parameters: [], isAsync: true),
    FunctionCase(
      source: "func select(_ item: Item, at index: Int = 0) {}", name: "select",
      parameters: ["_ item: Item", "at index: Int = 0"]),
    FunctionCase(
      source: "func fetch(id: Int) async throws -> [Game] { [] }", name: "fetch", parameters: ["id id: Int"],
      isAsync: true, isThrowing: true, returnType: "[Game]"),
    FunctionCase(
      source: "func decode<T: Decodable>(_ t: T.Type) throws(DecodingError) -> T where T: Sendable { fatalError() }",
      name: "decode", parameters: ["_ t: T.Type"], isThrowing: true, returnType: "T"),
    FunctionCase(
      source: "init(service: GamesService = LiveGamesService(), onFinish: @escaping () -> Void) {}", name: "init",
      parameters: ["service service: GamesService = LiveGamesService()", "onFinish onFinish: @escaping () -> Void"]),
    FunctionCase(
      source: "func requirement() async", name: "requirement", parameters: [], isAsync: true, hasBody: false),
    FunctionCase(
      source: "func run(completion: @escaping (Result<[Int], Error>) -> Void) {}", name: "run",
      parameters: ["completion completion: @escaping (Result<[Int], Error>) -> Void"]),
  ]

  @Test(arguments: functionCases)
  func functions(_ testCase: FunctionCase) throws {
    let result = outline("class A {\n" + testCase.source + "\nvar after = 1\n}")
    let function = try #require(result.types.first?.functions.first)
    #expect(function.name == testCase.name)
    let rendered = function.parameters.map {
      "\($0.label ?? "_") \($0.name): \($0.type)" + ($0.defaultValue.map { " = \($0)" } ?? "")
    }
    #expect(rendered == testCase.parameters)
    #expect(function.isAsync == testCase.isAsync)
    #expect(function.isThrowing == testCase.isThrowing)
    #expect(function.returnType == testCase.returnType)
    #expect((function.bodyTokens != nil) == testCase.hasBody)
    #expect(result.types.first?.properties.map(\.name) == ["after"])
  }

  @Test func bodyTokensCoverTheBody() throws {
    let result = outline("class A {\n  func f() {\n    x += 1\n  }\n}")
    let function = try #require(result.types.first?.functions.first)
    let body = try #require(function.bodyTokens)
    let text = body.map { result.file.text(of: result.file.tokens[$0]) }.joined()
    #expect(text == "\n    x += 1\n  ")
  }
}

/// A failable initializer is recorded as such, so a failable `init` can become a failable `State.init` (Wikipedia's
/// `init?(data:)` view models). Before, the `?` was skipped and nothing told the two apart.
@Suite struct FailableInitializerTests {
  @Test(arguments: [
    ("init?(data: [Int]) { return nil }", true), ("init!() {}", true), ("init(data: [Int]) {}", false),
    ("func load() -> Int? { nil }", false),
  ])
  func recordsAFailableInitializer(source: String, failable: Bool) throws {
    let result = FileOutline(file: SourceFile(text: "struct A {\n" + source + "\n}"))
    let function = try #require(result.types.first?.functions.first)
    #expect(function.isFailable == failable)
  }
}
