import Foundation

/// `swiftc -parse -enable-bare-slash-regex` over many snippets in one compiler call.
enum SwiftParse {
  /// The compiler's error lines per failing snippet index (`-1` when the compiler failed without naming a file).
  static func failures(_ snippets: [String]) throws -> [Int: String] {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("guides-parse-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var paths: [String] = []
    for (index, snippet) in snippets.enumerated() {
      let url = directory.appendingPathComponent("Block\(index).swift")
      try snippet.write(to: url, atomically: true, encoding: .utf8)
      paths.append(url.path)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-parse", "-enable-bare-slash-regex"] + paths
    let pipe = Pipe()
    process.standardError = pipe
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    var failures: [Int: String] = [:]
    for line in output.split(separator: "\n") where line.contains(": error:") {
      for (index, path) in paths.enumerated() where line.hasPrefix(path + ":") {
        failures[index, default: ""] += line.dropFirst(directory.path.count + 1) + "\n"
      }
    }
    if process.terminationStatus != 0 && failures.isEmpty { failures[-1] = output }
    return failures
  }

  /// Reducer cases wrapped in a reducer, so `case …:` lines parse.
  static func reducer(cases: String) -> String {
    let body = cases.components(separatedBy: "\n").map { $0.isEmpty ? $0 : "      " + $0 }
    return
      ([
        "@Reducer", "struct Probe {", "  var body: some ReducerOf<Self> {", "    Reduce { state, action in",
        "      switch action {",
      ] + body + ["      }", "    }", "  }", "}", ""]).joined(separator: "\n")
  }

  /// View-model methods wrapped in their class, so initializers parse.
  static func viewModel(methods: String) -> String {
    "final class ItemsViewModel: ObservableObject {\n" + methods + "\n}\n"
  }
}
