import Lexer
import Testing

@Suite struct OperatorTests {
  static func prefix(_ text: String) -> Lexeme { Lexeme(.prefixOperator, text) }
  static func postfix(_ text: String) -> Lexeme { Lexeme(.postfixOperator, text) }
  static let question = Lexeme(.questionMark, "?")
  static let bang = Lexeme(.exclamationMark, "!")

  static let cases: [LexCase] = [
    LexCase("a<b && c>d", [id("a"), op("<"), id("b"), op("&&"), id("c"), op(">"), id("d")]),
    LexCase("x?.y!", [id("x"), question, period, id("y"), bang]),
    LexCase("a?.b?.c", [id("a"), question, period, id("b"), question, period, id("c")]),
    LexCase("x!.y", [id("x"), bang, period, id("y")]),
    LexCase("!flag", [prefix("!"), id("flag")]),
    LexCase("a ?? b", [id("a"), op("??"), id("b")]),
    LexCase("c ? d : e", [id("c"), op("?"), id("d"), Lexeme(.colon, ":"), id("e")]),
    LexCase("foo(&x)", [id("foo"), leftParen, Lexeme(.ampersand, "&"), id("x"), rightParen]),
    LexCase("a & b", [id("a"), op("&"), id("b")]),
    LexCase("func f() -> Int", [kw("func"), id("f"), leftParen, rightParen, Lexeme(.arrow, "->"), id("Int")]),
    LexCase("0..<5", [int("0"), op("..<"), int("5")]),
    LexCase("a...", [id("a"), postfix("...")]),
    LexCase("...b", [prefix("..."), id("b")]),
    LexCase("a <*> b", [id("a"), op("<*>"), id("b")]),
    LexCase("a∙b", [id("a"), op("∙"), id("b")]),
    LexCase("∑x", [prefix("∑"), id("x")]),
    LexCase("x += 1", [id("x"), op("+="), int("1")]),
    LexCase("z = .init()", [id("z"), equal, Lexeme(.prefixPeriod, "."), kw("init"), leftParen, rightParen]),
    LexCase("foo.bar", [id("foo"), period, id("bar")]),
    LexCase("x . y", [id("x"), period, id("y")]),
    // `.` joins an operator only when the operator starts with one.
    LexCase("a+.b", [id("a"), postfix("+"), period, id("b")]),
    LexCase("x^.y", [id("x"), postfix("^"), period, id("y")]),
    // A left-bound `!` or `?` stands alone, whatever follows.
    LexCase("a!=b", [id("a"), bang, equal, id("b")]),
    LexCase("a != b", [id("a"), op("!="), id("b")]),
    LexCase(
      "let o: T?? = nil", [kw("let"), id("o"), Lexeme(.colon, ":"), id("T"), question, question, equal, kw("nil")]),
    LexCase("Array<Int>?", [id("Array"), op("<"), id("Int"), postfix(">?")]),
    // Binding looks at the bytes beside the operator: brackets, commas and comments.
    LexCase("!(a == b)", [prefix("!"), leftParen, id("a"), op("=="), id("b"), rightParen]),
    LexCase("(a)?", [leftParen, id("a"), rightParen, question]),
    LexCase("f()!)", [id("f"), leftParen, rightParen, bang, rightParen]),
    LexCase("x..<(y)", [id("x"), op("..<"), leftParen, id("y"), rightParen]),
    LexCase(
      "[-1, +2]",
      [
        Lexeme(.leftBracket, "["), prefix("-"), int("1"), Lexeme(.comma, ","), prefix("+"), int("2"),
        Lexeme(.rightBracket, "]"),
      ]),
    LexCase("a/**/+b", [id("a"), Lexeme(.prefixOperator, "+"), id("b")]),
    LexCase("a+/**/b", [id("a"), postfix("+"), id("b")]),
    LexCase("\\.name", [Lexeme(.backslash, "\\"), period, id("name")]),
    LexCase("a */ b", [id("a"), Lexeme(.unknown, "*/"), id("b")]),
  ]

  @Test(arguments: cases)
  func operatorsAndFixity(_ testCase: LexCase) {
    #expect(significantLexemes(testCase.source) == testCase.expected)
  }

  static let punctuationCases: [(String, TokenKind)] = [
    ("(", .leftParen), (")", .rightParen), ("{", .leftBrace), ("}", .rightBrace), ("[", .leftBracket),
    ("]", .rightBracket), (",", .comma), (":", .colon), (";", .semicolon), ("\\", .backslash),
  ]

  @Test(arguments: punctuationCases)
  func punctuation(_ text: String, _ kind: TokenKind) {
    #expect(significantLexemes(text) == [Lexeme(kind, text)])
  }
}
