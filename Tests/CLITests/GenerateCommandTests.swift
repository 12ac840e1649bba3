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
    #expect(features.count == 9)
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
}
