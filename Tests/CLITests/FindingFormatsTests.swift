import Analysis
import Foundation
import Testing

@testable import CLI
@testable import Report

@Suite struct FindingFormatsTests {
  static func appPath(_ app: String) -> String { Golden.fixtures.appendingPathComponent(app).path }

  /// `analyze --format FORMAT` of a fixture app, with the machine's path to the app replaced by a placeholder.
  static func output(_ app: String, format: String) -> CommandResult {
    var result = CommandLineTool.run(["analyze", appPath(app), "--format", format])
    result.stdout = result.stdout.replacing(AnalyzeCommand.rootURI(appPath(app)), with: "file:///FIXTURES/\(app)/")
      .replacing(appPath(app) + "/", with: "")
    return result
  }

  @Test(arguments: Golden.apps)
  func sarifMatchesGolden(_ app: String) throws {
    let result = Self.output(app, format: "sarif")
    #expect(result.exitCode == 0)
    try Golden.check(result.stdout, against: "Fixtures/\(app)/expected/analyze.sarif")
  }

  @Test(arguments: Golden.apps)
  func githubMatchesGolden(_ app: String) throws {
    let result = Self.output(app, format: "github")
    #expect(result.exitCode == 0)
    try Golden.check(result.stdout, against: "Fixtures/\(app)/expected/analyze.github.txt")
  }

  /// What `analyze --format json` counts for an app: diagnostics plus methods not converted fully.
  static func expectedFindings(_ app: String) throws -> Int {
    let json = CommandLineTool.run(["analyze", appPath(app), "--format", "json"]).stdout
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let diagnostics = try #require(object["diagnostics"] as? [Any]).count
    let models = try #require(object["viewModels"] as? [[String: Any]])
    return diagnostics + models.reduce(0) { $0 + (($1["unconverted"] as? [Any])?.count ?? 0) }
  }

  @Test(arguments: Golden.apps)
  func sarifHasTheStructureCodeScanningReads(_ app: String) throws {
    let text = CommandLineTool.run(["analyze", Self.appPath(app), "--format", "sarif"]).stdout
    let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    #expect((log["$schema"] as? String)?.hasPrefix("https://") == true)
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let run = try #require(runs.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "tca-migrate")
    #expect((driver["version"] as? String)?.isEmpty == false)
    #expect((driver["informationUri"] as? String)?.hasPrefix("https://") == true)

    let rules = try #require(driver["rules"] as? [[String: Any]])
    let ids = rules.compactMap { $0["id"] as? String }
    #expect(ids.count == rules.count && Set(ids).count == ids.count, "every rule has a unique id")
    for rule in rules {
      #expect(((rule["shortDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
      #expect(((rule["fullDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
      let help = try #require(rule["helpUri"] as? String)
      let page = try #require(help.split(separator: "/blob/main/").last?.split(separator: "#").first)
      #expect(
        FileManager.default.fileExists(atPath: Golden.repositoryRoot.appendingPathComponent(String(page)).path),
        "\(help)")
    }

    let base = try #require(
      ((run["originalUriBaseIds"] as? [String: Any])?["PATH"] as? [String: Any])?["uri"] as? String)
    #expect(base == AnalyzeCommand.rootURI(Self.appPath(app)))
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == (try Self.expectedFindings(app)))
    for result in results {
      let ruleId = try #require(result["ruleId"] as? String)
      #expect(ids.contains(ruleId), "\(ruleId) is listed in rules")
      #expect((result["ruleIndex"] as? Int).map { ids[$0] } == ruleId)
      #expect(["note", "warning", "error"].contains(result["level"] as? String))
      #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
      let locations = try #require(result["locations"] as? [[String: Any]])
      let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
      let artifact = try #require(physical["artifactLocation"] as? [String: Any])
      let uri = try #require(artifact["uri"] as? String)
      #expect(artifact["uriBaseId"] as? String == "PATH")
      let file = try #require(URL(string: uri, relativeTo: URL(string: base)))
      #expect(FileManager.default.fileExists(atPath: file.path), "\(uri) is a file under PATH")
      let region = try #require(physical["region"] as? [String: Any])
      #expect((region["startLine"] as? Int ?? 0) >= 1)
      #expect((region["startColumn"] as? Int ?? 0) >= 1)
    }
  }

  @Test func fixturesExerciseEveryKindOfResult() throws {
    var kinds: Set<String> = []
    for app in Golden.apps {
      for finding in try findings(app) { kinds.insert(finding.ruleId.hasPrefix("todo-") ? "todo" : finding.ruleId) }
    }
    for kind in ["todo", FindingRules.partialMethod, FindingRules.manualMethod, "unknown-type"] {
      #expect(kinds.contains(kind), "no fixture finding of kind \(kind)")
    }
  }

  private func findings(_ app: String) throws -> [Finding] {
    let (result, guides, _) = try AnalyzeCommand.annotated(Self.appPath(app))
    return Finding.findings(in: result, todoGuides: guides)
  }

  struct Escape: Sendable, CustomStringConvertible {
    let file: String
    let message: String
    let line: String
    var description: String { line }
  }

  static let escapes: [Escape] = [
    Escape(
      file: "A.swift", message: "100% done",
      line: "::warning file=/r/A.swift,line=3,col=4,title=tca-migrate x::100%25 done"),
    Escape(
      file: "A.swift", message: "two\r\nlines\n",
      line: "::warning file=/r/A.swift,line=3,col=4,title=tca-migrate x::two%0D%0Alines%0A"),
    Escape(
      file: "a:b,c.swift", message: "a: b, c",
      line: "::warning file=/r/a%3Ab%2Cc.swift,line=3,col=4,title=tca-migrate x::a: b, c"),
  ]

  @Test(arguments: escapes)
  func githubEscapesAsTheActionsToolkitDoes(_ escape: Escape) {
    let finding = Finding(
      ruleId: "x", severity: .warning, file: escape.file, line: 3, column: 4, message: escape.message)
    #expect(GitHubAnnotations.render([finding], base: "/r") == escape.line + "\n")
  }

  @Test func githubCommandFollowsSeverity() {
    let lines = [Diagnostic.Severity.error, .warning, .note].map { severity in
      GitHubAnnotations.render([Finding(ruleId: "x", severity: severity, file: "A", line: 1, message: "m")], base: "")
    }
    #expect(lines.map { $0.prefix { $0 != " " } } == ["::error", "::warning", "::notice"])
  }

  @Test func sarifEncodesPathsAsURIs() {
    #expect(
      SARIFRenderer.percentEncoded("Game Screens/Ünïcode(1).swift") == "Game%20Screens/%C3%9Cn%C3%AFcode%281%29.swift")
  }

  /// Every diagnostic code the analysis or the command line can emit has a rule with a summary and a guide.
  @Test func everyDiagnosticCodeHasARule() throws {
    var codes: Set<String> = []
    for folder in ["Sources/Analysis", "Sources/CLI"] {
      let root = Golden.repositoryRoot.appendingPathComponent(folder)
      for name in try FileManager.default.contentsOfDirectory(atPath: root.path) where name.hasSuffix(".swift") {
        let text = try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
        for piece in text.split(separator: "code: \"").dropFirst() {
          codes.insert(String(piece.prefix { $0 != "\"" }))
        }
      }
    }
    #expect(codes.count >= 8)
    let listed = Set(FindingRules.all.map(\.id))
    #expect(codes.subtracting(listed).isEmpty, "no rule for \(codes.subtracting(listed).sorted())")
  }
}
