import Analysis
import Foundation
import Testing

@testable import CLI

@Suite struct MigrationConfigTests {
  /// A copy of a fixture app in a temporary folder, removed by `remove()`.
  struct AppCopy {
    let root: URL
    var path: String { root.path }

    init(_ app: String, config: String? = nil) throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tca-config-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      root = folder.appendingPathComponent(app)
      try FileManager.default.copyItem(at: Golden.fixtures.appendingPathComponent(app), to: root)
      if let config { try Data(config.utf8).write(to: root.appendingPathComponent(MigrationConfig.fileName)) }
    }

    func remove() { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
  }

  struct BadConfig: Sendable, CustomStringConvertible {
    let text: String
    let message: String
    var description: String { text }
  }

  static let badConfigs: [BadConfig] = [
    BadConfig(text: #"{"exclude": [], "excludes": ["A"]}"#, message: "unknown key 'excludes'"),
    BadConfig(text: #"{"suffix": "X", "skipped": []}"#, message: "unknown keys 'skipped', 'suffix'"),
    BadConfig(text: #"{"exclude": ["A",]"#, message: "is not valid JSON"),
    BadConfig(text: "", message: "is not valid JSON"),
    BadConfig(text: #"["Legacy"]"#, message: "must hold a JSON object"),
    BadConfig(text: #"{"exclude": "Legacy"}"#, message: "'exclude' must be a list of non-empty strings"),
    BadConfig(text: #"{"include": [1]}"#, message: "'include' must be a list of non-empty strings"),
    BadConfig(text: #"{"skip": [""]}"#, message: "'skip' must be a list of non-empty strings"),
    BadConfig(text: #"{"featureSuffix": ""}"#, message: "'featureSuffix' must be a non-empty string"),
    BadConfig(text: #"{"featureSuffix": "My Feature"}"#, message: "'featureSuffix' must be a non-empty string"),
    BadConfig(text: #"{"skip": ["A"], "client": ["A"]}"#, message: "'A' is in both 'skip' and 'client'"),
  ]

  @Test(arguments: badConfigs)
  func badConfigIsAUsageErrorSayingWhy(_ bad: BadConfig) throws {
    let app = try AppCopy("EdgeCases", config: bad.text)
    defer { app.remove() }
    for verb in ["analyze", "report", "plan"] {
      let result = CommandLineTool.run([verb, app.path])
      #expect(result.exitCode == 2, "\(verb)")
      #expect(result.stderr.contains(bad.message), "\(verb): \(result.stderr)")
      #expect(result.stderr.contains(MigrationConfig.fileName), "\(verb) names the file")
    }
  }

  @Test func readsEveryKey() throws {
    let text = #"""
      {"exclude": ["Legacy/**"], "include": ["Sources"], "featureSuffix": "Reducer",
       "skip": ["PreviewModel"], "client": ["SessionManager"]}
      """#
    let config = try MigrationConfig.parse(Data(text.utf8), path: "c.json")
    #expect(config.exclude.map(\.pattern) == ["Legacy/**"])
    #expect(config.include?.map(\.pattern) == ["Sources"])
    #expect(config.featureSuffix == "Reducer")
    #expect(config.overrides == ClassificationOverrides(skip: ["PreviewModel"], client: ["SessionManager"]))
    let empty = try MigrationConfig.parse(Data("{}".utf8), path: "c.json")
    #expect(empty == MigrationConfig())
    #expect(empty.include == nil)
  }

  @Test func missingFileMeansDefaultsButAMissingConfigOptionIsAnError() throws {
    let app = try AppCopy("EdgeCases")
    defer { app.remove() }
    #expect(try MigrationConfig.load(root: app.path, explicit: nil) == MigrationConfig())
    let result = CommandLineTool.run(["analyze", app.path, "--config", app.root.appendingPathComponent("no.json").path])
    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("no such file"))
  }

  @Test func includeAndExcludeChooseTheFilesRead() throws {
    let app = try AppCopy("LegacyHierarchyApp")
    defer { app.remove() }
    let all = SourceTree.swiftFiles(under: app.path)
    var config = MigrationConfig()
    config.include = [Glob("Sources/Feed"), Glob("**/Base/*ViewModel.swift")]
    config.exclude = [Glob("**/Article*")]
    let chosen = SourceTree.swiftFiles(under: app.path, config: config)
    #expect(
      chosen == [
        "Sources/Base/BaseViewModel.swift", "Sources/Base/FormViewModel.swift", "Sources/Feed/FeedView.swift",
        "Sources/Feed/FeedViewModel.swift",
      ])
    #expect(Set(chosen).isSubset(of: Set(all)))
  }

  /// Every verb's output for the app, keyed by verb.
  static func outputs(_ path: String, extra: [String] = []) -> [String: CommandResult] {
    [
      "analyze": CommandLineTool.run(["analyze", path, "--format", "json"] + extra),
      "report": CommandLineTool.run(["report", path, "--format", "json"] + extra),
      "plan": CommandLineTool.run(["plan", path, "--format", "json"] + extra),
      "generate": CommandLineTool.run(["generate", path, "--all"] + extra),
      "apply": CommandLineTool.run(["apply", path, "--phase", "1", "--dry-run"] + extra),
    ]
  }

  @Test func excludedFolderIsHiddenFromEveryVerb() throws {
    let app = try AppCopy("LegacyHierarchyApp")
    defer { app.remove() }
    // analyze names view models only; the other verbs also name their features.
    func hidden(_ verb: String) -> [String] {
      ["ProfileViewModel", "EditProfileViewModel"] + (verb == "analyze" ? [] : ["EditProfileFeature"])
    }
    for (verb, result) in Self.outputs(app.path) {
      for name in hidden(verb) { #expect(result.stdout.contains(name), "\(verb) shows \(name) without a config") }
    }
    try Data(#"{"exclude": ["Sources/Profile"]}"#.utf8)
      .write(to: app.root.appendingPathComponent(MigrationConfig.fileName))
    for (verb, result) in Self.outputs(app.path) {
      #expect(result.exitCode == (verb == "apply" ? 1 : 0), "\(verb): \(result.stderr)")
      for name in hidden(verb) { #expect(!result.stdout.contains(name), "\(verb) still shows \(name)") }
      #expect(result.stdout.contains("SettingsViewModel") || result.stdout.contains("Settings"), "\(verb)")
    }
    for verb in ["generate", "apply"] {
      let result = CommandLineTool.run([verb, app.path, "--feature", "EditProfileFeature", "--dry-run"])
      #expect(result.exitCode == 2)
    }
  }

  @Test func configGivenWithTheOptionWorksLikeOneAtPath() throws {
    let app = try AppCopy("LegacyHierarchyApp")
    defer { app.remove() }
    let config = app.root.deletingLastPathComponent().appendingPathComponent("elsewhere.json")
    try Data(#"{"exclude": ["Sources/Profile"]}"#.utf8).write(to: config)
    for (verb, result) in Self.outputs(app.path, extra: ["--config", config.path]) {
      #expect(!result.stdout.contains("EditProfileViewModel"), "\(verb)")
    }
  }

  @Test func skippedViewModelGetsNoFeatureButIsStillAnalyzed() throws {
    let app = try AppCopy("LegacyHierarchyApp", config: #"{"skip": ["ShareViewModel"]}"#)
    defer { app.remove() }
    let outputs = Self.outputs(app.path)
    #expect(outputs["analyze"]?.stdout.contains("\"name\" : \"ShareViewModel\"") == true)
    for verb in ["report", "plan", "generate", "apply"] {
      let result = try #require(outputs[verb])
      #expect(!result.stdout.contains("ShareFeature"), "\(verb) proposes the skipped view model")
    }
    #expect(outputs["report"]?.stdout.contains("Skipped by `.tca-migrate.json`") == true)
    #expect(CommandLineTool.run(["generate", app.path, "--feature", "ShareFeature"]).exitCode == 2)
    let withoutConfig = CommandLineTool.run(["plan", Golden.fixtures.appendingPathComponent("LegacyHierarchyApp").path])
    #expect(withoutConfig.stdout.contains("ShareFeature"))
  }

  @Test func unknownSkipOrClientNameIsAWarningOnTheConfig() throws {
    let app = try AppCopy("LegacyHierarchyApp", config: #"{"skip": ["ShareViewModl"], "client": ["ListViewModel"]}"#)
    defer { app.remove() }
    let result = CommandLineTool.run(["analyze", app.path, "--format", "xcode"])
    #expect(result.exitCode == 0)
    let lines = result.stdout.split(separator: "\n").filter { $0.contains(MigrationConfig.fileName) }
    #expect(lines.count == 1)
    #expect(lines.first?.contains("warning: 'ShareViewModl' in .tca-migrate.json names no view model") == true)
  }

  @Test func clientNamesAreExposedToTheAnalysis() throws {
    let config = try MigrationConfig.parse(Data(#"{"client": ["List.ViewModel", "Share"]}"#.utf8), path: "c")
    let analysis = AnalysisResult(viewModels: [
      ViewModel(name: "List.ViewModel", file: "A.swift", line: 1, kind: .observableObject),
      ViewModel(name: "Share", file: "B.swift", line: 1, kind: .observableObject),
      ViewModel(name: "Other", file: "C.swift", line: 1, kind: .observableObject),
    ])
    #expect(analysis.viewModels.map { config.overrides.treatsAsClient($0, in: analysis) } == [true, true, false])
    #expect(config.migratable(analysis) == analysis)
  }

  @Test func featureSuffixNamesFeaturesInEveryVerb() throws {
    let app = try AppCopy("LegacyHierarchyApp", config: #"{"featureSuffix": "Reducer"}"#)
    defer { app.remove() }
    for (verb, result) in Self.outputs(app.path) where verb != "analyze" {
      #expect(result.stdout.contains("SettingsReducer"), "\(verb)")
      #expect(!result.stdout.contains("SettingsFeature"), "\(verb)")
    }
  }
}
