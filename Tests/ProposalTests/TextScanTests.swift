import Analysis
import Proposal
import Testing

@Suite struct TextScanTests {
  @Test(arguments: [
    ("a\nb", ["a", "b"]), ("a\r\nb", ["a", "b"]), ("a\rb", ["a", "b"]), ("a\r\n\r\nb\n", ["a", "", "b", ""]),
    ("", [""]),
  ])
  func linesSplitAtEveryLineEnding(text: String, expected: [String]) {
    #expect(TextScan.lines(text) == expected)
  }

  @Test func dedentedLinesOfACarriageReturnBodyAreSeparateLines() {
    let body = "\r\n\t\tguard ready else { return }\r\n\t\tcount += 1\r\n\t"
    #expect(TextScan.dedentedLines(body) == ["guard ready else { return }", "count += 1"])
  }

  @Test(arguments: [
    ("\n    title = \"Café\" \t \n    count += 1  \n", ["title = \"Café\"", "count += 1"]),
    // A combining mark joins the space before it into one Character that is not a blank: it stays.
    ("\n  mark = \"a\" \u{301} \n", ["mark = \"a\" \u{301}"]),
    ("\n\t\tlet π = 3 \t\n\t\t\n", ["let π = 3"]),
  ])
  func dedentedLinesDropTrailingBlanksOfLinesBeyondASCII(text: String, expected: [String]) {
    #expect(TextScan.dedentedLines(text) == expected)
  }

  /// ASCII bodies, dedented by bytes.
  @Test(arguments: [
    ("\n    a\n      b\n    c\n", ["a", "  b", "c"]),
    // A comment further left does not pull the code left.
    ("\n        x = 1\n    // TODO\n        y = 2\n", ["x = 1", "// TODO", "y = 2"]),
    // A body starting on the brace's line: the others are measured.
    ("count += 1\n        save()\n    ", ["count += 1", "save()"]),
    ("\n\t\tif a {\n\t\t\tb()\n\t\t}\n", ["if a {", "\tb()", "}"]),
    ("\n  a\n     \n  b  \n", ["a", "", "b"]),
    ("\n    a\n  b\n", ["  a", "b"]),
    ("", []), ("   \n\t", []),
  ])
  func dedentedLinesOfASCIIBodies(text: String, expected: [String]) {
    #expect(TextScan.dedentedLines(text) == expected)
  }

  @Test func verbatimBodiesOfCRLFFilesStayCommentedOut() {
    let method = Method(name: "reset", line: 3, body: "\r\n\t\tcount = 0\r\n\t\tsave()\r\n\t", bodyLine: 3)
    let model = Builders.model(methods: [method])
    let conversion = VerbatimConverter().convert(
      method,
      in: ProposalBuilder.conversionContext(
        for: FeatureProposal(viewModel: model),
        in: ProposalContext(analysis: AnalysisResult(viewModels: [model]), viewModel: model)))
    #expect(conversion.body.allSatisfy { $0.hasPrefix("//") || $0 == "return .none" })
    #expect(conversion.body.allSatisfy { !$0.contains("\r") })
    #expect(conversion.body.contains("// count = 0"))
  }
}

@Suite struct CallsFunctionTests {
  @Test(arguments: [
    ("remove(at: 0)", true), ("self.remove(at: 0)", true), ("self?.remove(at: 0)", true),
    ("current.remove(at: 0)", false), ("items.first?.remove(at: 0)", false), ("myself.remove(at: 0)", false),
    ("removeAll()", false),
  ])
  func callsOnSelfOnly(text: String, expected: Bool) {
    #expect(TextScan.callsFunction(text, named: "remove") == expected)
  }
}
