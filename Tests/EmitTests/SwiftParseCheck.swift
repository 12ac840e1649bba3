import Foundation

/// Runs `swiftc -parse -enable-bare-slash-regex` over generated files in a temporary folder.
enum SwiftParseCheck {
  /// The compiler's diagnostics for the files (name → contents), or nil when they all parse.
  static func errors(in files: [String: String]) throws -> String? {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tca-migrate-emit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var paths: [String] = []
    for (index, name) in files.keys.sorted().enumerated() {
      let url = folder.appendingPathComponent("\(index)-" + name.replacingOccurrences(of: "/", with: "_"))
      try files[name, default: ""].write(to: url, atomically: true, encoding: .utf8)
      paths.append(url.path)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-parse", "-enable-bare-slash-regex"] + paths
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    if process.terminationStatus == 0 { return nil }
    return String(decoding: output, as: UTF8.self)
  }
}
