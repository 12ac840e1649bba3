import Analysis
import Testing

@testable import Proposal

@Suite struct GenericEndpointsTests {
  /// One typed endpoint per result type the calls write, named apart from a method already called `getItems`; a
  /// call writing no type is counted in the flag, and the same type twice makes one endpoint.
  @Test func typedEndpointsPerWrittenResultType() throws {
    var get = Method(
      name: "get", line: 3, isAsync: true, throws: true,
      parameters: [Parameter(label: nil, name: "path", type: "String")], returnType: "Value")
    get.genericParameters = "<Value: Decodable>"
    let getItems = Method(name: "getItems", line: 2, isAsync: true, throws: true, returnType: "[Item]")
    let service = Service(
      name: "API", file: "App/API.swift", line: 1, kind: .protocol, methods: [getItems, get], usedBy: ["ItemsViewModel"]
    )
    let model = Builders.model(
      "ItemsViewModel", published: [Builders.published("user", "User?")],
      methods: [
        Builders.method(
          "load",
          body: """
            let items: [Item] = try await api.get("items")
            let again: [Item] = try await api.get("more")
            self.user = try? await api.get("me")
            let count = try await api.get("count")
            let old = try await api.getItems()
            """)
      ],
      dependencies: [Dependency(name: "api", type: "API", line: 4, injectedThroughInit: true)])
    let analysis = AnalysisResult(viewModels: [model], services: [service])
    let client = try #require(ClientProposer.clients(for: analysis, viewModels: [model]) { _ in "ItemsFeature" }["API"])
    #expect(client.endpoints.map(\.name) == ["getItems", "getItems2", "getUser"])
    #expect(client.endpoints.map(\.forwardsTo) == [nil, "get", "get"])
    #expect(client.endpoints.map(\.returnType) == ["[Item]", "[Item]", "User"])
    let flag = try #require(client.flags.first { $0.code == "generic-service-method" })
    #expect(
      flag.message.hasSuffix("(`getItems2`, `getUser`); 1 call does not write it (`let value: Type = …`): add one"))
  }
}
