import Lexer
import Testing

@Suite struct CommentTests {
  static let cases: [LexCase] = [
    LexCase("// c\nx", [Lexeme(.lineComment, "// c"), Lexeme(.newline, "\n"), id("x")]),
    LexCase("/// doc\r\nx", [Lexeme(.docLineComment, "/// doc"), Lexeme(.newline, "\r\n"), id("x")]),
    LexCase("//// four", [Lexeme(.docLineComment, "//// four")]),
    LexCase("/* a /* b */ c */x", [Lexeme(.blockComment, "/* a /* b */ c */"), id("x")]),
    LexCase("/** doc */", [Lexeme(.docBlockComment, "/** doc */")]),
    LexCase("/**/", [Lexeme(.blockComment, "/**/")]),
    LexCase("/***/", [Lexeme(.docBlockComment, "/***/")]),
    LexCase("/*/ still open */", [Lexeme(.blockComment, "/*/ still open */")]),
    LexCase("a+/* c */b", [id("a"), Lexeme(.postfixOperator, "+"), Lexeme(.blockComment, "/* c */"), id("b")]),
    LexCase("a +// c", [id("a"), Lexeme(.whitespace, " "), op("+"), Lexeme(.lineComment, "// c")]),
    LexCase("\"// not a comment\"", [quote, segment("// not a comment"), closeQuote]),
  ]

  @Test(arguments: cases)
  func comments(_ testCase: LexCase) {
    #expect(lexemes(testCase.source) == testCase.expected)
  }

  @Test func unterminatedBlockCommentRunsToTheEndWithADiagnostic() {
    let file = SourceFile(text: "x /* a /* b */ c")
    #expect(file.tokens.last.map { file.text(of: $0) } == "/* a /* b */ c")
    #expect(file.tokens.last?.flags.contains(.unterminated) == true)
    #expect(file.diagnostics.map(\.message) == ["unterminated block comment"])
  }

  @Test func commentsAreTrivia() {
    for kind in [TokenKind.lineComment, .docLineComment, .blockComment, .docBlockComment] {
      #expect(kind.isTrivia && kind.isComment)
    }
    #expect(!TokenKind.identifier.isTrivia && !TokenKind.stringSegment.isComment)
  }
}
