import Foundation
import TestSupport
import Testing

/// Golden-file comparison: `TCA_MIGRATE_UPDATE_GOLDEN=1 swift test` rewrites the files instead of comparing.
enum Golden {
  static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let fixtures = repositoryRoot.appendingPathComponent("Fixtures")

  static var updating: Bool { FixtureApps.updatingGoldens }

  /// Compares `actual` with the file at `path` (relative to the repository root), or writes it when updating.
  static func check(_ actual: String, against path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = repositoryRoot.appendingPathComponent(path)
    if updating {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: url)
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    if expected != actual {
      let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
      let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
      let first =
        zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(expectedLines.count, actualLines.count)
      let got = first < actualLines.count ? String(actualLines[first]) : "<end>"
      let wanted = first < expectedLines.count ? String(expectedLines[first]) : "<end>"
      Issue.record(
        "\(path) differs at line \(first + 1):\n  expected: \(wanted)\n  actual:   \(got)",
        sourceLocation: sourceLocation)
    }
  }

  /// The fixture apps (folders with a ground-truth file).
  static var apps: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
    return names.filter {
      FileManager.default.fileExists(atPath: fixtures.appendingPathComponent($0 + "/expected-viewmodels.json").path)
    }.sorted()
  }
}
