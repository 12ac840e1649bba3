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
    for relative in swiftFiles(under: root, config: config) {
      let path = (root as NSString).appendingPathComponent(relative)
      do {
        inputs.append(SourceInput(path: relative, bytes: try InputFiles.readSwiftFile(path)))
      } catch ToolError.usage(let message) {
        diagnostics.append(
          Diagnostic(file: relative, line: 1, severity: .error, message: message, code: "unreadable-file"))
      }
    }
    return (inputs, diagnostics, root)
  }

  /// Relative paths of `.swift` files under `root` that `config` lets through, sorted, not following skipped or
  /// excluded folders.
  static func swiftFiles(under root: String, config: MigrationConfig = MigrationConfig()) -> [String] {
    var result: [String] = []
    var pending = [""]
    let manager = FileManager.default
    while let relative = pending.popLast() {
      let absolute = relative.isEmpty ? root : (root as NSString).appendingPathComponent(relative)
      guard let names = try? manager.contentsOfDirectory(atPath: absolute) else { continue }
      for name in names {
        let child = relative.isEmpty ? name : relative + "/" + name
        let childPath = (absolute as NSString).appendingPathComponent(name)
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: childPath, isDirectory: &isDirectory) else { continue }
        if isDirectory.boolValue {
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
}
