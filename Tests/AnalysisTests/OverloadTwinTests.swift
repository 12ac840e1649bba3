import Analysis
import Testing

/// A sync method and its async overload of the same signature: a sync twin that only starts the async one gives
/// way to it; any other sync twin keeps its place.
@Suite struct OverloadTwinTests {
  static let launchers = [
    "Task { await start(force: force) }",
    "Task { [weak self] in await self?.start(force: force) }",
    "Task { await self.start(force: force) }",
  ]

  static func source(syncBody: String) -> String {
    """
    final class LoaderViewModel: ObservableObject {
      @Published var count = 0
      func start(force: Bool) {
        \(syncBody)
      }
      func start(force: Bool) async {
        count += 1
      }
    }
    """
  }

  @Test(arguments: launchers) func aLauncherGivesWayToItsAsyncTwin(body: String) throws {
    let model = try #require(analyze(["L.swift": Self.source(syncBody: body)]).viewModels.first)
    #expect(model.methods.map(\.name) == ["start"])
    #expect(model.methods.first?.isAsync == true)
  }

  @Test(arguments: [
    "count = 0\n    Task { await start(force: force) }",
    "Task { await start(force: !force) }\n    count = 0",
    "Task { await reload(force: force) }",
  ])
  func aSyncTwinThatDoesMoreStays(body: String) throws {
    let model = try #require(analyze(["L.swift": Self.source(syncBody: body)]).viewModels.first)
    #expect(model.methods.map(\.name) == ["start"])
    #expect(model.methods.first?.isAsync == false)
  }
}
