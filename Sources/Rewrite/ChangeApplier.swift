/// How an apply runs.
public struct ApplyOptions: Sendable, Hashable {
  /// The project directory: report paths are relative to it and targets must stay inside it.
  public var root: String
  /// Only render the diff; touch nothing.
  public var dryRun: Bool
  /// Overwrite files that have uncommitted git changes.
  public var allowDirty: Bool
  /// Write through symbolic links leading outside `root`.
  public var allowSymbolicLinksOutsideRoot: Bool
  /// Line-ending adaptation.
  public var planning: PlanningOptions
  /// Absolute paths written even when dirty, because their new contents were merged from the current ones
  /// (the checklist file the user ticks by hand).
  public var exemptFromGitGuard: Set<String>

  /// Options for a project at `root`; by default a real, guarded write.
  public init(
    root: String,
    dryRun: Bool = false,
    allowDirty: Bool = false,
    allowSymbolicLinksOutsideRoot: Bool = false,
    planning: PlanningOptions = PlanningOptions(),
    exemptFromGitGuard: Set<String> = []
  ) {
    self.root = root
    self.dryRun = dryRun
    self.allowDirty = allowDirty
    self.allowSymbolicLinksOutsideRoot = allowSymbolicLinksOutsideRoot
    self.planning = planning
    self.exemptFromGitGuard = Set(exemptFromGitGuard.compactMap(FilePath.normalized))
  }
}

/// What an apply (or dry run) did, ready to print.
public struct ApplyOutcome: Sendable, Hashable {
  /// The planned changes and the files already up to date.
  public var changeSet: ChangeSet
  /// Whether this was a dry run (nothing written).
  public var dryRun: Bool
  /// The unified diff of every change (dry run only; empty otherwise).
  public var diff: String
  /// `created PATH` / `modified PATH` per file written (or that a dry run would write), relative to the root.
  public var lines: [String]
  /// Things the user should know that did not stop the run (not a git repository, leftover backup, dirty files a
  /// real run would refuse).
  public var notes: [String]

  /// 0 for a write or a dry run with nothing to change; 1 for a dry run that would change something.
  public var exitCode: Int32 { dryRun && !changeSet.isEmpty ? 1 : 0 }

  /// A one-line summary, e.g. `nothing to change: 3 files already up to date`.
  public var summary: String {
    let upToDate = changeSet.unchanged.count
    if changeSet.isEmpty { return "nothing to change: \(upToDate) file\(upToDate == 1 ? "" : "s") already up to date" }
    let verb = dryRun ? "would write" : "wrote"
    return "\(verb) \(changeSet.changes.count) file\(changeSet.changes.count == 1 ? "" : "s")"
      + (upToDate > 0 ? ", \(upToDate) already up to date" : "")
  }
}

/// Plans, guards and writes generated files: the whole `apply` / `generate` / `--dry-run` flow.
public struct ChangeApplier {
  /// Where files are read and written.
  public var fileSystem: any FileSystem
  /// The uncommitted-changes check.
  public var gitGuard: GitGuard

  /// An applier on `fileSystem` using `gitGuard`.
  public init(fileSystem: any FileSystem = LocalFileSystem(), gitGuard: GitGuard = GitGuard()) {
    self.fileSystem = fileSystem
    self.gitGuard = gitGuard
  }

  /// Plans `files`; for a dry run renders the diff, otherwise refuses dirty files (unless allowed) and writes
  /// everything all-or-nothing. Throws `RewriteError` or `GitGuardError`; on a throw nothing was written.
  public func apply(_ files: [PlannedFile], options: ApplyOptions) throws -> ApplyOutcome {
    let changeSet = try ChangeSet.plan(files, fileSystem: fileSystem, options: options.planning)
    let relative = { (path: String) in FilePath.relative(path, to: options.root) }
    var notes: [String] = []
    if !changeSet.isEmpty && !options.allowDirty {
      let check: GitCheck
      do {
        check = try gitGuard.check(changeSet.changes.map(\.path).filter { !options.exemptFromGitGuard.contains($0) })
      } catch let error as GitGuardError where options.dryRun {
        notes.append("a real run would stop: \(error)")
        check = GitCheck(entries: [])
      }
      let dirty = check.dirtyPaths.map(relative)
      if !dirty.isEmpty {
        if !options.dryRun { throw RewriteError.uncommittedChanges(dirty) }
        notes.append("a real run would refuse: uncommitted changes in " + dirty.joined(separator: ", "))
      }
      let outside = check.pathsOutsideRepository
      if !outside.isEmpty {
        notes.append(
          "not in a git repository, so not protected by the uncommitted-changes check: "
            + outside.map(relative).joined(separator: ", "))
      }
    }
    let lines = changeSet.reportLines(relativeTo: options.root)
    if options.dryRun {
      return ApplyOutcome(
        changeSet: changeSet, dryRun: true, diff: changeSet.unifiedDiff(relativeTo: options.root), lines: lines,
        notes: notes)
    }
    let writer = ChangeSetWriter(
      fileSystem: fileSystem, root: options.root,
      allowSymbolicLinksOutsideRoot: options.allowSymbolicLinksOutsideRoot)
    let result = try writer.write(changeSet)
    return ApplyOutcome(changeSet: changeSet, dryRun: false, diff: "", lines: lines, notes: notes + result.warnings)
  }
}
