import Foundation

/// Reading user input files with clear errors for missing, unreadable or non-file paths.
enum InputFiles {
  /// Largest file the tool reads (64 MiB); bigger inputs are refused rather than exhausting memory.
  static let maximumFileSize = 64 << 20

  /// The bytes of the file at `path`, or a usage error saying why it cannot be read.
  static func readSwiftFile(_ path: String) throws -> [UInt8] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw ToolError.usage("no such file: \(path)")
    }
    guard !isDirectory.boolValue else { throw ToolError.usage("\(path) is a directory, expected a Swift file") }
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    guard size <= maximumFileSize else {
      throw ToolError.usage("\(path) is \(size >> 20) MiB; files over \(maximumFileSize >> 20) MiB are not read")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ToolError.usage("cannot read \(path) (permission denied?)")
    }
    return [UInt8](data)
  }
}
