import Analysis
import Testing

@testable import Proposal

/// Which live values need no `nonisolated(unsafe)`: the compiler warns about the mark on a `Sendable` value, and a
/// wrong guess the other way does not compile, so only what the code shows counts.
@Suite struct SendableTypesTests {
  static let source = """
    struct Plain { func load() {} }
    struct Configured { var retries = 3; let host: String }
    struct Inferred { var base = URL(string: "x")! }
    struct Sessioned { var base = URL(string: "x")!; var session = URLSession.shared }
    struct Typed { var session: URLSession = .shared }
    struct WithClosure { let onDone: () -> Void }
    public struct Exported { }
    final class Store { var items: [String] = [] }
    final class Locked: @unchecked Sendable { static let shared = Locked() }
    actor Repository { }
    final class Manager: Sendable { static let shared: Service = Manager() }
    enum Mode { case fast(Int), slow }
    """

  // Regression (the type-check suite's warnings: 23 of 42 were "'nonisolated(unsafe)' is unnecessary for a constant
  // with 'Sendable' type" on generated clients' live values).
  @Test(arguments: [
    ("Plain()", true), ("Configured(retries: 1, host: \"h\")", true), ("Inferred()", true), ("Sessioned()", true),
    ("Typed()", true),
    ("WithClosure(onDone: {})", false), ("Exported()", false), ("Store()", false), ("Locked.shared", true),
    ("Locked()", true), ("Repository()", true), ("Manager.shared", false), ("Mode.fast(1)", false),
    ("Plain().copy", false), ("router", false),
  ])
  func liveValuesOfSendableTypes(expression: String, sendable: Bool) {
    let analysis = Analyzer.analyze([SourceInput(path: "Types.swift", bytes: Array(Self.source.utf8))])
    #expect(SendableTypes(models: analysis.models).buildsSendable(expression) == sendable)
  }

  // Regression (LargeCodebaseApp's `DownloadProvidingClient`): the live value of a protocol's client was a view model
  // declared `@unchecked Sendable` (`DownloadManager.shared`), yet marked `nonisolated(unsafe)`, which warns.
  @Test(arguments: [
    ("DownloadManager.shared", true), ("DownloadManager()", true), ("DownloadManager(queue: q)", false),
    ("DownloadManager.shared.child", false), ("DownloadManager.make()", false), ("PlayerModel.shared", false),
    ("DownloadManagerX.shared", false),
  ])
  func liveValuesOfViewModelsDeclaredSendable(expression: String, sendable: Bool) {
    #expect(ClientLiveValue.isSendableModelInstance(expression, sendable: ["DownloadManager"]) == sendable)
  }
}
