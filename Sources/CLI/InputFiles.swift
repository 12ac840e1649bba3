import Foundation

/// Reading user input files with clear errors for missing, unreadable or non-file paths.
enum InputFiles {
  /// Largest file the tool reads (64 MiB); bigger inputs are refused rather than exhausting memory.
  static let maximumFileSize = 64 << 20

  /// The bytes of the file at `path`, or a usage error saying why it cannot be read.
  static func readSwiftFile(_ path: String) throws -> [UInt8] {
    // One open, one fstat and reads straight into the result: no attribute dictionary and no `Data` copy.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      let reason = errno
      var status = stat()
      if reason == ENOENT || stat(path, &status) != 0 { throw ToolError.usage("no such file: \(path)") }
      if (status.st_mode & S_IFMT) == S_IFDIR {
        throw ToolError.usage("\(path) is a directory, expected a Swift file")
      }
      throw ToolError.usage("cannot read \(path) (permission denied?)")
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw ToolError.usage("cannot read \(path) (permission denied?)") }
    guard (status.st_mode & S_IFMT) != S_IFDIR else {
      throw ToolError.usage("\(path) is a directory, expected a Swift file")
    }
    let size = Int(status.st_size)
    guard size <= maximumFileSize else {
      throw ToolError.usage("\(path) is \(size >> 20) MiB; files over \(maximumFileSize >> 20) MiB are not read")
    }
    return try readAll(descriptor, expected: size, path: path)
  }

  /// Everything `descriptor` yields, `expected` bytes or more (a file may grow or be a pipe), up to the limit.
  private static func readAll(_ descriptor: Int32, expected: Int, path: String) throws -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: max(expected, 4096))
    var count = 0
    while true {
      if count == bytes.count {
        guard count <= maximumFileSize else {
          throw ToolError.usage("\(path) is over \(maximumFileSize >> 20) MiB; files over that are not read")
        }
        bytes.append(contentsOf: repeatElement(0, count: bytes.count))
      }
      let got = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress! + count, buffer.count - count)
      }
      if got == 0 { break }
      if got < 0 {
        if errno == EINTR { continue }
        throw ToolError.usage("cannot read \(path) (permission denied?)")
      }
      count += got
    }
    bytes.removeSubrange(count...)
    return bytes
  }
}
