import Emit
import Testing

@Suite struct GuideDocumentTests {
  static let page = """
    # Title

    See [the index](README.md) and [steps](#manual-steps).

    <!-- tca-migrate:examples rule=alert-state -->
    old

    Before (MVVM):

    ```swift
    let a = 1
    ```

    After (generated TCA):

    ```swift
    let b = 2
    ```
    <!-- /tca-migrate:examples -->

    ## Manual steps

    ```sh
    swift test # [not](a-link.md)
    ```
    <!-- tca-migrate:examples effect=task examples=2,3 -->
    <!-- /tca-migrate:examples -->
    """

  @Test func readsSectionsBlocksRolesAndLinks() throws {
    let document = GuideDocument(text: Self.page)
    #expect(document.problems.isEmpty)
    #expect(document.sections.map(\.id) == ["alert-state", "task"])
    #expect(document.sections.map(\.kind) == [.rule, .effect])
    #expect(document.sections.map(\.examples) == [nil, [2, 3]])
    #expect(document.codeBlocks.map(\.role) == [.before, .after, nil])
    #expect(document.codeBlocks.map(\.language) == ["swift", "swift", "sh"])
    #expect(document.codeBlocks.map(\.section) == [0, 0, nil])
    #expect(document.codeBlocks.map(\.code) == ["let a = 1", "let b = 2", "swift test # [not](a-link.md)"])
    #expect(document.codeBlocks.first?.line == 10)
    #expect(document.linkTargets == ["README.md", "#manual-steps"])
    #expect(document.headingAnchors == ["title", "manual-steps"])
  }

  @Test func replacingBodiesKeepsTheProseAndTheMarkers() {
    let document = GuideDocument(text: Self.page)
    let replaced = document.replacingSectionBodies { $0.id == "task" ? ["new"] : nil }
    #expect(replaced == Self.page.replacingOccurrences(of: "examples=2,3 -->\n", with: "examples=2,3 -->\nnew\n"))
    let emptied = GuideDocument(text: replaced).replacingSectionBodies { _ in [] }
    let sections = GuideDocument(text: emptied).sections
    #expect(sections.map { $0.closingLine - $0.openingLine } == [1, 1])
    #expect(emptied.hasPrefix("# Title\n\nSee [the index]"))
    let lastSection = "<!-- tca-migrate:examples effect=task examples=2,3 -->\n<!-- /tca-migrate:examples -->"
    #expect(emptied.hasSuffix("```\n" + lastSection))
  }

  @Test(arguments: [
    ("<!-- tca-migrate:examples rule=a -->\n", "section never closed"),
    ("<!-- /tca-migrate:examples -->\n", "closing marker without an opening one"),
    ("<!-- tca-migrate:examples colour=red -->\n<!-- /tca-migrate:examples -->", "unreadable section marker"),
    ("<!-- tca-migrate:examples rule=a -->\n<!-- tca-migrate:examples rule=b -->\n", "opened inside another"),
    ("```swift\nlet a = 1\n", "code block never closed"),
  ])
  func malformedPagesAreReported(text: String, problem: String) {
    let problems = GuideDocument(text: text).problems
    #expect(problems.contains { $0.contains(problem) }, "\(problems)")
  }

  @Test func sectionBodiesShowTheChosenExamplesWithTheirLabels() {
    let examples = (1...3).map {
      GuideExample(before: "let x\($0) = 0", after: "var y\($0) = 0", beforeLabel: "Before:", afterLabel: "After:")
    }
    let body = GuideRenderer.sectionBody(id: "r", summary: "Does r.", examples: examples, indices: [3, 1, 9])
    let document = GuideDocument(text: body.joined(separator: "\n"))
    #expect(document.codeBlocks.map(\.code) == ["let x3 = 0", "var y3 = 0", "let x1 = 0", "var y1 = 0"])
    #expect(document.codeBlocks.map(\.role) == [.before, .after, .before, .after])
    #expect(body.contains("**`r`**: Does r."))
    #expect(body.first?.contains(GuideRenderer.regenerateCommand) == true)
  }
}
