import Analysis
import Foundation

/// Finds and reads the Swift files under a root, skipping build and vendor folders and generated files.
enum SourceTree {
  /// Folder names never descended into.
  static let skippedFolders: Set<String> = [
    ".build", "Pods", "Carthage", "DerivedData", ".git", ".swiftpm", "node_modules",
  ]
  /// File name suffixes never read.
  static let skippedSuffixes = [".generated.swift", ".pb.swift"]

  /// The Swift files under `root` (or `root` itself when it is a file) that `config` lets through, read, plus
  /// diagnostics for unreadable ones.
  static func read(_ root: String, config: MigrationConfig = MigrationConfig()) throws -> (
    inputs: [SourceInput], diagnostics: [Diagnostic], base: String
  ) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else {
      throw ToolError.usage("no such file or directory: \(root)")
    }
    if !isDirectory.boolValue {
      guard root.hasSuffix(".swift") else { throw ToolError.usage("\(root) is not a Swift file or a directory") }
      let url = URL(fileURLWithPath: root)
      let base = url.deletingLastPathComponent().path
      let bytes = try InputFiles.readSwiftFile(root)
      return ([SourceInput(path: url.lastPathComponent, bytes: bytes)], [], base)
    }
    var inputs: [SourceInput] = []
    var diagnostics: [Diagnostic] = []
    // Read on every core, kept in path order: each file is an open, an fstat and a copy.
    let read = ParallelMap.map(swiftFiles(under: root, config: config)) { relative -> ReadOutcome in
      let message: String
      do {
        let bytes = try InputFiles.readSwiftFile((root as NSString).appendingPathComponent(relative))
        return .read(SourceInput(path: relative, bytes: bytes))
      } catch ToolError.usage(let usage) {
        message = usage
      } catch {
        message = "cannot read \(relative): \(error)"
      }
      return .unreadable(
        Diagnostic(file: relative, line: 1, severity: .error, message: message, code: "unreadable-file"))
    }
    for outcome in read {
      switch outcome {
      case .read(let input): inputs.append(input)
      case .unreadable(let diagnostic): diagnostics.append(diagnostic)
      }
    }
    return (inputs, diagnostics, root)
  }

  /// A file of the tree, read or not.
  private enum ReadOutcome: Sendable {
    case read(SourceInput)
    case unreadable(Diagnostic)
  }

  /// Relative paths of `.swift` files under `root` that `config` lets through, sorted, not following skipped or
  /// excluded folders.
  static func swiftFiles(under root: String, config: MigrationConfig = MigrationConfig()) -> [String] {
    var result: [String] = []
    var pending = [""]
    while let relative = pending.popLast() {
      let absolute = relative.isEmpty ? root : (root as NSString).appendingPathComponent(relative)
      for (name, isDirectory) in entries(of: absolute) {
        let child = relative.isEmpty ? name : relative + "/" + name
        if isDirectory {
          if !skippedFolders.contains(name) && !name.hasSuffix(".xcodeproj") && config.descends(into: child) {
            pending.append(child)
          }
        } else if name.hasSuffix(".swift") && !skippedSuffixes.contains(where: name.hasSuffix) && config.reads(child) {
          result.append(child)
        }
      }
    }
    return result.sorted()
  }

  /// The names in the folder at `path` that exist (links followed), each with whether it is a folder; empty when
  /// the folder cannot be read. The entry's type from `readdir` saves a `stat` per entry where it is known.
  static func entries(of path: String) -> [(name: String, isDirectory: Bool)] {
    guard let directory = opendir(path) else { return [] }
    defer { closedir(directory) }
    var entries: [(name: String, isDirectory: Bool)] = []
    while let entry = readdir(directory) {
      let type = entry.pointee.d_type
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
      }
      guard name != ".", name != ".." else { continue }
      switch Int32(type) {
      case Int32(DT_DIR): entries.append((name, true))
      case Int32(DT_REG): entries.append((name, false))
      default:
        var status = stat()
        guard stat((path as NSString).appendingPathComponent(name), &status) == 0 else { continue }
        entries.append((name, (status.st_mode & S_IFMT) == S_IFDIR))
      }
    }
    return entries
  }
}
