import Foundation

/// What a successful write did.
public struct WriteResult: Sendable, Hashable {
  /// The changes now on disk, in order.
  public var written: [FileChange]
  /// Non-fatal problems after every file was in place (a leftover backup file that could not be removed).
  public var warnings: [String]
}

/// Writes a change set all-or-nothing: every file is replaced, or on any failure every file is as it was.
public struct ChangeSetWriter {
  /// The file system written to.
  public var fileSystem: any FileSystem
  /// The project directory; targets (after resolving symbolic links) must lie inside it. `nil` disables the check.
  public var root: String?
  /// Write through symbolic links that lead outside `root`.
  public var allowSymbolicLinksOutsideRoot: Bool

  /// A writer on `fileSystem` confined to `root`.
  public init(
    fileSystem: any FileSystem = LocalFileSystem(),
    root: String? = nil,
    allowSymbolicLinksOutsideRoot: Bool = false
  ) {
    self.fileSystem = fileSystem
    self.root = root
    self.allowSymbolicLinksOutsideRoot = allowSymbolicLinksOutsideRoot
  }

  /// Checks that every change can be written, without writing anything; returns the resolved writes and warnings.
  public func preflight(_ changeSet: ChangeSet) throws -> WritePlan {
    if let root, FilePath.normalized(root) == nil { throw RewriteError.relativePath(root) }
    let realRoot = try root.map { try fileSystem.resolvingSymbolicLinks($0) }
    var prepared: [PreparedWrite] = []
    var targets: Set<String> = []
    var plannedDirectories: Set<String> = []
    for change in changeSet.changes {
      let write = try prepare(change, realRoot: realRoot, plannedDirectories: plannedDirectories)
      guard targets.insert(write.target).inserted else { throw RewriteError.duplicatePath(change.path) }
      plannedDirectories.formUnion(write.directoriesToCreate)
      prepared.append(write)
    }
    return WritePlan(
      writes: prepared, warnings: try leftoversOfInterruptedRuns(prepared, skipping: plannedDirectories))
  }

  /// Writes every change all-or-nothing and returns what was written, or undoes every completed step and throws.
  ///
  /// Each file goes to a temp file beside it (fsynced, with the original's permissions), the original is kept as a
  /// hard link, then the temp file is renamed over it. On failure every replaced file is restored and created files,
  /// directories and temp files are deleted.
  @discardableResult
  public func write(_ changeSet: ChangeSet) throws -> WriteResult {
    if changeSet.isEmpty { return WriteResult(written: [], warnings: []) }
    let plan = try preflight(changeSet)
    let prepared = plan.writes
    var journal = WriteJournal(fileSystem: fileSystem)
    var temporaries: [String] = []
    do {
      for write in prepared {
        for directory in write.directoriesToCreate where !journal.createdDirectories.contains(directory) {
          try fileSystem.createDirectory(at: directory)
          journal.record(.createdDirectory(directory))
        }
        let temporary = siblingName(of: write.target, suffix: "tmp")
        try fileSystem.writeNewFile(at: temporary, contents: write.change.newBytes, like: write.originalStatus)
        journal.record(.temporaryFile(temporary))
        temporaries.append(temporary)
      }
      for (index, write) in prepared.enumerated() {
        let temporary = temporaries[index]
        if write.originalStatus != nil {
          let backup = siblingName(of: write.target, suffix: "orig")
          try keepOriginal(write, at: backup)
          journal.record(.backup(backup))
          try fileSystem.moveItem(at: temporary, to: write.target)
          journal.record(.replaced(target: write.target, backup: backup, temporary: temporary))
        } else {
          try fileSystem.moveItem(at: temporary, to: write.target)
          journal.record(.created(target: write.target, temporary: temporary))
        }
      }
      var synchronized: Set<String> = []
      for write in prepared {
        for directory in [FilePath.parent(of: write.target)] + write.directoriesToCreate.map(FilePath.parent)
        where synchronized.insert(directory).inserted {
          try fileSystem.synchronizeDirectory(at: directory)
        }
      }
    } catch {
      let undoFailures = journal.rollBack()
      throw RewriteError.rolledBack(cause: "\(error)", undoFailures: undoFailures)
    }
    return WriteResult(written: changeSet.changes, warnings: plan.warnings + journal.discardBackups())
  }

  private func prepare(_ change: FileChange, realRoot: String?, plannedDirectories: Set<String>) throws
    -> PreparedWrite
  {
    if let root, let normalizedRoot = FilePath.normalized(root), !FilePath.isInside(change.path, normalizedRoot) {
      throw RewriteError.outsideRoot(path: change.path, root: normalizedRoot)
    }
    var target = change.path
    var status = try fileSystem.status(of: target)
    if status?.kind == .symbolicLink {
      guard let resolved = try? fileSystem.resolvingSymbolicLinks(target) else {
        throw RewriteError.notRegularFile(change.path)
      }
      try checkInsideRoot(change.path, resolved: resolved, realRoot: realRoot)
      target = resolved
      status = try fileSystem.status(of: target)
    }
    let directory = FilePath.parent(of: target)
    if let status {
      switch status.kind {
      case .directory: throw RewriteError.isDirectory(change.path)
      case .symbolicLink, .other: throw RewriteError.notRegularFile(change.path)
      case .regular: break
      }
      guard let oldBytes = change.oldBytes else { throw RewriteError.alreadyExists(change.path) }
      guard try fileSystem.contents(of: target) == oldBytes else { throw RewriteError.changedSincePlanned(change.path) }
      guard fileSystem.isWritable(target) else { throw RewriteError.readOnly(change.path) }
      try checkInsideRoot(change.path, resolved: try fileSystem.resolvingSymbolicLinks(directory), realRoot: realRoot)
      guard fileSystem.isWritable(directory) else { throw RewriteError.readOnly(directory) }
      return PreparedWrite(change: change, target: target, originalStatus: status, directoriesToCreate: [])
    }
    if change.oldBytes != nil { throw RewriteError.missing(change.path) }
    var missing: [String] = []
    var ancestor = directory
    while !plannedDirectories.contains(ancestor) {
      guard let ancestorStatus = try fileSystem.status(of: ancestor) else {
        missing.append(ancestor)
        ancestor = FilePath.parent(of: ancestor)
        continue
      }
      if ancestorStatus.kind == .regular || ancestorStatus.kind == .other {
        throw RewriteError.parentNotDirectory(ancestor)
      }
      let resolved = try fileSystem.resolvingSymbolicLinks(ancestor)
      guard fileSystem.status(ofDirectory: resolved) else { throw RewriteError.parentNotDirectory(ancestor) }
      try checkInsideRoot(change.path, resolved: resolved, realRoot: realRoot)
      guard fileSystem.isWritable(resolved) else { throw RewriteError.readOnly(ancestor) }
      break
    }
    return PreparedWrite(
      change: change, target: target, originalStatus: nil, directoriesToCreate: missing.reversed())
  }

  /// Keeps the original file under `backup`: a hard link (no copy), or a copy where hard links are unsupported.
  private func keepOriginal(_ write: PreparedWrite, at backup: String) throws {
    do {
      try fileSystem.linkItem(at: write.target, to: backup)
    } catch RewriteError.io(_, _, let code) where hardLinksUnsupported.contains(code) {
      try fileSystem.writeNewFile(at: backup, contents: write.change.oldBytes ?? [], like: write.originalStatus)
    }
  }

  private func checkInsideRoot(_ path: String, resolved: String, realRoot: String?) throws {
    guard let realRoot, !allowSymbolicLinksOutsideRoot else { return }
    guard FilePath.isInside(resolved, realRoot) else {
      throw RewriteError.symlinkEscapesRoot(path: path, destination: resolved)
    }
  }

  /// Temp and backup files a killed earlier run left beside the targets (a backup holds a file's older contents).
  private func leftoversOfInterruptedRuns(_ writes: [PreparedWrite], skipping newDirectories: Set<String>) throws
    -> [String]
  {
    var warnings: [String] = []
    var listings: [String: [String]] = [:]
    for write in writes {
      let directory = FilePath.parent(of: write.target)
      if newDirectories.contains(directory) { continue }
      if listings[directory] == nil { listings[directory] = try fileSystem.contentsOfDirectory(at: directory).sorted() }
      let prefix = "." + FilePath.name(of: write.target) + siblingMarker
      for name in listings[directory] ?? [] where name.hasPrefix(prefix) {
        warnings.append(
          "\(directory)/\(name) was left by an interrupted earlier run"
            + (name.hasSuffix(".orig")
              ? " (it holds an earlier version of \(write.target)); check it, then delete it" : "; delete it"))
      }
    }
    return warnings
  }

  private func siblingName(of target: String, suffix: String) -> String {
    let random = String(UInt64.random(in: 0...UInt64.max), radix: 36)
    return FilePath.parent(of: target) + "/." + FilePath.name(of: target) + siblingMarker + "\(random).\(suffix)"
  }
}

/// What preflight found: the resolved writes, and warnings that do not stop the write.
public struct WritePlan: Sendable, Hashable {
  /// One entry per change, in order.
  public var writes: [PreparedWrite]
  /// Leftovers of interrupted earlier runs found beside the targets.
  public var warnings: [String]
}

/// One change with everything preflight found out about its target.
public struct PreparedWrite: Sendable, Hashable {
  /// The planned change.
  public var change: FileChange
  /// The real file written (the change's path, or the file a symbolic link there points to).
  public var target: String
  /// The status of the file being replaced; `nil` when creating.
  public var originalStatus: FileStatus?
  /// Missing parent directories to create, outermost first.
  public var directoriesToCreate: [String]
}

/// `link` failures meaning the file system has no hard links here (then the original is copied instead).
/// Marks the temp and backup files of a write: `.NAME.tca-migrate-RANDOM.tmp` / `.orig`.
private let siblingMarker = ".tca-migrate-"

private let hardLinksUnsupported: [Int32] = [EPERM, EXDEV, EMLINK, ENOTSUP, EOPNOTSUPP, ENOSYS]

extension FileSystem {
  fileprivate func status(ofDirectory path: String) -> Bool {
    (try? status(of: path))??.kind == .directory
  }
}
