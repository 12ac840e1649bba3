import Foundation
import Rewrite
import TestSupport
import Testing

@testable import CLI

/// `apply` on copies of the fixture apps: dry run, idempotence, all-or-nothing, dirty refusal, styles kept.
@Suite struct ApplyCommandTests {
  /// A git-committed copy of a fixture app.
  static func repository(_ app: String) throws -> URL {
    let directory = try PlanCommandTests.copyOfFixture(app)
    try git(["init", "-q"], in: directory)
    try git(["add", "-A"], in: directory)
    try git(["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "fixture"], in: directory)
    return directory
  }

  static func git(_ arguments: [String], in directory: URL) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = directory
    try process.run()
    process.waitUntilExit()
  }

  /// Every file under `directory` (except .git) with its bytes.
  static func snapshot(_ directory: URL) -> [String: Data] {
    var result: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: directory.path)
    while let relative = enumerator?.nextObject() as? String {
      guard !relative.hasPrefix(".git") else { continue }
      let url = directory.appendingPathComponent(relative)
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
        result[relative] = FileManager.default.contents(atPath: url.path)
      }
    }
    return result
  }

  @Test func dryRunWritesNothingAndExitsOne() throws {
    let directory = try Self.repository("SwiftUIAsyncApp")
    defer { try? FileManager.default.removeItem(at: directory) }
    let before = Self.snapshot(directory)
    let result = CommandLineTool.run(["apply", directory.path, "--feature", "GameRow", "--dry-run"])
    #expect(result.exitCode == 1)
    #expect(result.stdout.contains("+++ b/Sources/ViewModels/GameRowFeature.swift"))
    #expect(result.stdout.contains("--- /dev/null"))
    #expect(Self.snapshot(directory) == before)
  }

  // Regression: applying a child whose parent view model stays MVVM left the parent's view handing the old view
  // model to a view that takes a store, and said nothing about it; only the checklist listed the bridge.
  @Test func applyingAChildAloneNamesTheBridgeItsParentNeeds() throws {
    let directory = try Self.repository("SwiftUIAsyncApp")
    defer { try? FileManager.default.removeItem(at: directory) }
    let child = CommandLineTool.run(["apply", directory.path, "--feature", "GameRow", "--dry-run"])
    #expect(
      child.stderr.contains(
        "note: GamesListViewModel (still MVVM) holds `GameRowViewModel`: a view handing it to GameRowFeature's view,"
          + " which takes a store now, does not build until GamesListViewModel holds `rows` as"
          + " `[StoreOf<GameRowFeature>]` (the bridge in the checklist) or GamesListFeature is applied"),
      "\(child.stderr)")
    let parent = CommandLineTool.run(["apply", directory.path, "--feature", "GamesList", "--dry-run"])
    #expect(!parent.stderr.contains("still MVVM"), "\(parent.stderr)")
  }

  @Test func applyThenApplyAgainChangesNothing() throws {
    let directory = try Self.repository("SwiftUIAsyncApp")
    defer { try? FileManager.default.removeItem(at: directory) }
    let first = CommandLineTool.run(["apply", directory.path, "--feature", "GameRowViewModel"])
    #expect(first.exitCode == 0, "\(first.stderr)")
    #expect(first.stdout.contains("created Sources/ViewModels/GameRowFeature.swift"))
    #expect(first.stdout.contains("modified Sources/Game Screens/GamesListView.swift"))
    #expect(
      FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("Sources/ViewModels/GameRowViewModel.swift").path))
    let afterFirst = Self.snapshot(directory)
    try Self.git(["add", "-A"], in: directory)
    try Self.git(["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "applied"], in: directory)
    let second = CommandLineTool.run(["apply", directory.path, "--feature", "GameRowViewModel"])
    #expect(second.exitCode == 0)
    #expect(second.stdout.contains("nothing to change"))
    #expect(Self.snapshot(directory) == afterFirst)
    let dry = CommandLineTool.run(["apply", directory.path, "--feature", "GameRowViewModel", "--dry-run"])
    #expect(dry.exitCode == 0)
  }

  @Test func injectedFailureMidwayLeavesEveryFileAsItWas() throws {
    let directory = try Self.repository("SwiftUIAsyncApp")
    defer { try? FileManager.default.removeItem(at: directory) }
    let before = Self.snapshot(directory)
    for operation in [1, 3, 6] {
      let applier = ChangeApplier(fileSystem: FaultInjectingFileSystem(failingOperation: operation))
      let arguments = try ParsedArguments([directory.path, "--feature", "GameRow"], spec: ApplyCommand.options)
      #expect(throws: ToolError.self) { try ApplyCommand.perform(arguments, applier: applier) }
      #expect(Self.snapshot(directory) == before, "failure at operation \(operation)")
    }
  }

  @Test func refusesFilesWithUncommittedChanges() throws {
    let directory = try Self.repository("SwiftUIAsyncApp")
    defer { try? FileManager.default.removeItem(at: directory) }
    let view = directory.appendingPathComponent("Sources/Game Screens/GamesListView.swift")
    try (String(contentsOf: view, encoding: .utf8) + "// local edit\n").write(
      to: view, atomically: true, encoding: .utf8)
    let before = Self.snapshot(directory)
    let refused = CommandLineTool.run(["apply", directory.path, "--feature", "GameRow"])
    #expect(refused.exitCode == 1)
    #expect(refused.stderr.contains("uncommitted changes"))
    #expect(Self.snapshot(directory) == before)
    let allowed = CommandLineTool.run(["apply", directory.path, "--feature", "GameRow", "--allow-dirty"])
    #expect(allowed.exitCode == 0)
    #expect(try String(contentsOf: view, encoding: .utf8).contains("// local edit"))
  }

  @Test func unknownFeatureListsCloseMatches() throws {
    let result = CommandLineTool.run([
      "apply", Golden.fixtures.appendingPathComponent("SwiftUIAsyncApp").path, "--feature", "GameRows",
    ])
    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("did you mean 'GameRowFeature'"))
  }

  @Test func tabsAndCRLFAreKept() throws {
    let directory = try PlanCommandTests.copyOfFixture("UIKitCombineApp")
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = CommandLineTool.run(["generate", directory.path, "--feature", "Login"])
    let controller = directory.appendingPathComponent("Sources/Login/LoginViewController.swift")
    let original = try String(contentsOf: controller, encoding: .utf8)
    try original.replacingOccurrences(of: "\n", with: "\r\n").write(to: controller, atomically: true, encoding: .utf8)
    let applied = CommandLineTool.run(["apply", directory.path, "--feature", "Login"])
    #expect(applied.exitCode == 0, "\(applied.stderr)")
    #expect(result.stdout.contains("\n\t@ObservableState"))
    let rewritten = try #require(FileManager.default.contents(atPath: controller.path))
    let text = String(decoding: rewritten, as: UTF8.self)
    #expect(text != original.replacingOccurrences(of: "\n", with: "\r\n"))
    #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "every line ends in CRLF")
    let feature = try String(
      contentsOf: directory.appendingPathComponent("Sources/Login/LoginFeature.swift"), encoding: .utf8)
    #expect(feature.contains("\n\t\t"))
  }

  @Test func phaseZeroNamesTheClientsInsteadOfWriting() {
    let app = Golden.fixtures.appendingPathComponent("LargeCodebaseApp").path
    let result = CommandLineTool.run(["apply", app, "--phase", "0", "--dry-run"])
    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("phase 0 holds the 14 dependency clients"))
    #expect(result.stdout.isEmpty)
  }

  @Test func everyWrittenFileParses() throws {
    let directory = try Self.repository("ObservableApp")
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = CommandLineTool.run(["apply", directory.path, "--phase", "1"])
    #expect(result.exitCode == 0, "\(result.stderr)")
    let written = result.stdout.split(separator: "\n").compactMap { line -> String? in
      let parts = line.split(separator: " ", maxSplits: 1)
      guard parts.count == 2, parts[0] == "created" || parts[0] == "modified", parts[1].hasSuffix(".swift") else {
        return nil
      }
      return directory.appendingPathComponent(String(parts[1])).path
    }
    #expect(written.count >= 5)
    #expect(try SwiftParse.errors(atPaths: written) == nil)
  }
}

@Suite struct ApplyOutputDirectoryTests {
  @Test func newFilesGoToTheOutputDirectoryAndViewsAreRewrittenInPlace() throws {
    let directory = try PlanCommandTests.copyOfFixture("ObservableApp")
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("tca-out-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    defer {
      try? FileManager.default.removeItem(at: directory)
      try? FileManager.default.removeItem(at: output)
    }
    let result = CommandLineTool.run(["apply", directory.path, "--feature", "StopModel", "--output-dir", output.path])
    #expect(result.exitCode == 0, "\(result.stderr)")
    let created = ApplyCommandTests.snapshot(output).keys
    #expect(created.contains { $0.hasSuffix("StopFeature.swift") })
    #expect(
      !FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("Sources/Features/Trips/StopFeature.swift").path))
    #expect(result.stdout.contains("modified "))
  }

  @Test func commonAncestor() {
    #expect(ApplyCommand.commonAncestor("/tmp/a/b", "/tmp/c") == "/tmp")
    #expect(ApplyCommand.commonAncestor("/work/x", "/work/x") == "/work/x")
  }
}
