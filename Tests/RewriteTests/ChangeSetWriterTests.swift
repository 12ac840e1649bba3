import Foundation
import Testing

@testable import Rewrite

/// A small project on disk: two existing files (one executable, one CRLF) and a change set touching four files.
private struct Project {
  let directory: TemporaryDirectory
  let before: [String: [UInt8]]
  let beforeListing: [String]

  init() throws {
    directory = try TemporaryDirectory()
    try directory.write("App/CounterView.swift", "import SwiftUI\n\nstruct CounterView {}\n")
    try directory.write("App/script.sh", "#!/bin/sh\necho hi\n", mode: 0o755)
    try directory.write("App/Windows.swift", "struct W {\r\n}\r\n")
    var before: [String: [UInt8]] = [:]
    for relative in directory.listing() { before[relative] = directory.read(relative) }
    self.before = before
    beforeListing = directory.listing()
  }

  var plannedFiles: [PlannedFile] {
    [
      PlannedFile(
        path: directory.file("App/CounterView.swift"), text: "import ComposableArchitecture\nimport SwiftUI\n"),
      PlannedFile(path: directory.file("App/script.sh"), text: "#!/bin/sh\necho bye\n"),
      PlannedFile(path: directory.file("App/Windows.swift"), text: "struct W {\n  let x = 1\n}\n"),
      PlannedFile(path: directory.file("App/Features/Counter/CounterFeature.swift"), text: "@Reducer struct F {}\n"),
      PlannedFile(path: directory.file("App/Features/Counter/Client/CounterClient.swift"), text: "struct C {}\n"),
      PlannedFile(path: directory.file("App/Features/Counter/CounterFeatureTests.swift"), text: "import Testing\n"),
    ]
  }

  /// Whether the directory holds exactly the original files with their original bytes (no temp files, no new dirs).
  func isUntouched() -> Bool {
    directory.listing() == beforeListing && before.allSatisfy { directory.read($0.key) == $0.value }
  }
}

@Suite struct ChangeSetWriterTests {
  @Test func writesEveryChangeAndReportsIt() throws {
    let project = try Project()
    defer { project.directory.remove() }
    let changeSet = try ChangeSet.plan(project.plannedFiles)
    let result = try ChangeSetWriter(root: project.directory.path).write(changeSet)
    #expect(result.warnings.isEmpty)
    #expect(
      changeSet.reportLines(relativeTo: project.directory.path) == [
        "modified App/CounterView.swift", "modified App/script.sh", "modified App/Windows.swift",
        "created App/Features/Counter/CounterFeature.swift", "created App/Features/Counter/Client/CounterClient.swift",
        "created App/Features/Counter/CounterFeatureTests.swift",
      ])
    #expect(
      project.directory.read("App/CounterView.swift") == Array("import ComposableArchitecture\nimport SwiftUI\n".utf8))
    #expect(project.directory.read("App/Features/Counter/CounterFeature.swift") == Array("@Reducer struct F {}\n".utf8))
    #expect(!project.directory.listing().contains { $0.contains("tca-migrate") })
  }

  @Test func applyingTwiceChangesNothingTheSecondTime() throws {
    let project = try Project()
    defer { project.directory.remove() }
    try ChangeSetWriter(root: project.directory.path).write(try ChangeSet.plan(project.plannedFiles))
    var snapshot: [String: [UInt8]?] = [:]
    for relative in project.directory.listing() { snapshot[relative] = project.directory.read(relative) }
    let second = try ChangeSet.plan(project.plannedFiles)
    #expect(second.isEmpty)
    #expect(second.unchanged.count == 6)
    let log = FaultInjectingFileSystem(failingOperation: nil)
    try ChangeSetWriter(fileSystem: log, root: project.directory.path).write(second)
    #expect(log.operationCount == 0)
    #expect(project.directory.listing().allSatisfy { snapshot[$0] == project.directory.read($0) })
  }

  @Test func keepsPermissionsAndCRLF() throws {
    let project = try Project()
    defer { project.directory.remove() }
    try ChangeSetWriter(root: project.directory.path).write(try ChangeSet.plan(project.plannedFiles))
    #expect(try project.directory.mode("App/script.sh") == 0o755)
    #expect(try project.directory.mode("App/CounterView.swift") == 0o644)
    #expect(project.directory.read("App/Windows.swift") == Array("struct W {\r\n  let x = 1\r\n}\r\n".utf8))
  }

  @Test func dryRunTouchesNothing() throws {
    let project = try Project()
    defer { project.directory.remove() }
    let diff = try ChangeSet.plan(project.plannedFiles).unifiedDiff(relativeTo: project.directory.path)
    #expect(diff.contains("--- /dev/null\n+++ b/App/Features/Counter/CounterFeature.swift\n"))
    #expect(diff.contains("--- a/App/script.sh\n+++ b/App/script.sh\n"))
    #expect(project.isUntouched())
  }

  /// Fails each mutating operation in turn: the write either throws with every file as it was and nothing left over,
  /// or (a failure while discarding backups, after every file is in place) succeeds and names the leftover.
  @Test func injectedFailureAtEveryStepLeavesEveryFileAsItWas() throws {
    let counting = try Project()
    let counter = FaultInjectingFileSystem(failingOperation: nil)
    try ChangeSetWriter(fileSystem: counter, root: counting.directory.path).write(
      try ChangeSet.plan(counting.plannedFiles))
    counting.directory.remove()
    #expect(counter.operationCount >= 12)
    var rolledBack = 0
    for failing in 1...counter.operationCount {
      let project = try Project()
      defer { project.directory.remove() }
      let fileSystem = FaultInjectingFileSystem(failingOperation: failing)
      let writer = ChangeSetWriter(fileSystem: fileSystem, root: project.directory.path)
      let changeSet = try ChangeSet.plan(project.plannedFiles)
      do {
        let result = try writer.write(changeSet)
        #expect(counter.log[failing - 1].hasPrefix("removeFile"), "operation \(failing) should have been fatal")
        #expect(result.warnings.count == 1)
      } catch let error as RewriteError {
        guard case .rolledBack(_, let undoFailures) = error else {
          Issue.record("unexpected error \(error)")
          continue
        }
        rolledBack += 1
        #expect(undoFailures.isEmpty)
        #expect(project.isUntouched(), "failure at operation \(failing): \(counter.log[failing - 1])")
        #expect(try project.directory.mode("App/script.sh") == 0o755)
      }
    }
    #expect(rolledBack == counter.operationCount - 3)
  }

  @Test func failedUndoIsReportedWithTheBackupPath() throws {
    let project = try Project()
    defer { project.directory.remove() }
    let counter = FaultInjectingFileSystem(failingOperation: nil)
    try ChangeSetWriter(fileSystem: counter, root: project.directory.path).write(
      try ChangeSet.plan([project.plannedFiles[0]]))
    let again = try Project()
    defer { again.directory.remove() }
    let lastRename = counter.log.lastIndex { $0.hasPrefix("synchronizeDirectory") }! + 1
    let writer = ChangeSetWriter(
      fileSystem: FaultInjectingFileSystem(failingOperation: lastRename, failsPersistently: true),
      root: again.directory.path)
    #expect {
      try writer.write(try ChangeSet.plan([again.plannedFiles[0]]))
    } throws: { error in
      guard case .rolledBack(_, let undoFailures) = error as? RewriteError else { return false }
      return undoFailures.count == 1 && undoFailures[0].contains("restore") && undoFailures[0].contains(".orig")
    }
  }

  @Test func readOnlyFileIsRefusedAndNothingIsWritten() throws {
    let project = try Project()
    defer { project.directory.remove() }
    let windows = project.directory.file("App/Windows.swift")
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: windows)
    let changeSet = try ChangeSet.plan(project.plannedFiles)
    #expect(throws: RewriteError.readOnly(windows)) {
      try ChangeSetWriter(root: project.directory.path).write(changeSet)
    }
    #expect(project.directory.listing() == project.beforeListing)
    #expect(project.before.allSatisfy { project.directory.read($0.key) == $0.value })
  }

  @Test func readOnlyDirectoryIsRefusedAndNothingIsWritten() throws {
    let project = try Project()
    defer { project.directory.remove() }
    let app = project.directory.file("App")
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: app)
    let changeSet = try ChangeSet.plan(project.plannedFiles)
    #expect(throws: RewriteError.readOnly(app)) { try ChangeSetWriter(root: project.directory.path).write(changeSet) }
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: app)
    #expect(project.isUntouched())
  }

  @Test func directoryTargetIsRefused() throws {
    let project = try Project()
    defer { project.directory.remove() }
    let changeSet = try ChangeSet(changes: [
      FileChange(path: project.directory.file("App"), newBytes: [1], oldBytes: [0])
    ])
    #expect(throws: RewriteError.isDirectory(project.directory.file("App"))) {
      try ChangeSetWriter(root: project.directory.path).write(changeSet)
    }
    #expect(throws: RewriteError.isDirectory(project.directory.file("App"))) {
      try ChangeSet.plan([PlannedFile(path: project.directory.file("App"), text: "x")])
    }
  }

  @Test func fileAsParentDirectoryIsRefused() throws {
    let project = try Project()
    defer { project.directory.remove() }
    let changeSet = try ChangeSet.plan([PlannedFile(path: project.directory.file("App/script.sh/New.swift"), text: "x")]
    )
    #expect(throws: RewriteError.parentNotDirectory(project.directory.file("App/script.sh"))) {
      try ChangeSetWriter(root: project.directory.path).write(changeSet)
    }
    #expect(project.isUntouched())
  }

  @Test func fileChangedAfterPlanningIsRefused() throws {
    let project = try Project()
    defer { project.directory.remove() }
    let changeSet = try ChangeSet.plan(project.plannedFiles)
    try project.directory.write("App/CounterView.swift", "edited by the user meanwhile\n")
    #expect(throws: RewriteError.changedSincePlanned(project.directory.file("App/CounterView.swift"))) {
      try ChangeSetWriter(root: project.directory.path).write(changeSet)
    }
    #expect(project.directory.read("App/script.sh") == project.before["App/script.sh"])
  }

  @Test func fileCreatedAfterPlanningIsRefused() throws {
    let project = try Project()
    defer { project.directory.remove() }
    let changeSet = try ChangeSet.plan(project.plannedFiles)
    try project.directory.write("App/Features/Counter/CounterFeature.swift", "mine\n")
    #expect(throws: RewriteError.alreadyExists(project.directory.file("App/Features/Counter/CounterFeature.swift"))) {
      try ChangeSetWriter(root: project.directory.path).write(changeSet)
    }
    #expect(project.directory.read("App/Features/Counter/CounterFeature.swift") == Array("mine\n".utf8))
  }

  @Test func symbolicLinkOutsideTheRootIsRefusedUnlessAllowed() throws {
    let project = try Project()
    let outside = try TemporaryDirectory()
    defer {
      project.directory.remove()
      outside.remove()
    }
    let real = try outside.write("Shared.swift", "let shared = 1\n")
    let link = project.directory.file("App/Shared.swift")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
    let changeSet = try ChangeSet.plan([PlannedFile(path: link, text: "let shared = 2\n")])
    #expect(throws: RewriteError.symlinkEscapesRoot(path: link, destination: real)) {
      try ChangeSetWriter(root: project.directory.path).write(changeSet)
    }
    #expect(outside.read("Shared.swift") == Array("let shared = 1\n".utf8))
    try ChangeSetWriter(root: project.directory.path, allowSymbolicLinksOutsideRoot: true).write(changeSet)
    #expect(outside.read("Shared.swift") == Array("let shared = 2\n".utf8))
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == real)
  }

  @Test func symbolicLinkInsideTheRootIsWrittenThroughAndKept() throws {
    let project = try Project()
    defer { project.directory.remove() }
    let link = project.directory.file("Alias.swift")
    try FileManager.default.createSymbolicLink(
      atPath: link, withDestinationPath: project.directory.file("App/CounterView.swift"))
    try ChangeSetWriter(root: project.directory.path).write(try ChangeSet.plan([PlannedFile(path: link, text: "x\n")]))
    #expect(project.directory.read("App/CounterView.swift") == Array("x\n".utf8))
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: link) == project.directory.file("App/CounterView.swift")
    )
  }

  @Test func withoutHardLinksTheOriginalIsCopiedInstead() throws {
    let project = try Project()
    defer { project.directory.remove() }
    let counter = FaultInjectingFileSystem(failingOperation: nil)
    try ChangeSetWriter(fileSystem: counter, root: project.directory.path)
      .write(try ChangeSet.plan(project.plannedFiles))
    let firstLink = counter.log.firstIndex { $0.hasPrefix("linkItem") }! + 1
    let fresh = try Project()
    defer { fresh.directory.remove() }
    let fileSystem = FaultInjectingFileSystem(failingOperation: firstLink, failureCode: EPERM)
    let result = try ChangeSetWriter(fileSystem: fileSystem, root: fresh.directory.path)
      .write(try ChangeSet.plan(fresh.plannedFiles))
    #expect(result.warnings.isEmpty)
    #expect(fileSystem.log[firstLink].hasPrefix("writeNewFile"))
    #expect(fresh.directory.read("App/Windows.swift") == Array("struct W {\r\n  let x = 1\r\n}\r\n".utf8))
    #expect(!fresh.directory.listing().contains { $0.contains("tca-migrate") })
  }

  @Test func pathsOutsideTheRootAreRefused() throws {
    let project = try Project()
    let outside = try TemporaryDirectory()
    defer {
      project.directory.remove()
      outside.remove()
    }
    let changeSet = try ChangeSet.plan([PlannedFile(path: outside.file("Escaped.swift"), text: "x\n")])
    #expect(throws: RewriteError.outsideRoot(path: outside.file("Escaped.swift"), root: project.directory.path)) {
      try ChangeSetWriter(root: project.directory.path, allowSymbolicLinksOutsideRoot: true).write(changeSet)
    }
    #expect(outside.listing().isEmpty)
  }

  @Test func leftoversOfAnInterruptedRunAreReported() throws {
    let project = try Project()
    defer { project.directory.remove() }
    try project.directory.write("App/.CounterView.swift.tca-migrate-abc.orig", "import SwiftUI\n")
    let result = try ChangeSetWriter(root: project.directory.path).write(try ChangeSet.plan(project.plannedFiles))
    #expect(result.warnings.count == 1)
    #expect(
      result.warnings.first?.contains(".CounterView.swift.tca-migrate-abc.orig was left by an interrupted") == true)
    #expect(project.directory.read("App/.CounterView.swift.tca-migrate-abc.orig") == Array("import SwiftUI\n".utf8))
  }

  @Test func relativeRootIsRefused() throws {
    let project = try Project()
    defer { project.directory.remove() }
    #expect(throws: RewriteError.relativePath("App")) {
      try ChangeSetWriter(root: "App").write(try ChangeSet.plan(project.plannedFiles))
    }
    #expect(project.isUntouched())
  }
}
