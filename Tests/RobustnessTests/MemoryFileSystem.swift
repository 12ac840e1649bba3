import Rewrite

/// A read-only file system over in-memory files, enough for a dry run to plan and diff.
struct MemoryFileSystem: FileSystem {
  /// Absolute path → contents.
  var files: [String: [UInt8]]

  func status(of path: String) throws -> FileStatus? {
    if files[path] != nil { return FileStatus(kind: .regular, permissions: 0o644) }
    let prefix = path.hasSuffix("/") ? path : path + "/"
    return files.keys.contains { $0.hasPrefix(prefix) } ? FileStatus(kind: .directory, permissions: 0o755) : nil
  }

  func contents(of path: String) throws -> [UInt8] {
    guard let bytes = files[path] else { throw RewriteError.notRegularFile(path) }
    return bytes
  }

  func resolvingSymbolicLinks(_ path: String) throws -> String { path }
  func contentsOfDirectory(at path: String) throws -> [String] { [] }
  func isWritable(_ path: String) -> Bool { false }
  func createDirectory(at path: String) throws { throw RewriteError.notRegularFile(path) }
  func writeNewFile(at path: String, contents: [UInt8], like original: FileStatus?) throws {
    throw RewriteError.notRegularFile(path)
  }
  func linkItem(at source: String, to destination: String) throws { throw RewriteError.notRegularFile(source) }
  func moveItem(at source: String, to destination: String) throws { throw RewriteError.notRegularFile(source) }
  func removeFile(at path: String) throws { throw RewriteError.notRegularFile(path) }
  func removeDirectory(at path: String) throws { throw RewriteError.notRegularFile(path) }
  func synchronizeDirectory(at path: String) throws {}
}
