import Lexer
import Testing

@Suite struct BadInputTests {
  /// Bytes, the non-trivia tokens they lex to, and the diagnostics (by message).
  static let cases: [([UInt8], [Lexeme], [String])] = [
    ([0x61, 0xFF, 0xFE, 0x20, 0x62], [id("a"), Lexeme(.unknown, "\u{FFFD}\u{FFFD}"), id("b")], ["invalid UTF-8"]),
    ([0x61, 0x20, 0xE2, 0x82], [id("a"), Lexeme(.unknown, "\u{FFFD}")], ["invalid UTF-8"]),
    ([0x61, 0x00, 0x62], [id("a"), Lexeme(.unknown, "\0"), id("b")], ["NUL byte"]),
    (Array("`abc".utf8), [Lexeme(.unknown, "`"), id("abc")], ["unterminated backtick identifier"]),
    (
      Array("`a\nb`".utf8), [Lexeme(.unknown, "`"), id("a"), id("b"), Lexeme(.unknown, "`")],
      ["unterminated backtick identifier", "unterminated backtick identifier"]
    ),
    (Array("x = \"abc".utf8), [id("x"), equal, quote, segment("abc")], ["unterminated string literal"]),
    (Array("\"\\(".utf8), [quote, interpolation], ["unterminated string literal"]),
    (Array("/* open".utf8), [], ["unterminated block comment"]),
    (Array("x = #/abc".utf8), [id("x"), equal, Lexeme(.regexLiteral, "#/abc")], ["unterminated regex literal"]),
    (Array("a\u{A0}b".utf8), [id("a"), Lexeme(.unknown, "\u{A0}"), id("b")], ["Unicode whitespace character in code"]),
    (
      Array("'a'".utf8), [Lexeme(.unknown, "'"), id("a"), Lexeme(.unknown, "'")],
      ["unexpected character", "unexpected character"]
    ),
    (Array("@ @".utf8), [Lexeme(.unknown, "@"), Lexeme(.unknown, "@")], ["stray '@'", "stray '@'"]),
  ]

  @Test(arguments: cases)
  func badBytesBecomeUnknownTokensAndLexingContinues(_ bytes: [UInt8], _ expected: [Lexeme], _ messages: [String]) {
    let file = SourceFile(bytes: bytes)
    #expect(file.tokens.filter { !$0.kind.isTrivia }.map { Lexeme($0.kind, file.text(of: $0)) } == expected)
    #expect(file.diagnostics.map(\.message) == messages)
    expectWellFormed(bytes)
  }

  @Test func diagnosticsPointAtTheProblem() throws {
    let file = SourceFile(text: "let a = 1\nlet s = \"oops")
    let diagnostic = try #require(file.diagnostics.first)
    let location = file.location(ofOffset: diagnostic.offset)
    #expect(file.diagnostics.count == 1 && location.line == 2 && location.column == 10)
  }

  @Test(arguments: [[UInt8](), [0x0A], [0x0D], [0xEF, 0xBB], [0xEF, 0xBB, 0xBF], Array("#".utf8), Array("#!".utf8)])
  func tinyInputs(_ bytes: [UInt8]) {
    expectWellFormed(bytes)
  }

  @Test func deepNestingFinishes() {
    let depth = 2_000
    let source = String(repeating: "\"\\(", count: depth) + "x" + String(repeating: ")\"", count: depth)
    let file = SourceFile(text: source)
    #expect(file.tokens.filter { $0.kind == .interpolationOpen }.count == depth)
    #expect(file.tokens.filter { $0.kind == .stringClose }.count == depth)
    #expect(file.diagnostics.isEmpty)
    let comments = String(repeating: "/*", count: depth) + String(repeating: "*/", count: depth)
    #expect(SourceFile(text: comments).tokens.count == 1)
  }

  @Test func manyUnterminatedMultilineRegexesFinishInLinearTime() {
    let count = 20_000
    let file = SourceFile(text: String(repeating: "#/\n", count: count))
    #expect(file.tokens.count == 2 * count)
    #expect(file.tokens.filter { $0.kind == .regexLiteral && $0.flags.contains(.unterminated) }.count == count)
    #expect(file.diagnostics.count == count)
  }
}
