import Foundation
import Testing

@testable import Rewrite

/// A git repository holding one committed view file, and the files a feature migration would write.
private struct AppRepository {
  let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
    for arguments in [
      ["init", "-q"], ["config", "user.name", "Rewrite Tests"], ["config", "user.email", "rewrite@example.invalid"],
    ] {
      try run("/usr/bin/git", ["-C", directory.path] + arguments)
    }
    try directory.write("App/CounterView.swift", "import SwiftUI\n\nstruct CounterView {}\n")
    try run("/usr/bin/git", ["-C", directory.path, "add", "-A"])
    try run("/usr/bin/git", ["-C", directory.path, "-c", "commit.gpgsign=false", "commit", "-q", "-m", "app"])
  }

  var plannedFiles: [PlannedFile] {
    [
      PlannedFile(
        path: directory.file("App/CounterView.swift"), text: "import ComposableArchitecture\nimport SwiftUI\n"),
      PlannedFile(path: directory.file("App/CounterFeature.swift"), text: "@Reducer struct CounterFeature {}\n"),
    ]
  }
}

@Suite struct ChangeApplierTests {
  @Test func dryRunShowsTheDiffWritesNothingAndExitsOne() throws {
    let repository = try AppRepository()
    defer { repository.directory.remove() }
    let before = repository.directory.listing()
    let outcome = try ChangeApplier().apply(
      repository.plannedFiles, options: ApplyOptions(root: repository.directory.path, dryRun: true))
    #expect(outcome.exitCode == 1)
    #expect(outcome.lines == ["modified App/CounterView.swift", "created App/CounterFeature.swift"])
    #expect(
      outcome.diff.contains("+++ b/App/CounterFeature.swift\n@@ -0,0 +1 @@\n+@Reducer struct CounterFeature {}\n"))
    #expect(outcome.summary == "would write 2 files")
    #expect(repository.directory.listing() == before)
    #expect(
      repository.directory.read("App/CounterView.swift") == Array("import SwiftUI\n\nstruct CounterView {}\n".utf8))
  }

  @Test func appliesThenSaysNothingToChange() throws {
    let repository = try AppRepository()
    defer { repository.directory.remove() }
    let options = ApplyOptions(root: repository.directory.path)
    let first = try ChangeApplier().apply(repository.plannedFiles, options: options)
    #expect(first.lines == ["modified App/CounterView.swift", "created App/CounterFeature.swift"])
    #expect(first.notes.isEmpty)
    // The modified view is now dirty in git, yet re-applying is a no-op, so it is not refused.
    let second = try ChangeApplier().apply(repository.plannedFiles, options: options)
    #expect(second.lines.isEmpty)
    #expect(second.summary == "nothing to change: 2 files already up to date")
    let dryRun = try ChangeApplier().apply(
      repository.plannedFiles, options: ApplyOptions(root: repository.directory.path, dryRun: true))
    #expect(dryRun.exitCode == 0)
    #expect(dryRun.diff.isEmpty)
  }

  @Test func refusesUncommittedChangesUnlessAllowed() throws {
    let repository = try AppRepository()
    defer { repository.directory.remove() }
    try repository.directory.write("App/CounterView.swift", "import SwiftUI\n\nstruct CounterView { /* wip */ }\n")
    let before = repository.directory.listing()
    #expect(throws: RewriteError.uncommittedChanges(["App/CounterView.swift"])) {
      try ChangeApplier().apply(repository.plannedFiles, options: ApplyOptions(root: repository.directory.path))
    }
    #expect(repository.directory.listing() == before)
    #expect(
      repository.directory.read("App/CounterView.swift")
        == Array("import SwiftUI\n\nstruct CounterView { /* wip */ }\n".utf8))
    let dryRun = try ChangeApplier().apply(
      repository.plannedFiles, options: ApplyOptions(root: repository.directory.path, dryRun: true))
    #expect(dryRun.notes == ["a real run would refuse: uncommitted changes in App/CounterView.swift"])
    let forced = try ChangeApplier().apply(
      repository.plannedFiles, options: ApplyOptions(root: repository.directory.path, allowDirty: true))
    #expect(forced.lines.count == 2)
  }

  @Test func worksOutsideGitAndSaysSo() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("View.swift", "old\n")
    let outcome = try ChangeApplier().apply(
      [PlannedFile(path: directory.file("View.swift"), text: "new\n")], options: ApplyOptions(root: directory.path))
    #expect(outcome.lines == ["modified View.swift"])
    #expect(outcome.notes == ["not in a git repository, so not protected by the uncommitted-changes check: View.swift"])
    #expect(directory.read("View.swift") == Array("new\n".utf8))
  }

  @Test func exemptPathsAreWrittenEvenWhenDirty() throws {
    let repository = try AppRepository()
    defer { repository.directory.remove() }
    let checklist = try repository.directory.write("MIGRATION.md", "- [x] ticked by hand\n")
    let options = ApplyOptions(root: repository.directory.path, exemptFromGitGuard: [checklist])
    let outcome = try ChangeApplier().apply(
      repository.plannedFiles + [PlannedFile(path: checklist, text: "- [x] ticked by hand\n- [ ] Counter\n")],
      options: options)
    #expect(outcome.lines.last == "modified MIGRATION.md")
    #expect(repository.directory.read("MIGRATION.md") == Array("- [x] ticked by hand\n- [ ] Counter\n".utf8))
  }
}
