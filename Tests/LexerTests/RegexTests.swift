import Lexer
import Testing

@Suite struct RegexTests {
  static func regex(_ text: String) -> Lexeme { Lexeme(.regexLiteral, text) }

  static let cases: [LexCase] = [
    LexCase("let r = /ab+c/", [kw("let"), id("r"), equal, regex("/ab+c/")]),
    LexCase("x = /re/", [id("x"), equal, regex("/re/")]),
    LexCase("foo(/a/)", [id("foo"), leftParen, regex("/a/"), rightParen]),
    LexCase("return /x/", [kw("return"), regex("/x/")]),
    LexCase(
      "[/a/, /b/]",
      [Lexeme(.leftBracket, "["), regex("/a/"), Lexeme(.comma, ","), regex("/b/"), Lexeme(.rightBracket, "]")]),
    // Division, not regex.
    LexCase("a/b/c", [id("a"), op("/"), id("b"), op("/"), id("c")]),
    LexCase("let d = a / b", [kw("let"), id("d"), equal, id("a"), op("/"), id("b")]),
    LexCase("let d = a / b / c", [kw("let"), id("d"), equal, id("a"), op("/"), id("b"), op("/"), id("c")]),
    LexCase("x /2", [id("x"), Lexeme(.prefixOperator, "/"), int("2")]),
    LexCase("self / 2", [kw("self"), op("/"), int("2")]),
    // A bare regex may not start or end with a space, nor have an unbalanced `)`, unless it must be one.
    LexCase("(/a)/", [leftParen, Lexeme(.prefixOperator, "/"), id("a"), rightParen, Lexeme(.postfixOperator, "/")]),
    LexCase("x = / a/", [id("x"), equal, regex("/ a/")]),
    LexCase("f(/ a/)", [id("f"), leftParen, op("/"), id("a"), Lexeme(.postfixOperator, "/"), rightParen]),
    LexCase("let r = try? /x y/", [kw("let"), id("r"), equal, kw("try"), Lexeme(.questionMark, "?"), regex("/x y/")]),
    // The closing `/` is the first unescaped one, even inside `[…]`.
    LexCase("x = /[/]/", [id("x"), equal, regex("/[/"), Lexeme(.rightBracket, "]"), Lexeme(.postfixOperator, "/")]),
    LexCase(#"x = /a\/b/"#, [id("x"), equal, regex(#"/a\/b/"#)]),
    // A regex may start inside an operator: `!/foo/` is `!` then the regex.
    LexCase("x = !/foo/", [id("x"), equal, Lexeme(.prefixOperator, "!"), regex("/foo/")]),
    // Operator names after `func` and `operator` are never regexes.
    LexCase("prefix operator /^/", [Lexeme(.contextualKeyword, "prefix"), kw("operator"), op("/^/")]),
    LexCase(
      "func /(a: A, b: A)",
      [
        kw("func"), Lexeme(.prefixOperator, "/"), leftParen, id("a"), Lexeme(.colon, ":"), id("A"), Lexeme(.comma, ","),
        id("b"), Lexeme(.colon, ":"), id("A"), rightParen,
      ]),
    // Extended regexes.
    LexCase(#"#/a\/b/#"#, [Lexeme(.regexLiteral, #"#/a\/b/#"#)]),
    LexCase("##/x/#y/##", [Lexeme(.regexLiteral, "##/x/#y/##")]),
    LexCase("a + #/ b /#", [id("a"), op("+"), Lexeme(.regexLiteral, "#/ b /#")]),
    LexCase(
      "let r = #/\n  (?<name>\\w+)  # comment\n  /#\nx",
      [kw("let"), id("r"), equal, Lexeme(.regexLiteral, "#/\n  (?<name>\\w+)  # comment\n  /#"), id("x")]),
    LexCase("#/  \n a\n/#", [Lexeme(.regexLiteral, "#/  \n a\n/#")]),
  ]

  @Test(arguments: cases)
  func regexVersusDivision(_ testCase: LexCase) {
    #expect(significantLexemes(testCase.source) == testCase.expected)
  }

  @Test func extendedRegexFlagsRaw() {
    let file = SourceFile(text: "#/a/#")
    #expect(file.tokens.map(\.flags) == [[.raw, .atStartOfLine]])
  }

  @Test func unterminatedExtendedRegexStopsAtTheLineBreak() {
    let file = SourceFile(text: "x = #/abc\nlet y = 1")
    #expect(
      significantLexemes("x = #/abc\nlet y = 1") == [
        id("x"), equal, Lexeme(.regexLiteral, "#/abc"), kw("let"), id("y"), equal, int("1"),
      ])
    #expect(file.tokens.contains { $0.kind == .regexLiteral && $0.flags.contains(.unterminated) })
    #expect(file.diagnostics.map(\.message) == ["unterminated regex literal"])
  }

  @Test func unterminatedMultilineRegexKeepsOnlyItsOpener() {
    #expect(significantLexemes("#/\nabc") == [Lexeme(.regexLiteral, "#/"), id("abc")])
  }

  @Test func unterminatedBareRegexIsDivisionUnlessItMustBeARegex() {
    #expect(
      significantLexemes("foo(/abc\n)") == [id("foo"), leftParen, Lexeme(.prefixOperator, "/"), id("abc"), rightParen])
    let file = SourceFile(text: "x = / abc\ny")
    #expect(significantLexemes("x = / abc\ny") == [id("x"), equal, Lexeme(.regexLiteral, "/ abc"), id("y")])
    #expect(file.diagnostics.map(\.message) == ["unterminated regex literal"])
  }
}
