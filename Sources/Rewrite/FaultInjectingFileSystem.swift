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

  public func status(of path: String) throws -> FileStatus? { try base.status(of: path) }
  public func contents(of path: String) throws -> [UInt8] { try base.contents(of: path) }
  public func resolvingSymbolicLinks(_ path: String) throws -> String { try base.resolvingSymbolicLinks(path) }
  public func contentsOfDirectory(at path: String) throws -> [String] { try base.contentsOfDirectory(at: path) }
  public func isWritable(_ path: String) -> Bool { base.isWritable(path) }

  public func createDirectory(at path: String) throws {
    try attempt("createDirectory", path)
    try base.createDirectory(at: path)
  }

  public func writeNewFile(at path: String, contents: [UInt8], like original: FileStatus?) throws {
    try attempt("writeNewFile", path)
    try base.writeNewFile(at: path, contents: contents, like: original)
  }

  public func linkItem(at source: String, to destination: String) throws {
    try attempt("linkItem", destination)
    try base.linkItem(at: source, to: destination)
  }

  public func moveItem(at source: String, to destination: String) throws {
    try attempt("moveItem", destination)
    try base.moveItem(at: source, to: destination)
  }

  public func removeFile(at path: String) throws {
    try attempt("removeFile", path)
    try base.removeFile(at: path)
  }

  public func removeDirectory(at path: String) throws {
    try attempt("removeDirectory", path)
    try base.removeDirectory(at: path)
  }

  public func synchronizeDirectory(at path: String) throws {
    try attempt("synchronizeDirectory", path)
    try base.synchronizeDirectory(at: path)
  }
}
