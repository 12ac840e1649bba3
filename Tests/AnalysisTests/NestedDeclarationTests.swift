import Analysis
import Testing

@Suite struct NestedDeclarationTests {
  private static let source = [
    "final class FeedViewModel: ObservableObject {",
    "    @available(iOS 17, *)",
    "    enum Sort: String {",
    "        case name",
    "    }",
    "    static let pageSize = 20",
    "    @Published var sort: Sort = .name",
    "}",
  ]

  @Test(arguments: ["\n", "\r\n", "\r"])
  func nestedTypesAndStaticsKeepTheirLinesWhateverTheLineBreaks(lineBreak: String) throws {
    let result = analyze(["Feed.swift": Self.source.joined(separator: lineBreak)])
    let nested = try #require(result.viewModels.first?.nested)
    #expect(nested.map(\.name) == ["Sort", "pageSize"])
    #expect(nested[0].text == ["@available(iOS 17, *)", "enum Sort: String {", "    case name", "}"])
    #expect(nested[1].text == ["static let pageSize = 20"])
  }
}
