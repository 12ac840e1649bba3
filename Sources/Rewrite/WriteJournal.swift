/// The completed steps of a change-set write, in order, so they can be undone or finished.
struct WriteJournal {
  /// One completed step.
  enum Entry {
    /// A missing parent directory was created.
    case createdDirectory(String)
    /// A temp file holding new contents was written.
    case temporaryFile(String)
    /// A hard link keeping the original file was made.
    case backup(String)
    /// The temp file was renamed over the original; the original lives on as `backup`.
    case replaced(target: String, backup: String, temporary: String)
    /// The temp file was renamed to a new file's path.
    case created(target: String, temporary: String)
  }

  let fileSystem: any FileSystem
  private(set) var entries: [Entry] = []
  private(set) var createdDirectories: Set<String> = []

  init(fileSystem: any FileSystem) {
    self.fileSystem = fileSystem
  }

  /// Notes a completed step.
  mutating func record(_ entry: Entry) {
    if case .createdDirectory(let path) = entry { createdDirectories.insert(path) }
    entries.append(entry)
  }

  /// Undoes every step, newest first; returns descriptions of steps that could not be undone.
  func rollBack() -> [String] {
    var consumed: Set<String> = []
    var failures: [String] = []
    func undo(_ description: String, _ operation: () throws -> Void) {
      do { try operation() } catch { failures.append("\(description): \(error)") }
    }
    for entry in entries.reversed() {
      switch entry {
      case .replaced(let target, let backup, let temporary):
        consumed.formUnion([backup, temporary])
        undo("restore \(target) from \(backup)") { try fileSystem.moveItem(at: backup, to: target) }
      case .created(let target, let temporary):
        consumed.insert(temporary)
        undo("remove created \(target)") { try fileSystem.removeFile(at: target) }
      case .backup(let path), .temporaryFile(let path):
        if consumed.contains(path) { continue }
        undo("remove \(path)") { try fileSystem.removeFile(at: path) }
      case .createdDirectory(let path):
        undo("remove created directory \(path)") { try fileSystem.removeDirectory(at: path) }
      }
    }
    return failures
  }

  /// Deletes the originals kept for rollback once every file is in place; returns warnings for any left behind.
  func discardBackups() -> [String] {
    var warnings: [String] = []
    for case .replaced(_, let backup, _) in entries {
      do { try fileSystem.removeFile(at: backup) } catch {
        warnings.append("could not remove the backup copy \(backup) (safe to delete): \(error)")
      }
    }
    return warnings
  }
}
