import Analysis
import Foundation
import TestSupport

/// Paths and loaders for the fixture apps under `Fixtures/`.
enum FixtureSupport {
  static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let fixturesRoot = repositoryRoot.appendingPathComponent("Fixtures")

  /// Names of the fixture apps that carry a ground-truth file.
  static var apps: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: fixturesRoot.path)) ?? []
    return names.filter {
      FileManager.default.fileExists(atPath: fixturesRoot.appendingPathComponent($0 + "/expected-viewmodels.json").path)
    }.sorted()
  }

  /// Every `.swift` file of an app as analysis input, paths relative to the app folder.
  static func inputs(for app: String) -> [SourceInput] { FixtureApps.inputs(for: app) }

  static func analyze(_ app: String) -> AnalysisResult { Analyzer.analyze(inputs(for: app)) }
}

/// The hand-written ground truth of one fixture app.
struct GroundTruth: Decodable {
  struct Model: Decodable {
    let name: String
    let file: String
    let line: Int
    let kind: String
    let published: [String]
    let methods: [String]
    let dependencies: [String]
    let children: [String]
    let views: [String]
    let classification: String
    let clientShape: String?
  }

  let viewModels: [Model]
  let notViewModels: [String]?
  let services: [String]?

  static func load(_ app: String) throws -> GroundTruth {
    let url = FixtureSupport.fixturesRoot.appendingPathComponent(app + "/expected-viewmodels.json")
    return try JSONDecoder().decode(GroundTruth.self, from: Data(contentsOf: url))
  }
}
