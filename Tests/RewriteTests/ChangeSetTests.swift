import Testing

@testable import Rewrite

@Suite struct ChangeSetTests {
  @Test func plansCreatedModifiedAndUnchanged() throws {
    let existing: [String: [UInt8]] = ["/p/A.swift": Array("old\n".utf8), "/p/B.swift": Array("same\n".utf8)]
    let changeSet = try ChangeSet.plan(
      [
        PlannedFile(path: "/p/A.swift", text: "new\n"),
        PlannedFile(path: "/p/B.swift", text: "same\n"),
        PlannedFile(path: "/p/sub/../C.swift", text: "c\n"),
      ],
      existing: { existing[$0] })
    #expect(changeSet.changes.map(\.path) == ["/p/A.swift", "/p/C.swift"])
    #expect(changeSet.changes.map(\.kind) == [.modified, .created])
    #expect(changeSet.unchanged == ["/p/B.swift"])
    #expect(changeSet.reportLines(relativeTo: "/p") == ["modified A.swift", "created C.swift"])
    #expect(changeSet.reportLines() == ["modified /p/A.swift", "created /p/C.swift"])
  }

  @Test func duplicatePathsAreRejected() {
    #expect(throws: RewriteError.duplicatePath("/p/A.swift")) {
      try ChangeSet.plan(
        [PlannedFile(path: "/p/A.swift", text: "1"), PlannedFile(path: "/p/./A.swift", text: "2")],
        existing: { _ in nil })
    }
  }

  @Test func relativePathsAreRejected() {
    #expect(throws: RewriteError.relativePath("A.swift")) {
      try ChangeSet.plan([PlannedFile(path: "A.swift", text: "1")], existing: { _ in nil })
    }
  }

  @Test(arguments: [
    ("a\r\nb\r\n", "a\nc\n", "a\r\nc\r\n"),
    ("a\nb\n", "a\nc\n", "a\nc\n"),
    ("a\r\nb\n", "a\nc\n", "a\nc\n"),
  ])
  func modifiedFilesKeepPureCRLF(_ current: String, _ generated: String, _ expected: String) throws {
    let changeSet = try ChangeSet.plan(
      [PlannedFile(path: "/p/A.swift", text: generated)], existing: { _ in Array(current.utf8) })
    #expect(changeSet.changes.first?.newBytes == Array(expected.utf8))
  }

  @Test func crlfFileRegeneratedAsLFIsUnchanged() throws {
    let changeSet = try ChangeSet.plan(
      [PlannedFile(path: "/p/A.swift", text: "a\nb\n")], existing: { _ in Array("a\r\nb\r\n".utf8) })
    #expect(changeSet.isEmpty)
    #expect(changeSet.unchanged == ["/p/A.swift"])
  }

  @Test func newFilesTakeTheRequestedLineEnding() throws {
    let changeSet = try ChangeSet.plan(
      [PlannedFile(path: "/p/N.swift", text: "a\nb\n")], existing: { _ in nil },
      options: PlanningOptions(newFileLineEnding: .crlf))
    #expect(changeSet.changes.first?.newBytes == Array("a\r\nb\r\n".utf8))
  }

  @Test func plannedFileFromEditsKeepsOtherBytes() throws {
    let original = Array("import SwiftUI\r\n\r\nstruct V {}\r\n".utf8)
    let file = try PlannedFile(
      path: "/p/V.swift", applying: [.insert("import ComposableArchitecture\r\n", at: 0)], to: original)
    #expect(file.contents == Array("import ComposableArchitecture\r\n".utf8) + original)
  }

  @Test func dryRunRendersOneDiffIncludingNewFiles() throws {
    let changeSet = try ChangeSet.plan(
      [PlannedFile(path: "/p/V.swift", text: "a\nB\n"), PlannedFile(path: "/p/F.swift", text: "f\n")],
      existing: { $0 == "/p/V.swift" ? Array("a\nb\n".utf8) : nil })
    #expect(
      changeSet.unifiedDiff(relativeTo: "/p")
        == "--- a/V.swift\n+++ b/V.swift\n@@ -1,2 +1,2 @@\n a\n-b\n+B\n--- /dev/null\n+++ b/F.swift\n@@ -0,0 +1 @@\n+f\n"
    )
  }

  @Test(arguments: [
    ("/a/./b//c/", "/a/b/c"), ("/a/b/../c", "/a/c"), ("/..", "/"), ("/", "/"),
  ])
  func normalizesPaths(_ path: String, _ expected: String) {
    #expect(FilePath.normalized(path) == expected)
  }

  @Test(arguments: [
    ("/p/a/b", "/p", "a/b"), ("/p", "/p", "/p"), ("/q/a", "/p", "/q/a"), ("/pp/a", "/p", "/pp/a"), ("/a", "/", "a"),
  ])
  func relativizesPaths(_ path: String, _ root: String, _ expected: String) {
    #expect(FilePath.relative(path, to: root) == expected)
  }
}
