import Foundation
import Testing

@testable import CLI

@Suite struct PluginCommandTests {
  static let package = "/work/App"
  static let work = "/work/App/.build/plugins/TCAMigratePlugin/outputs"

  struct Mapping: Sendable, CustomStringConvertible {
    let typed: [String]
    let runs: [String]
    var description: String { typed.joined(separator: " ") }
  }

  static let mappings: [Mapping] = [
    Mapping(typed: ["analyze"], runs: ["analyze", package]),
    Mapping(typed: ["analyze", "--format", "sarif"], runs: ["analyze", package, "--format", "sarif"]),
    Mapping(
      typed: ["analyze", "/elsewhere", "--format", "sarif"], runs: ["analyze", "/elsewhere", "--format", "sarif"]),
    Mapping(typed: ["report"], runs: ["report", package, "--output", work + "/tca-migrate-report.md"]),
    Mapping(
      typed: ["report", "--format", "html"],
      runs: ["report", package, "--format", "html", "--output", work + "/tca-migrate-report.html"]),
    Mapping(typed: ["report", "--output", "/tmp/r.md"], runs: ["report", package, "--output", "/tmp/r.md"]),
    Mapping(
      typed: ["report", "--output", work + "/r.md"], runs: ["report", package, "--output", work + "/r.md"]),
    Mapping(typed: ["plan"], runs: ["plan", package]),
    Mapping(typed: ["apply", "--feature", "A", "--dry-run"], runs: ["apply", package, "--feature", "A", "--dry-run"]),
    Mapping(typed: ["generate", "--all"], runs: ["generate", package, "--all"]),
    Mapping(typed: ["analyze", "--help"], runs: ["analyze", "--help"]),
    Mapping(typed: ["tokens", "A.swift"], runs: ["tokens", "A.swift"]),
  ]

  @Test(arguments: mappings)
  func pointsTheVerbAtThePackage(_ mapping: Mapping) throws {
    let invocation = try PluginInvocation.make(
      mapping.typed, package: Self.package, workDirectory: Self.work, writable: false)
    #expect(invocation.arguments == mapping.runs)
  }

  @Test(arguments: [
    ["apply", "--feature", "A"], ["plan", "--write"], ["apply", "Sub", "--phase", "1"],
    ["report", "--output", "report.md"], ["report", "--output", package + "/Docs/report.html"],
  ])
  func readOnlyPluginRefusesWritesAndNamesTheWritingOne(_ typed: [String]) throws {
    #expect(throws: ToolError.self) {
      try PluginInvocation.make(typed, package: Self.package, workDirectory: Self.work, writable: false)
    }
    let result = CommandLineTool.run(
      ["package-plugin", "--package", Self.package, "--work-dir", Self.work, "--"] + typed)
    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("swift package tca-migrate-write \(typed.joined(separator: " "))"))
    let allowed = try PluginInvocation.make(typed, package: Self.package, workDirectory: Self.work, writable: true)
    #expect(allowed.arguments.first == typed.first)
  }

  @Test func reportGoesToTheWorkDirectoryAndSaysWhere() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tca-plugin-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let work = folder.appendingPathComponent("outputs").path
    let package = Golden.fixtures.appendingPathComponent("SwiftUIAsyncApp").path
    let result = CommandLineTool.run(["package-plugin", "--package", package, "--work-dir", work, "--", "report"])
    #expect(result.exitCode == 0, "\(result.stderr)")
    let report = work + "/tca-migrate-report.md"
    #expect(result.stdout == "wrote \(report)\n")
    let text = try String(contentsOfFile: report, encoding: .utf8)
    #expect(text == CommandLineTool.run(["report", package]).stdout)
  }

  @Test func subfolderUsesThePackageConfigWhenItHasNone() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tca-plugin-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
    let config = folder.appendingPathComponent(MigrationConfig.fileName).path
    try Data("{}".utf8).write(to: URL(fileURLWithPath: config))
    let invocation = try PluginInvocation.make(
      ["plan", "Sources/App"], package: folder.path, workDirectory: Self.work, writable: false)
    #expect(invocation.arguments == ["plan", "Sources/App", "--config", config])
  }

  @Test func helpSpeaksOfSwiftPackage() {
    let result = CommandLineTool.run(["package-plugin", "--package", Self.package, "--work-dir", Self.work, "--"])
    #expect(result.stdout.hasPrefix("usage: swift package tca-migrate VERB"))
    #expect(!CommandLineTool.usage.contains("package-plugin"))
  }

  /// `swift package ARGUMENTS` in the repository, with its own scratch folder so it never waits for the build
  /// lock of the `swift test` running it.
  static func swiftPackage(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tca-scratch-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "package", "--scratch-path", scratch.path] + arguments
    process.currentDirectoryURL = Golden.repositoryRoot
    // Its TMPDIR too: the driver's `TemporaryDirectory.*` folders go with the scratch folder, not stay in /tmp.
    let temporary = scratch.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { _, new in new }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let messages = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: data, as: UTF8.self), String(decoding: messages, as: UTF8.self)
    )
  }

  @Test func swiftPackageListsBothPlugins() throws {
    let (status, output, errors) = try Self.swiftPackage(["plugin", "--list"])
    #expect(status == 0, "\(errors)")
    #expect(output.contains("‘tca-migrate’ (plugin ‘TCAMigratePlugin’"), "\(output)")
    #expect(output.contains("‘tca-migrate-write’ (plugin ‘TCAMigrateWritePlugin’"), "\(output)")
  }

  @Test func onlyTheWritingPluginAsksForPermission() throws {
    let (status, output, errors) = try Self.swiftPackage(["describe", "--type", "json"])
    #expect(status == 0, "\(errors)")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    let targets = try #require(object["targets"] as? [[String: Any]])
    func permissions(_ name: String) throws -> [String] {
      let target = try #require(targets.first { $0["name"] as? String == name })
      let capability = try #require(target["plugin_capability"] as? [String: Any])
      return ((capability["permissions"] as? [[String: Any]]) ?? []).compactMap { $0["type"] as? String }
    }
    #expect(try permissions("TCAMigratePlugin") == [])
    #expect(try permissions("TCAMigrateWritePlugin") == ["writeToPackageDirectory"])
  }
}
