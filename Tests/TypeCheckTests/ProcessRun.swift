import Foundation

/// The outcome of one child process: exit status and its merged standard output and error.
struct ProcessOutput: Sendable {
  /// The exit status (or -1 when the process was killed for running too long).
  var status: Int32
  /// Standard output followed by standard error.
  var output: String
}

/// Runs tools (`swiftc`, `bash`, the built test runner) with a time limit.
enum ProcessRun {
  /// Runs `executable` with `arguments` in `directory`, killing it after `timeout` seconds.
  static func run(
    _ executable: String, _ arguments: [String], in directory: URL? = nil, timeout: TimeInterval = 600,
    environment: [String: String] = [:]
  ) throws -> ProcessOutput {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    // A folder of its own for the log and as the child's TMPDIR: the Swift driver leaves a `TemporaryDirectory.*`
    // folder behind each compile, which goes with this one instead of piling up in /tmp.
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tca-migrate-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    process.environment = ProcessInfo.processInfo.environment.merging(
      environment.merging(["TMPDIR": scratch.path]) {
        given, _ in given
      }
    ) { _, new in new }
    let log = scratch.appendingPathComponent("run.log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let handle = try FileHandle(forWritingTo: log)
    process.standardOutput = handle
    process.standardError = handle
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    var killed = false
    while process.isRunning {
      if Date() > deadline {
        process.terminate()
        killed = true
        break
      }
      Thread.sleep(forTimeInterval: 0.02)
    }
    process.waitUntilExit()
    try? handle.close()
    let text = String(decoding: (try? Data(contentsOf: log)) ?? Data(), as: UTF8.self)
    return ProcessOutput(status: killed ? -1 : process.terminationStatus, output: text)
  }

  /// The `swiftc` beside the `swift` this test runs under, or the first on PATH.
  static var swiftc: String {
    let candidates =
      (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { $0 + "/swiftc" }
      + ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? "swiftc"
  }
}
