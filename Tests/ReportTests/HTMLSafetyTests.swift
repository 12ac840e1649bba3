import Foundation
import Report
import Testing

/// The HTML report is self-contained, script-free and well-formed.
@Suite struct HTMLSafetyTests {
  static let inputs: [String] = ReportFixtures.goldenApps + ["EdgeCases", "LegacyHierarchyApp", "hostile"]

  static func html(_ name: String) -> (String, MigrationReport) {
    let input = name == "hostile" ? ReportFixtures.hostile : ReportFixtures.input(for: name)
    let report = ReportBuilder.build(input)
    return (HTMLReportRenderer.render(report), report)
  }

  @Test(arguments: inputs)
  func hasNoScriptsAndNoNetworkResources(name: String) {
    let (html, _) = Self.html(name)
    let lower = html.lowercased()
    #expect(!lower.contains("<script"))
    #expect(!lower.contains("@import"))
    for remote in ["url(http", "url(//", "url(\"", "url('"] { #expect(!lower.contains(remote)) }
    let check = XMLCheck(html)
    let linked = check.attributes.filter { ["src", "href", "xlink:href", "action"].contains($0.name) }
    for attribute in linked {
      let value = attribute.value.lowercased()
      #expect(!value.hasPrefix("http:") && !value.hasPrefix("https:") && !value.hasPrefix("//"), "\(attribute)")
      #expect(value.hasPrefix("#") || value.hasPrefix("migrationguides/"), "\(attribute)")
    }
    #expect(!check.elements.contains { ["script", "img", "link", "iframe", "object", "embed"].contains($0) })
  }

  @Test(arguments: inputs)
  func wholeDocumentIsWellFormed(name: String) {
    let (html, _) = Self.html(name)
    let check = XMLCheck(html)
    #expect(check.error == nil, "\(check.error ?? "")")
    #expect(check.elements.first == "html")
  }

  @Test(arguments: inputs)
  func svgIsWellFormedAndLinksEveryFeature(name: String) throws {
    let (html, report) = Self.html(name)
    let start = try #require(html.range(of: "<svg"))
    let end = try #require(html.range(of: "</svg>"))
    let svg = String(html[start.lowerBound..<end.upperBound])
    let check = XMLCheck(svg)
    #expect(check.error == nil, "\(check.error ?? "")")
    let targets = check.attributes.filter { $0.element == "a" && $0.name == "href" }.map(\.value)
    #expect(targets.sorted() == report.graph.nodes.map { "#" + $0.anchor }.sorted())
    #expect(check.elements.filter { $0 == "path" }.count == report.graph.edges.count + 2)
  }

  @Test(arguments: inputs)
  func everyInternalLinkHasATarget(name: String) {
    let (html, _) = Self.html(name)
    let check = XMLCheck(html)
    let ids = Set(check.attributes.filter { $0.name == "id" }.map(\.value))
    let fragments = check.attributes.filter { $0.name == "href" && $0.value.hasPrefix("#") }.map {
      String($0.value.dropFirst())
    }
    #expect(!fragments.isEmpty)
    for fragment in fragments { #expect(ids.contains(fragment), "missing target #\(fragment)") }
  }

  @Test func isResponsiveAndPrintable() {
    let (html, _) = Self.html("SwiftUIAsyncApp")
    #expect(html.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>"))
    #expect(html.contains("@media (max-width: 700px)"))
    #expect(html.contains("@media print"))
    #expect(html.contains("<nav class=\"toc\""))
  }
}
