import Analysis
import Proposal
import Testing

@Suite struct ClientAndViewTests {
  static let service = Service(
    name: "GameService", file: "GameService.swift", line: 1, kind: .protocol,
    methods: [
      Method(name: "fetchGames", line: 2, isAsync: true, throws: true, returnType: "[Game]"),
      Method(name: "count", line: 3, returnType: "Int"),
      Method(name: "unused", line: 4),
    ],
    conformers: ["MockGameService", "RemoteGameService"])

  static func user(_ name: String, body: String) -> ViewModel {
    Builders.model(
      name, methods: [Builders.method("load", body: body)],
      dependencies: [Dependency(name: "games", type: "any GameService", line: 2)])
  }

  @Test func oneClientPerServiceWithTheMethodsFeaturesUse() {
    let first = Self.user("ListViewModel", body: "items = try await games.fetchGames()")
    let second = Self.user("BadgeViewModel", body: "badge = games.count()")
    let analysis = AnalysisResult(viewModels: [first, second], services: [Self.service])
    let proposal = FeatureProposer().propose(analysis)
    #expect(proposal.clients.count == 1)
    let client = proposal.clients[0]
    #expect(client.name == "GameClient" && client.property == "gameClient")
    #expect(client.endpoints.map(\.name) == ["fetchGames", "count"])
    #expect(client.usedBy == ["BadgeFeature", "ListFeature"])
    #expect(client.liveExpression == "RemoteGameService()")
    #expect(client.endpoints[0].closureType == "@Sendable () async throws -> [Game]")
    #expect(client.endpoints[1].defaultValue == "{ 0 }")
    for feature in proposal.features {
      #expect(feature.dependencies == [DependencyUse(property: "gameClient", key: "GameClient.self")])
      #expect(feature.clients == ["GameClient"])
    }
  }

  /// Regression (gem, IceCubes): `liveValue` built the service or a protocol's live conformer with `Type()` even
  /// when every initializer of that type takes arguments, which does not compile.
  @Test(arguments: [
    ("NodeService", nil, ["NodeService": "init(nodeStore:)"]),
    ("GameService", "RemoteGameService", ["RemoteGameService": "init(url:)"]),
  ])
  func aLiveTypeBuiltOnlyWithArgumentsIsLeftToTheUser(
    serviceName: String, conformer: String?, initializers: [String: String]
  ) throws {
    var service = Service(
      name: serviceName, file: "S.swift", line: 1, kind: conformer == nil ? .class : .protocol,
      methods: [Method(name: "count", line: 3, returnType: "Int")], conformers: conformer.map { [$0] } ?? [])
    if let conformer {
      service.conformerInitializers = initializers
      #expect(initializers[conformer] != nil)
    } else {
      service.requiredInitializer = initializers[serviceName]
    }
    let model = Builders.model(
      "BadgeViewModel", methods: [Builders.method("load", body: "badge = games.count()")],
      dependencies: [Dependency(name: "games", type: serviceName, line: 2)])
    let client = try #require(
      FeatureProposer().propose(AnalysisResult(viewModels: [model], services: [service])).clients.first)
    #expect(client.liveExpression == nil)
    let live = conformer ?? serviceName
    #expect(
      client.flags.contains {
        $0.code == "live-service-needs-arguments" && $0.message.hasPrefix("`\(live)` has no initializer without")
          && $0.message.contains(initializers[live] ?? "?")
      })
  }

  @Test func unknownDependenciesAreFlagged() {
    let model = Builders.model(dependencies: [Dependency(name: "keychain", type: "KeychainStore", line: 4)])
    let proposal = Builders.feature(model)
    #expect(proposal.dependencies.isEmpty)
    #expect(proposal.flags.contains { $0.code == "unknown-service" && $0.line == 4 })
  }

  @Test(arguments: ["UserDefaults", "Calendar", "NSObjectProtocol?", "[NSObjectProtocol]", "NotificationCenter"])
  func systemTypesAreNeitherClientsNorUnknownServices(type: String) {
    let model = Builders.model(dependencies: [Dependency(name: "value", type: type, line: 4)])
    let proposal = Builders.feature(model)
    #expect(proposal.clients.isEmpty)
    #expect(!proposal.flags.contains { $0.code == "unknown-service" })
  }

  @Test(arguments: [
    (
      Owner.Kind.view, [MemberUse(member: "count", kind: .binding, line: 3)],
      "@Bindable var store: StoreOf<CounterFeature>"
    ),
    (.view, [MemberUse(member: "count", kind: .read, line: 3)], "let store: StoreOf<CounterFeature>"),
    (.viewController, [MemberUse(member: "count", kind: .binding, line: 3)], "let store: StoreOf<CounterFeature>"),
  ])
  func storeDeclaration(kind: Owner.Kind, uses: [MemberUse], expected: String) {
    let model = Builders.model(
      published: [Builders.published("count", "Int", "0")], methods: [Builders.method("reset")])
    let proposal = Builders.feature(model, owners: [Builders.owner(for: model, kind: kind, uses: uses)])
    #expect(proposal.views.count == 1)
    #expect(proposal.views[0].storeDeclaration == expected)
    #expect(proposal.views[0].actions == ["reset": "reset"])
  }
}
