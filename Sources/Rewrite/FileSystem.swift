/// What `lstat` tells about a path.
public struct FileStatus: Sendable, Hashable {
  /// The type of a file system item.
  public enum Kind: Sendable, Hashable {
    /// A regular file.
    case regular
    /// A directory.
    case directory
    /// A symbolic link (not followed).
    case symbolicLink
    /// A device, socket, FIFO, …
    case other
  }

  /// The item's type.
  public var kind: Kind
  /// Permission bits, including setuid/setgid/sticky (`mode & 0o7777`).
  public var permissions: UInt32
  /// Owning user id.
  public var owner: UInt32
  /// Owning group id.
  public var group: UInt32

  /// A status value.
  public init(kind: Kind, permissions: UInt32, owner: UInt32 = 0, group: UInt32 = 0) {
    self.kind = kind
    self.permissions = permissions
    self.owner = owner
    self.group = group
  }
}

/// The file system operations the writer needs; tests substitute failing implementations.
///
/// Every method throws `RewriteError`. Queries come first; the mutating operations after them are the ones a
/// fault-injecting implementation counts.
public protocol FileSystem {
  /// The status of `path` without following a final symbolic link, or `nil` if nothing is there.
  func status(of path: String) throws -> FileStatus?
  /// The bytes of the regular file at `path`.
  func contents(of path: String) throws -> [UInt8]
  /// `path` with every symbolic link resolved; throws if it does not exist.
  func resolvingSymbolicLinks(_ path: String) throws -> String
  /// The names of the entries of the directory at `path`.
  func contentsOfDirectory(at path: String) throws -> [String]
  /// Whether the process may write the item at `path`; an item with no write bit at all counts as read-only even
  /// for the superuser.
  func isWritable(_ path: String) -> Bool

  /// Creates one directory (its parent exists).
  func createDirectory(at path: String) throws
  /// Creates a new file (failing if `path` exists) holding `contents`, flushed to disk; with `like`, copies its
  /// permissions and, where allowed, owner.
  func writeNewFile(at path: String, contents: [UInt8], like original: FileStatus?) throws
  /// Adds a hard link `destination` to the file at `source`.
  func linkItem(at source: String, to destination: String) throws
  /// Atomically renames `source` to `destination`, replacing a file there.
  func moveItem(at source: String, to destination: String) throws
  /// Deletes the file at `path`.
  func removeFile(at path: String) throws
  /// Deletes the empty directory at `path`.
  func removeDirectory(at path: String) throws
  /// Flushes the directory entries of `path` to disk.
  func synchronizeDirectory(at path: String) throws
}
