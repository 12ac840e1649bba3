import Lexer
import Testing

@Suite struct NumberTests {
  static let integers = ["0", "42", "1_000_000", "0x1F", "0xFF_FF", "0o17", "0b1010_1010", "007", "1_"]

  @Test(arguments: integers)
  func integerLiterals(_ text: String) {
    #expect(significantLexemes(text) == [int(text)])
  }

  static let floats = ["3.14", "1e10", "1.5e-3", "2E+5", "0x1.8p3", "0x1p-2", "1_0.0_1", "0.5", "1e1_0", "0xAp+1_0"]

  @Test(arguments: floats)
  func floatLiterals(_ text: String) {
    #expect(significantLexemes(text) == [Lexeme(.floatLiteral, text)])
  }

  static let cases: [LexCase] = [
    LexCase("1.description", [int("1"), period, id("description")]),
    LexCase("t.0.1", [id("t"), period, int("0"), period, int("1")]),
    LexCase("t.0.1.2", [id("t"), period, int("0"), period, int("1"), period, int("2")]),
    LexCase("0.8...1.6", [Lexeme(.floatLiteral, "0.8"), op("..."), Lexeme(.floatLiteral, "1.6")]),
    LexCase("1...5", [int("1"), op("..."), int("5")]),
    LexCase("0..<n", [int("0"), op("..<"), id("n")]),
    LexCase("0xff.description", [int("0xff"), period, id("description")]),
    LexCase("x = 0xff.fp;", [id("x"), equal, int("0xff"), period, id("fp"), Lexeme(.semicolon, ";")]),
    LexCase("-1", [Lexeme(.prefixOperator, "-"), int("1")]),
    LexCase("a - 1", [id("a"), op("-"), int("1")]),
    // Invalid suffixes stay in the literal, where the compiler reports them.
    LexCase("0xFFz", [int("0xFFz")]),
    LexCase("12abc", [int("12abc")]),
    LexCase("0b102", [int("0b102")]),
    LexCase("1e", [Lexeme(.floatLiteral, "1e")]),
    LexCase("1.5abc", [Lexeme(.floatLiteral, "1.5"), id("abc")]),
    LexCase("1.5e3x", [Lexeme(.floatLiteral, "1.5e3x")]),
  ]

  @Test(arguments: cases)
  func numbersNextToOtherTokens(_ testCase: LexCase) {
    #expect(significantLexemes(testCase.source) == testCase.expected)
  }
}
