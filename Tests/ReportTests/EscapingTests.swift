import Foundation
import Testing

@testable import Report

/// Names and messages with `<`, `&`, quotes and pipes stay text in every format.
@Suite struct EscapingTests {
  static let report = ReportBuilder.build(ReportFixtures.hostile)
  static let hostileTexts = [
    "Root<&>Feature", "Hostile <App> & \"Co\"", "<script>alert('x')</script> & co", "Dictionary<String, [Int]>",
    "RootView<T>", "Child'Feature", "uses <T> & closures", "format<T> (line 20): only load & pick call it",
  ]

  @Test(arguments: hostileTexts)
  func htmlKeepsTextAsText(text: String) {
    let check = XMLCheck(HTMLReportRenderer.render(Self.report))
    #expect(check.error == nil)
    #expect(check.text.contains(text))
  }

  @Test func htmlHasNoInjectedElements() {
    let html = HTMLReportRenderer.render(Self.report)
    let check = XMLCheck(html)
    #expect(!check.elements.contains("script"))
    #expect(!check.elements.contains("b"))
    #expect(!html.contains("Root<&>"))
    #expect(html.contains("Root&lt;&amp;&gt;Feature"))
    #expect(html.contains("Child&#39;Feature"))
  }

  @Test func markdownEscapesHTMLAndTableSyntax() {
    let markdown = MarkdownReportRenderer.render(Self.report)
    let prose = Self.outsideCode(markdown)
    for tag in prose.components(separatedBy: "<").dropFirst() {
      let allowed = ["a id=\"", "/a>", "details>", "/details>", "summary>", "/summary>"]
      #expect(allowed.contains { tag.hasPrefix($0) }, "raw < before \(tag.prefix(20))")
    }
    for entity in prose.components(separatedBy: "&").dropFirst() {
      #expect(
        ["amp;", "lt;", "gt;", "quot;", "#39;"].contains { entity.hasPrefix($0) }, "raw & before \(entity.prefix(20))")
    }
    #expect(markdown.contains("Root&lt;&amp;&gt;Feature"))
    #expect(markdown.contains("&lt;script&gt;alert('x')&lt;/script&gt; &amp; co"))
    #expect(markdown.contains("see `x\\|y`"))
  }

  @Test func markdownTableRowsHaveAsManyCellsAsTheirHeader() {
    let lines = MarkdownReportRenderer.render(Self.report).split(separator: "\n").map(String.init)
    var expected: Int?
    for (index, line) in lines.enumerated() {
      guard line.hasPrefix("|") else {
        expected = nil
        continue
      }
      if index + 1 < lines.count, lines[index + 1].hasPrefix("|-") {
        expected = Self.unescapedPipes(in: line)
      }
      #expect(Self.unescapedPipes(in: line) == expected, "\(line)")
    }
  }

  @Test func mermaidLabelsUseEntityCodes() throws {
    let markdown = MarkdownReportRenderer.render(Self.report)
    let start = try #require(markdown.range(of: "```mermaid\n"))
    let end = try #require(markdown.range(of: "\n```", range: start.upperBound..<markdown.endIndex))
    let chart = markdown[start.upperBound..<end.lowerBound]
    #expect(chart.contains("Root#lt;#amp;#gt;Feature"))
    #expect(!chart.contains("<"))
    #expect(!chart.contains("&"))
    #expect(chart.contains("class "))
    #expect(chart.contains("linkStyle "))
  }

  @Test func jsonKeepsRawText() throws {
    let json = try JSONReportRenderer.render(Self.report)
    let decoded = try JSONDecoder().decode(MigrationReport.self, from: Data(json.utf8))
    #expect(decoded.features.map(\.name).contains("Root<&>Feature"))
    #expect(decoded.title == "Hostile <App> & \"Co\"")
  }

  @Test(arguments: [
    ("a<b", "`a<b`"), ("x|y", "`x\\|y`"), ("has `tick`", "`` has `tick` ``"), ("`start", "`` `start ``"),
  ])
  func codeSpans(text: String, expected: String) {
    #expect(TextEscaping.markdownCode(text) == expected)
  }

  /// `markdown` without fenced code blocks and inline code spans.
  static func outsideCode(_ markdown: String) -> String {
    var prose = ""
    var inFence = false
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        inFence.toggle()
        continue
      }
      guard !inFence else { continue }
      var inSpan = false
      var fence = 0
      var index = line.startIndex
      while index < line.endIndex {
        if line[index] == "`" {
          var run = 0
          while index < line.endIndex, line[index] == "`" {
            run += 1
            index = line.index(after: index)
          }
          if !inSpan {
            inSpan = true
            fence = run
          } else if run == fence {
            inSpan = false
          }
          continue
        }
        if !inSpan { prose.append(line[index]) }
        index = line.index(after: index)
      }
      prose += "\n"
    }
    return prose
  }

  static func unescapedPipes(in line: some StringProtocol) -> Int {
    var count = 0
    var previous: Character = " "
    for character in line {
      if character == "|" && previous != "\\" { count += 1 }
      previous = character
    }
    return count
  }
}

/// The HTML escaper's fast path and slow path agree.
@Suite struct HTMLEscapeTests {
  @Test(arguments: [
    ("plain text\nwith lines\tand tabs", "plain text\nwith lines\tand tabs"),
    ("a<b>&\"c'", "a&lt;b&gt;&amp;&quot;c&#39;"),
    ("bell\u{7}here", "bell\u{FFFD}here"), ("é → ✓", "é → ✓"), ("", ""),
  ])
  func escapes(text: String, expected: String) {
    #expect(TextEscaping.html(text) == expected)
  }
}
