import Lexer
import Testing

@Suite struct StringTests {
  static let open3 = Lexeme(.stringOpen, "\"\"\"")
  static let close3 = Lexeme(.stringClose, "\"\"\"")

  static let cases: [LexCase] = [
    LexCase(#""hello""#, [quote, segment("hello"), closeQuote]),
    LexCase(#""""#, [quote, closeQuote]),
    LexCase(#""a\"b\\c\n\t\0""#, [quote, segment(#"a\"b\\c\n\t\0"#), closeQuote]),
    LexCase(#""\u{1F600} \\""#, [quote, segment(#"\u{1F600} \\"#), closeQuote]),
    LexCase(
      #""a\(b)c""#,
      [quote, segment("a"), interpolation, id("b"), interpolationEnd, segment("c"), closeQuote]),
    // Interpolation inside interpolation, three deep, strings inside.
    LexCase(
      #""a\("b\("c\(d)")")""#,
      [
        quote, segment("a"), interpolation, quote, segment("b"), interpolation, quote, segment("c"), interpolation,
        id("d"), interpolationEnd, closeQuote, interpolationEnd, closeQuote, interpolationEnd, closeQuote,
      ]),
    // Closures and strings inside an interpolation.
    LexCase(
      #""\(items.map { "\($0)" }.joined())""#,
      [
        quote, interpolation, id("items"), period, id("map"), Lexeme(.leftBrace, "{"), quote, interpolation,
        Lexeme(.dollarIdentifier, "$0"), interpolationEnd, closeQuote, Lexeme(.rightBrace, "}"), period,
        id("joined"), leftParen, rightParen, interpolationEnd, closeQuote,
      ]),
    // Parentheses inside an interpolation.
    LexCase(
      #""\((a + b) * (c))!""#,
      [
        quote, interpolation, leftParen, id("a"), op("+"), id("b"), rightParen, op("*"), leftParen, id("c"),
        rightParen, interpolationEnd, segment("!"), closeQuote,
      ]),
    LexCase(
      "\"\"\"\n  line \\(x) \"q\" \"\"\n  \"\"\"",
      [open3, segment("\n  line "), interpolation, id("x"), interpolationEnd, segment(" \"q\" \"\"\n  "), close3]),
    LexCase("\"\"\"\n  a \\\n  b\n  \"\"\"", [open3, segment("\n  a \\\n  b\n  "), close3]),
    LexCase(##"#"a\nb"#"##, [Lexeme(.stringOpen, "#\""), segment(#"a\nb"#), Lexeme(.stringClose, "\"#")]),
    LexCase(###"##"a"#b"##"###, [Lexeme(.stringOpen, "##\""), segment("a\"#b"), Lexeme(.stringClose, "\"##")]),
    LexCase(####"###"x"###"####, [Lexeme(.stringOpen, "###\""), segment("x"), Lexeme(.stringClose, "\"###")]),
    LexCase(
      ##"#"a\#(b)c"#"##,
      [
        Lexeme(.stringOpen, "#\""), segment("a"), Lexeme(.interpolationOpen, ##"\#("##), id("b"), interpolationEnd,
        segment("c"), Lexeme(.stringClose, "\"#"),
      ]),
    LexCase(
      ###"##"\##(x) \#(y)"##"###,
      [
        Lexeme(.stringOpen, "##\""), Lexeme(.interpolationOpen, ###"\##("###), id("x"), interpolationEnd,
        segment(##" \#(y)"##), Lexeme(.stringClose, "\"##"),
      ]),
    LexCase(
      ##"#"\(notInterpolated)"#"##,
      [Lexeme(.stringOpen, "#\""), segment(#"\(notInterpolated)"#), Lexeme(.stringClose, "\"#")]),
    // A raw string's closing quote takes extra `#`s with it (the compiler reports them); a plain one does not.
    LexCase(###"#"a"##"###, [Lexeme(.stringOpen, "#\""), segment("a"), Lexeme(.stringClose, "\"##")]),
    LexCase(##""a"#"##, [quote, segment("a"), closeQuote, Lexeme(.unknown, "#")]),
    // `"""` inside `#"""…"""#` does not close it.
    LexCase(
      "#\"\"\"\n  \"\"\" inside\n  \"\"\"#",
      [Lexeme(.stringOpen, "#\"\"\""), segment("\n  \"\"\" inside\n  "), Lexeme(.stringClose, "\"\"\"#")]),
    // `#"""#` is a one-line raw string holding `"`.
    LexCase(##"#"""#"##, [Lexeme(.stringOpen, "#\""), segment("\""), Lexeme(.stringClose, "\"#")]),
    LexCase(
      "\"\"\"\n\\(\"\"\"\n  inner\n  \"\"\")\n\"\"\"",
      [
        open3, segment("\n"), interpolation, open3, segment("\n  inner\n  "), close3, interpolationEnd, segment("\n"),
        close3,
      ]),
  ]

  @Test(arguments: cases)
  func strings(_ testCase: LexCase) {
    #expect(significantLexemes(testCase.source) == testCase.expected)
  }

  @Test func delimiterFlags() {
    let file = SourceFile(text: "#\"\"\"\nx\n\"\"\"# \"y\"")
    let delimiters = file.tokens.filter { $0.kind == .stringOpen || $0.kind == .stringClose }
    #expect(delimiters.map(\.flags) == [[.multiline, .raw, .atStartOfLine], [.multiline, .raw], [], []])
  }

  @Test func unterminatedSingleLineStringEndsAtTheLineBreak() {
    let file = SourceFile(text: "let s = \"abc\nlet t = 1")
    #expect(
      significantLexemes("let s = \"abc\nlet t = 1") == [
        kw("let"), id("s"), equal, quote, segment("abc"), kw("let"), id("t"), equal, int("1"),
      ])
    #expect(file.tokens.contains { $0.kind == .stringSegment && $0.flags.contains(.unterminated) })
    #expect(file.diagnostics.map(\.message) == ["unterminated string literal"])
  }

  @Test func lineBreakInsideInterpolationOfSingleLineStringEndsIt() {
    let source = "\"a\\(b\nlet c = 1"
    #expect(
      significantLexemes(source) == [quote, segment("a"), interpolation, id("b"), kw("let"), id("c"), equal, int("1")])
    #expect(SourceFile(text: source).diagnostics.count == 1)
  }

  @Test func unterminatedMultilineStringRunsToTheEnd() {
    let file = SourceFile(text: "x = \"\"\"\nabc\n")
    #expect(file.tokens.last?.kind == .stringSegment)
    #expect(file.tokens.last?.flags.contains(.unterminated) == true)
    #expect(file.diagnostics.count == 1)
  }
}
