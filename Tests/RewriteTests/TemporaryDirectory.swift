import Foundation

/// A fresh directory under the system temporary directory, removed by `remove()`.
struct TemporaryDirectory {
  let path: String

  init() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("RewriteTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    path = url.path
  }

  /// The absolute path of `relative` inside this directory.
  func file(_ relative: String) -> String { path + "/" + relative }

  /// Writes `text` to `relative`, creating parent directories.
  @discardableResult
  func write(_ relative: String, _ text: String, mode: Int? = nil) throws -> String {
    try write(relative, bytes: Array(text.utf8), mode: mode)
  }

  /// Writes `bytes` to `relative`, creating parent directories.
  @discardableResult
  func write(_ relative: String, bytes: [UInt8], mode: Int? = nil) throws -> String {
    let target = file(relative)
    try FileManager.default.createDirectory(
      atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(bytes).write(to: URL(fileURLWithPath: target))
    if let mode { try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: target) }
    return target
  }

  /// The bytes of `relative`, or `nil` if it does not exist.
  func read(_ relative: String) -> [UInt8]? {
    FileManager.default.contents(atPath: file(relative)).map { Array($0) }
  }

  /// Every path below this directory (files and directories), relative, sorted.
  func listing() -> [String] {
    (FileManager.default.subpaths(atPath: path) ?? []).sorted()
  }

  /// The permission bits of `relative`.
  func mode(_ relative: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: file(relative))
    return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
  }

  /// Deletes the directory, making everything writable first.
  func remove() {
    for relative in listing() {
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file(relative))
    }
    try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    try? FileManager.default.removeItem(atPath: path)
  }
}

/// Runs `executable` with `arguments` in `directory`; returns exit status and standard output.
@discardableResult
func run(_ executable: String, _ arguments: [String], in directory: String? = nil) throws -> (
  status: Int32, output: [UInt8]
) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = FileHandle.nullDevice
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, Array(data))
}
