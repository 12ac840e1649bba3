import Foundation

/// A file system that forwards to another and fails its Nth mutating operation, to prove rollback.
public final class FaultInjectingFileSystem: FileSystem {
  /// The real operations.
  public let base: any FileSystem
  /// 1-based index of the mutating operation that fails; `nil` never fails.
  public let failingOperation: Int?
  /// Whether every operation after the failing one fails too (a dead disk), not only that one.
  public let failsPersistently: Bool
  /// The `errno` the injected failure reports.
  public let failureCode: Int32
  /// Mutating operations attempted so far, as `name path` lines, in order.
  public private(set) var log: [String] = []

  /// Wraps `base`, failing mutating operation number `failingOperation` (1-based).
  public init(
    wrapping base: any FileSystem = LocalFileSystem(),
    failingOperation: Int?,
    failsPersistently: Bool = false,
    failureCode: Int32 = EIO
  ) {
    self.base = base
    self.failingOperation = failingOperation
    self.failsPersistently = failsPersistently
    self.failureCode = failureCode
  }

  /// Number of mutating operations attempted so far.
  public var operationCount: Int { log.count }

  private func attempt(_ name: String, _ path: String) throws {
    log.append("\(name) \(path)")
    guard let failingOperation else { return }
    if log.count == failingOperation || (failsPersistently && log.count > failingOperation) {
      throw RewriteError.io(operation: "\(name) (injected failure)", path: path, errno: failureCode)
    }
  }

  /// The `lstat` status of `path`, or `nil` if nothing is there.
  public func status(of path: String) throws -> FileStatus? { try base.status(of: path) }
  /// The bytes of the file at `path`.
  public func contents(of path: String) throws -> [UInt8] { try base.contents(of: path) }
  /// `path` with every symbolic link resolved.
  public func resolvingSymbolicLinks(_ path: String) throws -> String { try base.resolvingSymbolicLinks(path) }
  /// The entry names of the directory at `path`.
  public func contentsOfDirectory(at path: String) throws -> [String] { try base.contentsOfDirectory(at: path) }
  /// Whether `path` may be written (no write bit at all means read-only, even for root).
  public func isWritable(_ path: String) -> Bool { base.isWritable(path) }

  /// Creates one directory (forwarded; mutating operations are counted and may fail).
  public func createDirectory(at path: String) throws {
    try attempt("createDirectory", path)
    try base.createDirectory(at: path)
  }

  /// Creates a new file with `contents`, flushed to disk, with the permissions of `original` (forwarded; mutating operations are counted and may fail).
  public func writeNewFile(at path: String, contents: [UInt8], like original: FileStatus?) throws {
    try attempt("writeNewFile", path)
    try base.writeNewFile(at: path, contents: contents, like: original)
  }

  /// Adds a hard link (forwarded; mutating operations are counted and may fail).
  public func linkItem(at source: String, to destination: String) throws {
    try attempt("linkItem", destination)
    try base.linkItem(at: source, to: destination)
  }

  /// Renames atomically (forwarded; mutating operations are counted and may fail).
  public func moveItem(at source: String, to destination: String) throws {
    try attempt("moveItem", destination)
    try base.moveItem(at: source, to: destination)
  }

  /// Deletes a file (forwarded; mutating operations are counted and may fail).
  public func removeFile(at path: String) throws {
    try attempt("removeFile", path)
    try base.removeFile(at: path)
  }

  /// Deletes an empty directory (forwarded; mutating operations are counted and may fail).
  public func removeDirectory(at path: String) throws {
    try attempt("removeDirectory", path)
    try base.removeDirectory(at: path)
  }

  /// Flushes a directory's entries to disk (forwarded; mutating operations are counted and may fail).
  public func synchronizeDirectory(at path: String) throws {
    try attempt("synchronizeDirectory", path)
    try base.synchronizeDirectory(at: path)
  }
}
