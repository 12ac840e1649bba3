import Analysis
import Emit
import Proposal
import TestSupport
import Testing

@Suite struct ClientRendererTests {
  static let service = Service(
    name: "SearchService", file: "Services/SearchService.swift", line: 1, kind: .class,
    methods: [
      Method(
        name: "fetch", line: 2, isAsync: true, throws: true,
        parameters: [Parameter(label: "for", name: "id", type: "Int")], returnType: "Item"),
      Method(
        name: "search", line: 3,
        parameters: [
          Parameter(label: "query", name: "query", type: "String"),
          Parameter(label: "completion", name: "completion", type: "@escaping (Result<[Item], Error>) -> Void"),
        ], returnType: "Cancellable"),
      Method(name: "count", line: 4, returnType: "Int"),
    ])

  static var client: ClientProposal {
    let model = ViewModel(
      name: "SearchViewModel", file: "Search/SearchViewModel.swift", line: 1, kind: .observableObject,
      dependencies: [Dependency(name: "service", type: "SearchService", line: 2)])
    let analysis = AnalysisResult(viewModels: [model], services: [service])
    return FeatureProposer().propose(analysis).clients[0]
  }

  @Test func endpointsKeepTheServiceShape() {
    let types = Self.client.endpoints.map(\.closureType)
    #expect(
      types == [
        "@Sendable (_ `for`: Int) async throws -> Item",
        "@Sendable (_ query: String, _ completion: @escaping (Result<[Item], Error>) -> Void) -> Cancellable",
        "@Sendable () -> Int",
      ])
    #expect(
      Self.client.endpoints.map(\.defaultValue) == [
        nil, "{ _, _ in { fatalError(\"unimplemented: search\") }() }", "{ 0 }",
      ])
    #expect(Self.client.liveExpression == "SearchService()")
  }

  @Test func liveClosuresForwardToTheService() {
    let renderer = ClientRenderer(indentation: "  ")
    let closures = Self.client.endpoints.map { renderer.liveClosure(for: $0) }
    #expect(
      closures == [
        "{ `for` in try await service.fetch(for: `for`) }",
        "{ query, completion in service.search(query: query, completion: completion) }",
        "{ service.count() }",
      ])
  }

  @Test func renderedClientParses() throws {
    let errors = try SwiftParse.errors(in: [
      "SearchClient.swift": ClientRenderer(indentation: "  ").render(Self.client)
    ])
    #expect(errors == nil, "\(errors ?? "")")
  }

  @Test func requestPublishersBecomeAwaitedEndpoints() throws {
    let service = Service(
      name: "FeedService", file: "FeedService.swift", line: 1, kind: .class,
      methods: [
        Method(
          name: "feed", line: 2, parameters: [Parameter(label: "page", name: "page", type: "Int")],
          returnType: "AnyPublisher<[Item], Error>"),
        Method(name: "ping", line: 3, returnType: "Future<Void, APIError>"),
        Method(name: "updates", line: 4, returnType: "AnyPublisher<Item, Never>"),
      ])
    let model = ViewModel(
      name: "FeedViewModel", file: "FeedViewModel.swift", line: 1, kind: .observableObject,
      dependencies: [Dependency(name: "service", type: "FeedService", line: 2)])
    let client = FeatureProposer().propose(AnalysisResult(viewModels: [model], services: [service])).clients[0]
    #expect(
      client.endpoints.map(\.closureType) == [
        "@Sendable (_ page: Int) async throws -> [Item]", "@Sendable () async throws -> Void",
        "@Sendable () -> AnyPublisher<Item, Never>",
      ])
    let source = ClientRenderer(indentation: "  ").render(client)
    #expect(source.contains("for try await value in service.feed(page: page).values { return value }"))
    #expect(source.contains("for try await _ in service.ping().values { return }"))
    #expect(source.contains("private struct PublisherFinishedWithoutValue: Error {}"))
    let errors = try SwiftParse.errors(in: ["FeedClient.swift": source])
    #expect(errors == nil, "\(errors ?? "")")
  }
}
