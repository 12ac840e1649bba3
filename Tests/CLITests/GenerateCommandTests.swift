import Foundation
import Testing

@testable import CLI

@Suite struct GenerateCommandTests {
  static let app = Golden.fixtures.appendingPathComponent("SwiftUIAsyncApp").path

  @Test func printsEveryFileWithItsPath() {
    let result = CommandLineTool.run(["generate", Self.app, "--feature", "Onboarding"])
    #expect(result.exitCode == 0)
    #expect(result.stdout.contains("// ==== Sources/ViewModels/OnboardingFeature.swift ===="))
    #expect(result.stdout.contains("@Reducer"))
    #expect(!result.stdout.contains("ViewStore"))
    #expect(!result.stdout.contains("WithViewStore"))
  }

  @Test func writesUnderOutputDirectoryOnly() throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("tca-gen-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    let before = ApplyCommandTests.snapshot(URL(fileURLWithPath: Self.app))
    let result = CommandLineTool.run(["generate", Self.app, "--all", "--output-dir", output.path])
    #expect(result.exitCode == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.allSatisfy { $0.hasPrefix("created ") })
    #expect(lines.count >= 14)
    #expect(ApplyCommandTests.snapshot(URL(fileURLWithPath: Self.app)) == before)
    let again = CommandLineTool.run(["generate", Self.app, "--all", "--output-dir", output.path])
    #expect(again.stdout.hasPrefix("unchanged"))
  }

  @Test func allGeneratesFeaturesOnlyAndNamesTheRest() {
    let app = Golden.fixtures.appendingPathComponent("LargeCodebaseApp").path
    let result = CommandLineTool.run(["generate", app, "--all"])
    #expect(result.exitCode == 0)
    let features = result.stdout.split(separator: "\n").filter {
      $0.hasPrefix("// ==== ") && $0.hasSuffix("Feature.swift ====")
    }
    #expect(features.count == 13)
    for name in ["SessionFeature", "PlayerStyleFeature", "PublishedBoxFeature", "MockSessionManagerFeature"] {
      #expect(!result.stdout.contains(name + ".swift"), "\(name) is not a feature")
    }
    #expect(result.stderr.contains("note: not features: 5 client view model(s)"))
    #expect(
      result.stderr.contains("each `@Shared`-state one (AppSettingsStore) a generated feature reads gets its value"))
    // SettingsViewModel reads AppSettingsStore: its value type and key come with the features.
    #expect(result.stdout.contains("// ==== Sources/Core/AppSettings.swift ===="))
    #expect(result.stdout.contains("@Shared(.appSettings) var settings: AppSettings"))
    for client in ["ImageCacheClient", "SessionProvidingClient", "DownloadProvidingClient"] {
      #expect(result.stdout.contains("// ==== Sources/") && result.stdout.contains(client + ".swift ===="), "\(client)")
    }
    #expect(result.stderr.contains("note: skipped: 8"))
  }

  @Test func aNonFeatureAskedForByNameIsGeneratedWithANote() {
    let app = Golden.fixtures.appendingPathComponent("LargeCodebaseApp").path
    let result = CommandLineTool.run(["generate", app, "--feature", "SessionManager"])
    #expect(result.exitCode == 0)
    #expect(result.stdout.contains("@Reducer"))
    #expect(result.stderr.contains("SessionManager is classified client, not a feature (singleton"))
  }

  @Test func refusesAnOutputDirectoryInsideThePath() {
    let result = CommandLineTool.run(["generate", Self.app, "--all", "--output-dir", Self.app + "/Generated"])
    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("outside PATH"))
  }

  @Test func needsFeatureOrAll() {
    #expect(CommandLineTool.run(["generate", Self.app]).exitCode == 2)
    #expect(CommandLineTool.run(["generate", Self.app, "--all", "--feature", "X"]).exitCode == 2)
  }

  /// Two features in two folders reading one data controller from outside the codebase, a third handed an outside
  /// object's `.shared` instance, and a fourth set an outside `Client` after `init`.
  static let outsideClientApp: [String: String] = [
    "Reading/ReadingViewModel.swift": dataControllerModel("Reading", field: "total", call: "articlesRead"),
    "Saved/SavedViewModel.swift": dataControllerModel("Saved", field: "saved", call: "articlesSaved"),
    "Feed/FeedViewModel.swift": """
    import SwiftUI
    import Network

    @MainActor
    final class FeedViewModel: ObservableObject {
        var client: Client?
        @Published var tag: String?
        func fetchTag(id: String) async {
            guard let client else { return }
            tag = try? await client.get(endpoint: id)
        }
    }
    struct FeedView: View {
        @StateObject var viewModel = FeedViewModel()
        var body: some View { Text("").task { await viewModel.fetchTag(id: "swift") } }
    }
    """,
    "History/HistoryViewModel.swift": """
    import SwiftUI
    import WMFData

    @MainActor
    final class HistoryViewModel: ObservableObject {
        @Published var count = 0
        private let history: ReadingHistory
        init(history: ReadingHistory = .shared) { self.history = history }
        func clear() { count = 0 }
    }
    struct HistoryView: View {
        @StateObject var viewModel = HistoryViewModel()
        var body: some View { Button("Clear") { viewModel.clear() } }
    }
    """,
  ]

  /// A screen's view model reading `field` from `ActivityDataController.shared` through `call`, and its view.
  static func dataControllerModel(_ name: String, field: String, call: String) -> String {
    """
    import SwiftUI
    import WMFData

    @MainActor
    final class \(name)ViewModel: ObservableObject {
        @Published var \(field) = 0
        private let dataController: ActivityDataController
        init(dataController: ActivityDataController = .shared) { self.dataController = dataController }
        func fetch() async { \(field) = (try? await dataController.\(call)()) ?? 0 }
    }
    struct \(name)View: View {
        @StateObject var viewModel = \(name)ViewModel()
        var body: some View { Text("\\(viewModel.\(field))").task { await viewModel.fetch() } }
    }
    """
  }

  @Test func anOutsideClientIsWrittenOnceAndIsNoState() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tca-outside-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for (path, text) in Self.outsideClientApp {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let result = CommandLineTool.run(["generate", root.path, "--all"])
    #expect(result.exitCode == 0, "\(result.stderr)")
    let headers = result.stdout.split(separator: "\n").filter { $0.hasPrefix("// ==== ") }
    #expect(headers.filter { $0.hasSuffix("/ActivityDataControllerClient.swift ====") }.count == 1, "\(headers)")
    // `get` is a contextual keyword, yet a member, typed by its call (a parameter in, an optional property out); the
    // optional's guard goes (a dependency is always there), and a service named `Client` gets a client that does
    // not take its name.
    #expect(result.stdout.contains("var get: @Sendable (_ endpoint: String) async throws -> String?"))
    #expect(result.stdout.contains("the endpoint `get` is typed from how the features call it"))
    let feed =
      result.stdout.components(separatedBy: "// ==== Feed/FeedFeature.swift ====").last?
      .components(separatedBy: "// ==== ").first ?? ""
    #expect(!feed.contains("guard let client") && feed.contains("try? await clientDependency.get(endpoint: id)"))
    #expect(result.stdout.contains("struct ClientDependency"))
    // A type's shared instance handed in by default is an object, not a value for State.
    #expect(!result.stdout.contains("var dataController") && !result.stdout.contains("var history"))
    #expect(result.stdout.contains("@Dependency(ActivityDataControllerClient.self) var activityDataControllerClient"))
    // Its methods are unknown, so the generated client has no endpoints: a call of one stays under a TODO.
    #expect(
      result.stdout.contains(
        "`ActivityDataController` is not declared in the codebase, so its methods are unknown and ActivityDataControllerClient has no endpoints; add the ones the features call: `articlesRead`, `articlesSaved`"
      ))
    #expect(!result.stdout.contains("activityDataControllerClient.articlesRead()"))
    #expect(
      result.stdout.contains("reads `articlesRead` of `dataController`, whose type the codebase does not declare"))
  }
}
