import Testing

@testable import CLI

@Suite struct ParsedArgumentsTests {
  @Test func doubleDashEndsTheOptions() throws {
    let parsed = try ParsedArguments(
      ["PATH", "--format", "json", "--", "--write", "--"], spec: OptionSpec(valued: ["format"], flags: ["write"]))
    #expect(parsed.positionals == ["PATH", "--write", "--"])
    #expect(parsed.values == ["format": "json"])
    #expect(parsed.flags.isEmpty)
  }
}
