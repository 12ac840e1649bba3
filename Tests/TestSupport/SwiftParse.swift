import Foundation

/// `swiftc -parse -enable-bare-slash-regex` for tests: one compiler call for many files or snippets.
public enum SwiftParse {
  /// The compiler's output when some of the files at `paths` do not parse, nil when all parse.
  public static func errors(atPaths paths: [String]) throws -> String? {
    let (status, output) = try run(paths)
    return status == 0 ? nil : output
  }

  /// The compiler's diagnostics for in-memory files (name → contents), or nil when they all parse.
  public static func errors(in files: [String: String]) throws -> String? {
    try withTemporaryFiles(files.keys.sorted().map { (name: $0, contents: files[$0, default: ""]) }) { paths, _ in
      try errors(atPaths: paths)
    }
  }

  /// The compiler's error lines per failing snippet index (`-1` when the compiler failed without naming a file).
  public static func failures(_ snippets: [String]) throws -> [Int: String] {
    let files = snippets.enumerated().map { (name: "Block\($0.offset).swift", contents: $0.element) }
    return try withTemporaryFiles(files) { paths, directory in
      let (status, output) = try run(paths)
      var failures: [Int: String] = [:]
      for line in output.split(separator: "\n") where line.contains(": error:") {
        for (index, path) in paths.enumerated() where line.hasPrefix(path + ":") {
          failures[index, default: ""] += line.dropFirst(directory.count + 1) + "\n"
        }
      }
      if status != 0 && failures.isEmpty { failures[-1] = output }
      return failures
    }
  }

  private static func withTemporaryFiles<Result>(
    _ files: [(name: String, contents: String)], _ body: ([String], String) throws -> Result
  ) throws -> Result {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tca-migrate-parse-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var paths: [String] = []
    for (index, file) in files.enumerated() {
      let url = directory.appendingPathComponent("\(index)-" + file.name.replacingOccurrences(of: "/", with: "_"))
      try file.contents.write(to: url, atomically: true, encoding: .utf8)
      paths.append(url.path)
    }
    return try body(paths, directory.path)
  }

  private static func run(_ paths: [String]) throws -> (Int32, String) {
    guard !paths.isEmpty else { return (0, "") }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-parse", "-enable-bare-slash-regex"] + paths
    // The driver leaves a `TemporaryDirectory.*` folder behind; it goes into one removed after the call.
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tca-migrate-swiftc-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": scratch.path]) { _, new in new }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output)
  }
}
