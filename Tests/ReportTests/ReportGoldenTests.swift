import Foundation
import Report
import Testing

/// Golden reports of fixture apps and of a hand-built hostile codebase, in every format.
@Suite struct ReportGoldenTests {
  @Test(arguments: ReportFixtures.goldenApps, ReportFormat.allCases)
  func fixtureReport(app: String, format: ReportFormat) throws {
    let report = ReportBuilder.build(ReportFixtures.input(for: app))
    try ReportFixtures.check(try format.render(report), golden: "\(app).\(Self.fileExtension(format))")
  }

  @Test(arguments: ReportFormat.allCases)
  func hostileReport(format: ReportFormat) throws {
    let report = ReportBuilder.build(ReportFixtures.hostile)
    try ReportFixtures.check(try format.render(report), golden: "Hostile.\(Self.fileExtension(format))")
  }

  @Test(arguments: ReportFixtures.goldenApps + ["EdgeCases", "LegacyHierarchyApp"], ReportFormat.allCases)
  func twoRunsAreByteIdentical(app: String, format: ReportFormat) throws {
    let first = try format.render(ReportBuilder.build(ReportFixtures.input(for: app)))
    let second = try format.render(ReportBuilder.build(ReportFixtures.input(for: app)))
    #expect(first == second)
    #expect(!first.isEmpty)
  }

  @Test(arguments: ReportFixtures.goldenApps)
  func jsonRoundTripsToTheSameReport(app: String) throws {
    let report = ReportBuilder.build(ReportFixtures.input(for: app))
    let json = try JSONReportRenderer.render(report)
    let decoded = try JSONDecoder().decode(MigrationReport.self, from: Data(json.utf8))
    #expect(decoded == report)
    #expect(json.contains("\"schemaVersion\" : \(MigrationReport.currentSchemaVersion)"))
  }

  static func fileExtension(_ format: ReportFormat) -> String {
    switch format {
    case .markdown: "md"
    case .html: "html"
    case .json: "json"
    }
  }
}
