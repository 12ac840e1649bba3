import Analysis
import Lexer
import Testing

@testable import Proposal

@Suite struct GenericCallTests {
  /// The result type a statement writes for its `client.get(…)` call; `items` is a field of type `[Item]`.
  @Test(
    arguments: [
      ("let statuses: [Status] = try await client.get(endpoint: e)", "[Status]"),
      ("let page: ([Status], Link?) = try await self.client.get(endpoint: e)", "([Status], Link?)"),
      ("let account: Account? = try? await client.get(endpoint: e)", "Account"),
      ("var counts: [String: Int] = try await client.get(endpoint: e)", "[String: Int]"),
      ("items = try await client.get(endpoint: e)", "[Item]"),
      ("self.items = try await client.get(endpoint: e)", "[Item]"),
      ("let x: Account = client.get(endpoint: e)", "Account"),
      ("let s = try await client.get(endpoint: e)", nil),
      ("other = try await client.get(endpoint: e)", nil),
      ("row.items = try await client.get(endpoint: e)", nil),
      ("items = try? await client.get(endpoint: e)", nil),
      ("let n: Int = try await client.get(endpoint: e) ?? 0", nil),
      ("let n: Int = try await client.get(endpoint: e).count", nil),
      ("print(try await client.get(endpoint: e))", nil),
    ] as [(String, String?)])
  func resultType(statement: String, expected: String?) {
    let source = BodySource(
      file: SourceFile(text: "guard ok else { return }\n" + statement + "\nitems = []"), firstLine: 1)
    let receiver = (0..<source.file.tokens.count).first { source.text($0) == "client" }
    let fields = ["items": "[Item]"]
    #expect(
      receiver.flatMap { GenericCall.resultType(in: source, receiver: $0, fieldType: { fields[$0] }) } == expected)
  }

  /// What the generic parameter stands for, and the endpoint's name from it.
  @Test(
    arguments: [
      ("<Entity: Decodable>", "Entity", "[Status]", "[Status]", "getStatuses"),
      ("<Entity: Decodable>", "(Entity, LinkHandler?)", "([Status], LinkHandler?)", "[Status]", "getStatuses"),
      ("<T>", "T", "Models.List", "Models.List", "getList"),
      ("<T>", "T", "[Category]?", "[Category]?", "getCategories"),
      ("<T>", "T", "[String: Int]", "[String:Int]", "getStringIntDictionary"),
      ("<Key, Value: Decodable>", "[Value]", "[Box]", "Box", "getBox"),
      ("<T>", "(T, Int)", "(String, Bool)", nil, nil),
    ] as [(String, String, String, String?, String?)])
  func binding(generics: String, declared: String, result: String, expected: String?, name: String?) {
    var method = Method(
      name: "get", line: 1, isAsync: true, throws: true,
      parameters: [Parameter(label: "endpoint", name: "endpoint", type: "any Endpoint")], returnType: declared)
    method.genericParameters = generics
    let bound = GenericCall.binding(of: method, resultType: result)
    #expect(bound == expected)
    #expect(bound.map { GenericCall.endpointName(method: "get", binding: $0) } == name)
  }

  /// A parameter naming the generic parameter (a metatype) leaves the method without typed endpoints: the caller's
  /// argument, not the result, fixes the type.
  @Test func metatypeParameterHasNoTypedEndpoint() {
    var method = Method(
      name: "decoded", line: 1, parameters: [Parameter(label: nil, name: "type", type: "Value.Type")],
      returnType: "Value?")
    method.genericParameters = "<Value: Decodable>"
    #expect(GenericCall.typedParameter(of: method) == nil)
    #expect(GenericCall.binding(of: method, resultType: "[String]?") == nil)
  }
}
