import Foundation
import Testing

@testable import CLI

@Suite struct PlanCommandTests {
  /// A copy of a fixture app in a temporary folder, removed by the caller.
  static func copyOfFixture(_ app: String) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tca-plan-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: Golden.fixtures.appendingPathComponent(app), to: directory)
    return directory
  }

  @Test(arguments: Golden.apps)
  func jsonMatchesGolden(_ app: String) throws {
    let result = CommandLineTool.run(["plan", Golden.fixtures.appendingPathComponent(app).path, "--format", "json"])
    #expect(result.exitCode == 0)
    try Golden.check(result.stdout, against: "Fixtures/\(app)/expected/plan.json")
  }

  @Test func closureDependenciesAreNotClients() throws {
    let result = CommandLineTool.run([
      "plan", Golden.fixtures.appendingPathComponent("ObservableApp").path, "--format", "markdown",
    ])
    #expect(!result.stdout.contains("-> VoidClient"))
    #expect(result.stdout.contains("`ExchangeRateClient`"))
  }

  @Test func writeThenRewriteKeepsTicksAndNotesAndChangesNothing() throws {
    let directory = try Self.copyOfFixture("SwiftUIAsyncApp")
    defer { try? FileManager.default.removeItem(at: directory) }
    let checklist = directory.appendingPathComponent("TCA_MIGRATION.md")
    let first = CommandLineTool.run(["plan", directory.path, "--write"])
    #expect(first.exitCode == 0)
    #expect(first.stdout.contains("created TCA_MIGRATION.md"))
    var text = try String(contentsOf: checklist, encoding: .utf8)
    let item = try #require(text.split(separator: "\n").first { $0.contains("id: pre.package") })
    let ticked = item.replacingOccurrences(of: "- [ ]", with: "- [x]")
    text = text.replacingOccurrences(of: String(item), with: ticked + "\n  Note: we pin TCA 1.25 in Package.resolved.")
    try Data(text.utf8).write(to: checklist)

    let second = CommandLineTool.run(["plan", directory.path, "--write"])
    #expect(second.exitCode == 0)
    let merged = try String(contentsOf: checklist, encoding: .utf8)
    #expect(merged.contains(ticked))
    #expect(merged.contains("  Note: we pin TCA 1.25 in Package.resolved."))

    let third = CommandLineTool.run(["plan", directory.path, "--write"])
    #expect(third.stdout.contains("unchanged"))
    #expect(try String(contentsOf: checklist, encoding: .utf8) == merged)
  }

  @Test func featureFileAppearingTicksTheReducerItem() throws {
    let directory = try Self.copyOfFixture("SwiftUIAsyncApp")
    defer { try? FileManager.default.removeItem(at: directory) }
    _ = CommandLineTool.run(["plan", directory.path, "--write"])
    try Data("import ComposableArchitecture\n".utf8).write(
      to: directory.appendingPathComponent("Sources/GameRowFeature.swift"))
    _ = CommandLineTool.run(["plan", directory.path, "--write"])
    let text = try String(contentsOf: directory.appendingPathComponent("TCA_MIGRATION.md"), encoding: .utf8)
    let line = try #require(text.split(separator: "\n").first { $0.contains("id: feature.GameRowFeature.reducer") })
    #expect(line.hasPrefix("- [x]"))
  }

  @Test func unreadableChecklistIsRefusedAndKept() throws {
    let directory = try Self.copyOfFixture("EdgeCases")
    defer { try? FileManager.default.removeItem(at: directory) }
    let checklist = directory.appendingPathComponent("TCA_MIGRATION.md")
    try Data("# my own notes, not a checklist\n".utf8).write(to: checklist)
    let result = CommandLineTool.run(["plan", directory.path, "--write"])
    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("is not a checklist"))
    #expect(try String(contentsOf: checklist, encoding: .utf8) == "# my own notes, not a checklist\n")
  }
}
