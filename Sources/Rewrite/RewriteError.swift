import Foundation

/// Why a rewrite was refused or failed; every case names the file concerned.
public enum RewriteError: Error, Equatable, CustomStringConvertible {
  /// Two edits touch the same bytes.
  case overlappingEdits(first: Range<Int>, second: Range<Int>)
  /// An edit's range lies outside the original bytes.
  case editOutOfBounds(range: Range<Int>, count: Int)
  /// The same path appears twice in one change set.
  case duplicatePath(String)
  /// A path is not absolute.
  case relativePath(String)
  /// The target exists and is a directory.
  case isDirectory(String)
  /// The target exists but is not a regular file (socket, device, …).
  case notRegularFile(String)
  /// A parent of the target exists and is not a directory.
  case parentNotDirectory(String)
  /// The target is a symbolic link resolving outside the allowed root.
  case symlinkEscapesRoot(path: String, destination: String)
  /// The path lies outside the directory the writer is confined to.
  case outsideRoot(path: String, root: String)
  /// The target or its directory is read-only.
  case readOnly(String)
  /// The file changed on disk after the change set was planned.
  case changedSincePlanned(String)
  /// A file to create already exists.
  case alreadyExists(String)
  /// A file to modify no longer exists.
  case missing(String)
  /// A file system operation failed.
  case io(operation: String, path: String, errno: Int32)
  /// Files to modify have uncommitted git changes (paths as given) and dirty files were not allowed.
  case uncommittedChanges([String])
  /// A write failed and every completed step was undone; `undoFailures` lists steps that could not be undone.
  case rolledBack(cause: String, undoFailures: [String])
  /// A property list (`project.pbxproj`) could not be read at byte `offset`.
  case malformedPropertyList(offset: Int, reason: String)

  /// A readable explanation.
  public var description: String {
    switch self {
    case .overlappingEdits(let first, let second):
      return
        "overlapping edits at bytes \(first.lowerBound)..<\(first.upperBound) and \(second.lowerBound)..<\(second.upperBound)"
    case .editOutOfBounds(let range, let count):
      return "edit at bytes \(range.lowerBound)..<\(range.upperBound) is outside a \(count)-byte file"
    case .duplicatePath(let path): return "\(path): planned twice in one change set"
    case .relativePath(let path): return "\(path): path must be absolute"
    case .isDirectory(let path): return "\(path): is a directory, not a file"
    case .notRegularFile(let path): return "\(path): is not a regular file"
    case .parentNotDirectory(let path): return "\(path): a parent path exists and is not a directory"
    case .symlinkEscapesRoot(let path, let destination):
      return "\(path): symbolic link points outside the project (\(destination)); refusing to write through it"
    case .outsideRoot(let path, let root): return "\(path): is outside \(root); refusing to write there"
    case .readOnly(let path): return "\(path): is read-only; nothing was written"
    case .changedSincePlanned(let path):
      return "\(path): changed on disk while planning; nothing was written, run again"
    case .alreadyExists(let path): return "\(path): already exists; nothing was written, run again"
    case .missing(let path): return "\(path): disappeared while planning; nothing was written, run again"
    case .io(let operation, let path, let code):
      return "\(path): \(operation) failed: \(String(cString: strerror(code)))"
    case .uncommittedChanges(let paths):
      return "refusing to overwrite uncommitted changes in " + paths.joined(separator: ", ")
        + "; commit or stash them first, or pass --allow-dirty. Nothing was written"
    case .rolledBack(let cause, let undoFailures):
      if undoFailures.isEmpty { return "\(cause); every file was restored, nothing was changed" }
      return "\(cause); could NOT restore: " + undoFailures.joined(separator: "; ")
    case .malformedPropertyList(let offset, let reason):
      return "not a property list this tool can read (byte \(offset): \(reason))"
    }
  }
}
