import Foundation
import Plan
import Testing

@testable import CLI

@Suite struct ReportCommandTests {
  static let app = Golden.fixtures.appendingPathComponent("SwiftUIAsyncApp").path

  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tca-report-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test(arguments: ["markdown", "html", "json"])
  func outputFileHoldsExactlyWhatStdoutWouldShow(format: String) throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let target = directory.appendingPathComponent("report.out")
    try Data("old contents".utf8).write(to: target)
    let printed = CommandLineTool.run(["report", Self.app, "--format", format])
    let written = CommandLineTool.run(["report", Self.app, "--format", format, "--output", target.path])
    #expect(printed.exitCode == 0)
    #expect(written.exitCode == 0)
    #expect(written.stdout.isEmpty)
    #expect(!printed.stdout.isEmpty)
    #expect(try String(contentsOf: target, encoding: .utf8) == printed.stdout)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["report.out"])
  }

  @Test func defaultFormatIsMarkdown() {
    let result = CommandLineTool.run(["report", Self.app])
    #expect(result.exitCode == 0)
    #expect(result.stdout.hasPrefix("# Migration report: SwiftUIAsyncApp\n"))
    #expect(result.stderr.isEmpty)
  }

  @Test func refusesADirectoryAsOutput() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = CommandLineTool.run(["report", Self.app, "--output", directory.path])
    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("is a directory"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  @Test(arguments: [
    ["report"], ["report", "/no/such/folder"], ["report", app, "--format", "pdf"],
    ["report", app, "--output", "/no/such/folder/report.md"], ["report", app, "--output"],
  ])
  func badUsageExitsTwo(arguments: [String]) {
    let result = CommandLineTool.run(arguments)
    #expect(result.exitCode == 2)
    #expect(result.stdout.isEmpty)
    #expect(!result.stderr.isEmpty)
  }

  @Test func failedRenameLeavesNoTemporaryFile() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let taken = directory.appendingPathComponent("taken")
    try FileManager.default.createDirectory(
      at: taken.appendingPathComponent("child"), withIntermediateDirectories: true)
    // Renaming a file over a non-empty directory fails after the temporary file was written.
    #expect(throws: ToolError.self) { try ReportOutput.write("report", to: taken.path) }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["taken"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: taken.path) == ["child"])
  }

  @Test func showsTheTicksOfAnExistingChecklist() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let copy = directory.appendingPathComponent("App")
    try FileManager.default.copyItem(atPath: Self.app, toPath: copy.path)
    let before = CommandLineTool.run(["report", copy.path, "--format", "json"]).stdout
    #expect(before.contains("\"done\" : false"))
    #expect(!before.contains("\"done\" : true"))

    let (analysis, _) = try AnalyzeCommand.analyze(copy.path)
    let checklist = ChecklistDocument.render(MigrationPlan.make(from: analysis)).text
    let range = try #require(checklist.range(of: "- [ ] State:"))
    try Data(checklist.replacingCharacters(in: range, with: "- [x] State:").utf8)
      .write(to: copy.appendingPathComponent(ChecklistDocument.defaultFileName))
    let after = CommandLineTool.run(["report", copy.path, "--format", "json"])
    #expect(after.exitCode == 0)
    #expect(after.stdout.components(separatedBy: "\"done\" : true").count == 2)
  }

  @Test func unreadableChecklistIsNamedAsALimitation() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let copy = directory.appendingPathComponent("App")
    try FileManager.default.copyItem(atPath: Self.app, toPath: copy.path)
    try Data("not a checklist".utf8).write(to: copy.appendingPathComponent(ChecklistDocument.defaultFileName))
    let result = CommandLineTool.run(["report", copy.path])
    #expect(result.exitCode == 0)
    #expect(result.stdout.contains("is not a checklist this tool can read"))
  }
}

/// Regression: `--output` into a folder without write permission wrote anyway when run as root.
@Suite struct ReportOutputPermissionTests {
  @Test func readOnlyFolderIsRefusedAndLeftUnchanged() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tca-report-ro-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
      try? FileManager.default.removeItem(at: directory)
    }
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.path)
    let app = Golden.fixtures.appendingPathComponent("EdgeCases").path
    let result = CommandLineTool.run(["report", app, "--output", directory.appendingPathComponent("r.md").path])
    #expect(result.exitCode == 1)
    #expect(result.stderr.contains("nothing was written"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }
}
