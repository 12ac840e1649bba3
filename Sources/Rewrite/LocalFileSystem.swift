import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real file system, through POSIX calls.
public struct LocalFileSystem: FileSystem, Sendable {
  /// The real file system.
  public init() {}

  /// The `lstat` status of `path`, or `nil` if nothing is there.
  public func status(of path: String) throws -> FileStatus? {
    var info = stat()
    if lstat(path, &info) != 0 {
      if errno == ENOENT || errno == ENOTDIR { return nil }
      throw RewriteError.io(operation: "stat", path: path, errno: errno)
    }
    let kind: FileStatus.Kind
    switch info.st_mode & S_IFMT {
    case S_IFREG: kind = .regular
    case S_IFDIR: kind = .directory
    case S_IFLNK: kind = .symbolicLink
    default: kind = .other
    }
    return FileStatus(
      kind: kind, permissions: UInt32(info.st_mode) & 0o7777, owner: UInt32(info.st_uid), group: UInt32(info.st_gid))
  }

  /// The bytes of the file at `path`.
  public func contents(of path: String) throws -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    if descriptor < 0 { throw RewriteError.io(operation: "open", path: path, errno: errno) }
    defer { close(descriptor) }
    var result: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw RewriteError.io(operation: "read", path: path, errno: errno)
      }
      if count == 0 { return result }
      result.append(contentsOf: buffer[0..<count])
    }
  }

  /// `path` with every symbolic link resolved.
  public func resolvingSymbolicLinks(_ path: String) throws -> String {
    guard let resolved = realpath(path, nil) else {
      throw RewriteError.io(operation: "resolve symbolic links", path: path, errno: errno)
    }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The entry names of the directory at `path`.
  public func contentsOfDirectory(at path: String) throws -> [String] {
    guard let directory = opendir(path) else {
      throw RewriteError.io(operation: "list directory", path: path, errno: errno)
    }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { buffer in
        String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// Whether `path` may be written (no write bit at all means read-only, even for root).
  public func isWritable(_ path: String) -> Bool {
    if access(path, W_OK) != 0 { return false }
    guard geteuid() == 0, let status = try? status(of: path) else { return true }
    return status.permissions & 0o222 != 0
  }

  /// Creates one directory.
  public func createDirectory(at path: String) throws {
    if mkdir(path, 0o777) != 0 { throw RewriteError.io(operation: "create directory", path: path, errno: errno) }
  }

  /// Creates a new file with `contents`, flushed to disk, with the permissions of `original`.
  public func writeNewFile(at path: String, contents: [UInt8], like original: FileStatus?) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, original == nil ? 0o666 : 0o600)
    if descriptor < 0 { throw RewriteError.io(operation: "create", path: path, errno: errno) }
    var failure: RewriteError?
    var written = 0
    while written < contents.count && failure == nil {
      let count = contents.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
      if count < 0 {
        if errno != EINTR { failure = .io(operation: "write", path: path, errno: errno) }
      } else {
        written += count
      }
    }
    if failure == nil, let original {
      if geteuid() == 0, fchown(descriptor, original.owner, original.group) != 0 {
        failure = .io(operation: "change owner", path: path, errno: errno)
      } else if fchmod(descriptor, mode_t(original.permissions)) != 0 {
        failure = .io(operation: "change permissions", path: path, errno: errno)
      }
    }
    if failure == nil, fsync(descriptor) != 0 { failure = .io(operation: "fsync", path: path, errno: errno) }
    if close(descriptor) != 0, failure == nil { failure = .io(operation: "close", path: path, errno: errno) }
    if let failure {
      unlink(path)
      throw failure
    }
  }

  /// Adds a hard link.
  public func linkItem(at source: String, to destination: String) throws {
    if link(source, destination) != 0 { throw RewriteError.io(operation: "link", path: destination, errno: errno) }
  }

  /// Renames atomically.
  public func moveItem(at source: String, to destination: String) throws {
    if rename(source, destination) != 0 { throw RewriteError.io(operation: "rename", path: destination, errno: errno) }
  }

  /// Deletes a file.
  public func removeFile(at path: String) throws {
    if unlink(path) != 0 { throw RewriteError.io(operation: "remove", path: path, errno: errno) }
  }

  /// Deletes an empty directory.
  public func removeDirectory(at path: String) throws {
    if rmdir(path) != 0 { throw RewriteError.io(operation: "remove directory", path: path, errno: errno) }
  }

  /// Flushes a directory's entries to disk.
  public func synchronizeDirectory(at path: String) throws {
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if descriptor < 0 { throw RewriteError.io(operation: "open directory", path: path, errno: errno) }
    defer { close(descriptor) }
    if fsync(descriptor) != 0 && errno != EINVAL {
      throw RewriteError.io(operation: "fsync directory", path: path, errno: errno)
    }
  }
}
