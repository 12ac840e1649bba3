import Foundation
import Testing

@testable import CLI

@Suite struct AnalyzeCommandTests {
  @Test(arguments: Golden.apps)
  func jsonMatchesGolden(_ app: String) throws {
    let result = CommandLineTool.run(["analyze", Golden.fixtures.appendingPathComponent(app).path, "--format", "json"])
    #expect(result.exitCode == 0)
    #expect(result.stderr.isEmpty)
    try Golden.check(result.stdout, against: "Fixtures/\(app)/expected/analyze.json")
  }

  @Test(arguments: Golden.apps)
  func textMatchesGolden(_ app: String) throws {
    let result = CommandLineTool.run(["analyze", Golden.fixtures.appendingPathComponent(app).path])
    #expect(result.exitCode == 0)
    try Golden.check(result.stdout, against: "Fixtures/\(app)/expected/analyze.txt")
  }

  /// `analyze` and `report` count the same methods: those of features (a client keeps its class, a skipped view
  /// model is not migrated), and no TODO note names a feature `generate` does not write.
  @Test(arguments: Golden.apps)
  func analyzeCountsTheMethodsTheReportCounts(_ app: String) throws {
    let path = Golden.fixtures.appendingPathComponent(app).path
    let analyze = CommandLineTool.run(["analyze", path, "--format", "json"]).stdout
    let report = CommandLineTool.run(["report", path, "--format", "json"]).stdout
    let analysis = try #require(try JSONSerialization.jsonObject(with: Data(analyze.utf8)) as? [String: Any])
    let reported = try #require(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
    let summary = try #require(reported["summary"] as? [String: Any])
    let total = try #require(analysis["conversion"] as? [String: Int])
    #expect(total == summary["conversion"] as? [String: Int])
    let models = try #require(analysis["viewModels"] as? [[String: Any]])
    for model in models where model["classification"] as? String != "feature" {
      #expect(model["conversion"] == nil, "\(model["name"] ?? "")")
    }
  }

  @Test func jsonFollowsTheDesignContract() throws {
    let result = CommandLineTool.run([
      "analyze", Golden.fixtures.appendingPathComponent("SwiftUIAsyncApp").path, "--format", "json",
    ])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    for key in ["schemaVersion", "files", "lines", "viewModels", "services", "diagnostics", "conversion"] {
      #expect(object[key] != nil, "top-level \(key)")
    }
    let models = try #require(object["viewModels"] as? [[String: Any]])
    let first = try #require(models.first)
    for key in [
      "name", "file", "line", "kind", "published", "methods", "dependencies", "children", "views", "conversion",
    ] {
      #expect(first[key] != nil, "view model \(key)")
    }
    let conversion = try #require(object["conversion"] as? [String: Int])
    #expect(Set(conversion.keys) == ["full", "partial", "manual"])
    var perModel = 0
    for model in models {
      let counts = try #require(model["conversion"] as? [String: Int])
      perModel += counts.values.reduce(0, +)
      if !((model["methods"] as? [Any]) ?? []).isEmpty {
        #expect(counts.values.reduce(0, +) > 0, "\(model["name"] ?? "")")
      }
    }
    #expect(conversion.values.reduce(0, +) == perModel)
    let method = try #require((first["methods"] as? [[String: Any]])?.first)
    for key in ["name", "line", "isAsync", "throws"] { #expect(method[key] != nil, "method \(key)") }
  }

  @Test func xcodeFormatPrintsPathLineColumn() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tca-xcode-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data("final class V: ObservableObject {\n  @Published var items = []\n}\n".utf8)
      .write(to: directory.appendingPathComponent("V.swift"))
    let result = CommandLineTool.run(["analyze", directory.path, "--format", "xcode"])
    #expect(result.stdout.hasPrefix(directory.appendingPathComponent("V.swift").path + ":2:18: warning: unknown type"))
  }

  struct BadInput: Sendable, CustomStringConvertible {
    let arguments: [String]
    let message: String
    var description: String { arguments.joined(separator: " ") }
  }

  static let badInputs: [BadInput] = [
    BadInput(arguments: ["analyze", "/no/such/path"], message: "no such file or directory"),
    BadInput(arguments: ["analyze"], message: "missing PATH"),
    BadInput(arguments: ["analyze", ".", "--format", "yaml"], message: "--format must be one of"),
    BadInput(arguments: ["analyze", ".", "--frobnicate"], message: "unknown option --frobnicate"),
    BadInput(arguments: ["frobnicate"], message: "unknown verb"),
    BadInput(arguments: ["analyze", "/etc/hostname"], message: "is not a Swift file"),
  ]

  @Test(arguments: badInputs)
  func badUsageExitsTwoWithAMessage(_ input: BadInput) {
    let result = CommandLineTool.run(input.arguments)
    #expect(result.exitCode == 2)
    #expect(result.stderr.contains(input.message))
    #expect(result.stdout.isEmpty)
  }

  @Test func skipsVendorAndGeneratedFiles() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tca-skip-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let model = Data("final class V: ObservableObject { @Published var x = 1 }\n".utf8)
    for path in [
      "App/A ViewModel.swift", "Pods/P.swift", ".build/B.swift", "App/Gen.generated.swift", "App/M.pb.swift",
    ] {
      let url = directory.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try model.write(to: url)
    }
    let result = CommandLineTool.run(["analyze", directory.path, "--format", "json"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["files"] as? Int == 1)
  }
}
