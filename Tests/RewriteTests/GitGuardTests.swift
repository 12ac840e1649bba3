import Foundation
import Testing

@testable import Rewrite

/// A temporary git repository with committed files.
private struct Repository {
  let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
    try git("init", "-q")
    try git("config", "user.name", "Rewrite Tests")
    try git("config", "user.email", "rewrite-tests@example.invalid")
    try git("config", "commit.gpgsign", "false")
    try directory.write("Clean.swift", "let a = 1\n")
    try directory.write("Modified.swift", "let b = 1\n")
    try directory.write("Staged.swift", "let c = 1\n")
    try directory.write("Sub Dir/Spaced Name.swift", "let d = 1\n")
    try directory.write(".gitignore", "Ignored.swift\n")
    try git("add", "-A")
    try git("commit", "-q", "-m", "initial")
    try directory.write("Modified.swift", "let b = 2\n")
    try directory.write("Staged.swift", "let c = 2\n")
    try git("add", "Staged.swift")
    try directory.write("Untracked.swift", "let e = 1\n")
    try directory.write("Ignored.swift", "let f = 1\n")
    try directory.write("Sub Dir/Spaced Name.swift", "let d = 2\n")
  }

  func git(_ arguments: String...) throws {
    let result = try run("/usr/bin/git", ["-C", directory.path] + arguments)
    #expect(result.status == 0, "git \(arguments.joined(separator: " "))")
  }
}

@Suite struct GitGuardTests {
  @Test func classifiesEveryKindOfPath() throws {
    let repository = try Repository()
    defer { repository.directory.remove() }
    let file = repository.directory.file
    let check = try GitGuard().check([
      file("Clean.swift"), file("Modified.swift"), file("Staged.swift"), file("Untracked.swift"),
      file("Ignored.swift"), file("New/Created.swift"), file("Sub Dir/Spaced Name.swift"), file("Clean.swift"),
    ])
    #expect(check.entries.count == 7)
    #expect(check.state(of: file("Clean.swift")) == .clean)
    #expect(check.state(of: file("Modified.swift")) == .dirty(code: " M"))
    #expect(check.state(of: file("Staged.swift")) == .dirty(code: "M "))
    #expect(check.state(of: file("Untracked.swift")) == .dirty(code: "??"))
    #expect(check.state(of: file("Ignored.swift")) == .dirty(code: "!!"))
    #expect(check.state(of: file("New/Created.swift")) == .clean)
    #expect(check.state(of: file("Sub Dir/Spaced Name.swift")) == .dirty(code: " M"))
    #expect(
      check.dirtyPaths == [
        file("Modified.swift"), file("Staged.swift"), file("Untracked.swift"), file("Ignored.swift"),
        file("Sub Dir/Spaced Name.swift"),
      ])
    #expect(check.pathsOutsideRepository.isEmpty)
  }

  @Test func committedChangesMakeAFileCleanAgain() throws {
    let repository = try Repository()
    defer { repository.directory.remove() }
    try repository.git("commit", "-q", "-a", "-m", "second")
    let check = try GitGuard().check([repository.directory.file("Modified.swift")])
    #expect(check.dirtyPaths.isEmpty)
  }

  @Test func pathsOutsideARepositoryAreReportedNotRefused() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let existing = try directory.write("A.swift", "let a = 1\n")
    let check = try GitGuard().check([existing, directory.file("B.swift")])
    #expect(check.state(of: existing) == .notInRepository)
    #expect(check.state(of: directory.file("B.swift")) == .clean)
    #expect(check.pathsOutsideRepository == [existing])
    #expect(check.dirtyPaths.isEmpty)
  }

  @Test func missingGitInsideARepositoryIsAnErrorNotClean() throws {
    let repository = try Repository()
    defer { repository.directory.remove() }
    let guardWithoutGit = GitGuard(gitExecutable: repository.directory.file("no-such-git"))
    #expect(throws: GitGuardError.self) { try guardWithoutGit.check([repository.directory.file("Modified.swift")]) }
  }
}
