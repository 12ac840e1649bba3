import Proposal
import Testing

@testable import Effects

@Suite struct TodoPlacementTests {
  /// A statement commented out keeps its lines' indentation past its own column, by bytes for ASCII text and by
  /// Characters otherwise; trailing blanks go, and an empty line is a bare `//`.
  @Test(arguments: [
    (
      "\n    items.map {\n        $0 + 1  \n\n      }\n",
      ["// items.map {", "//     $0 + 1", "//", "//   }"]
    ),
    (
      "\n    items.map {\n        $0 + \"é\"  \n\n      }\n",
      ["// items.map {", "//     $0 + \"é\"", "//", "//   }"]
    ),
    ("\n\titems.map {\n\t\t$0\n\t}\n", ["// items.map {", "// \t$0", "// }"]),
    ("\n        run(a,\n  b)\n", ["// run(a,", "// b)"]),
    ("\n  run(\"é\",\n  b)\n", ["// run(\"é\",", "// b)"]),
  ])
  func commentedOutStatementsKeepTheirInnerIndentation(text: String, expected: [String]) throws {
    let statement = try #require(ParsedBody(text: text).statements.first { !$0.isComment })
    #expect(TodoPlacement.commentedOut(statement) == expected)
  }
}
