import Lexer
import Testing

@Suite struct TriviaTests {
  static let cases: [LexCase] = [
    LexCase("a  \tb", [id("a"), Lexeme(.whitespace, "  \t"), id("b")]),
    LexCase("a\r\nb", [id("a"), Lexeme(.newline, "\r\n"), id("b")]),
    LexCase("a\rb", [id("a"), Lexeme(.newline, "\r"), id("b")]),
    LexCase("a\n\n", [id("a"), Lexeme(.newline, "\n"), Lexeme(.newline, "\n")]),
    LexCase("\u{FEFF}let x", [Lexeme(.byteOrderMark, "\u{FEFF}"), kw("let"), Lexeme(.whitespace, " "), id("x")]),
    LexCase(
      "#!/usr/bin/env swift\nprint(1)",
      [Lexeme(.shebang, "#!/usr/bin/env swift"), Lexeme(.newline, "\n"), id("print"), leftParen, int("1"), rightParen]),
    LexCase(
      "\u{FEFF}#!/bin/swift\r\nx",
      [Lexeme(.byteOrderMark, "\u{FEFF}"), Lexeme(.shebang, "#!/bin/swift"), Lexeme(.newline, "\r\n"), id("x")]),
    LexCase("a\u{0B}\u{0C}b", [id("a"), Lexeme(.whitespace, "\u{0B}\u{0C}"), id("b")]),
  ]

  @Test(arguments: cases)
  func trivia(_ testCase: LexCase) {
    #expect(lexemes(testCase.source) == testCase.expected)
  }

  @Test func byteOrderMarkOnlyAtTheStart() {
    #expect(lexemes("x\u{FEFF}") == [id("x"), Lexeme(.unknown, "\u{FEFF}")])
  }

  @Test func shebangOnlyOnTheFirstLine() {
    #expect(significantLexemes("x\n#!y") == [id("x"), Lexeme(.unknown, "#"), Lexeme(.exclamationMark, "!"), id("y")])
  }

  @Test func atStartOfLineMarksTheFirstTokenOfEachLine() {
    let file = SourceFile(text: "a b\n  c // x\nd")
    let starts = file.tokens.filter { $0.flags.contains(.atStartOfLine) }.map { file.text(of: $0) }
    #expect(starts == ["a", "c", "d"])
  }
}

@Suite struct LocationTests {
  /// Source, a token text in it, and the 1-based line and UTF-8 byte column of its first occurrence.
  static let cases: [(String, String, Int, Int)] = [
    ("let 🐶 = 1\nx", "=", 1, 10),
    ("let 🐶 = 1\nx", "x", 2, 1),
    ("é = 1", "=", 1, 4),
    ("a\r\nb\r\n  c", "c", 3, 3),
    ("a\r\nb\r\n  c", "b", 2, 1),
    ("a\rb\r\rc", "c", 4, 1),
    ("\u{FEFF}x", "x", 1, 4),
    ("\u{FEFF}a\r\n\u{FEFF}b", "b", 2, 4),
    ("\"\"\"\r\n  s\r\n  \"\"\"\r\nz", "z", 4, 1),
    ("/* 👋\n */ 🎉 y", "y", 2, 10),
  ]

  @Test(arguments: cases)
  func lineAndColumn(_ source: String, _ text: String, _ line: Int, _ column: Int) throws {
    let file = SourceFile(text: source)
    let token = try #require(file.tokens.first { file.text(of: $0) == text })
    let location = file.location(of: token)
    #expect(location.line == line && location.column == column)
  }

  @Test(arguments: [("", 1), ("a", 1), ("a\n", 1), ("a\nb", 2), ("a\r\nb\r\n", 2), ("\n\n", 2)])
  func lineCount(_ source: String, _ count: Int) {
    #expect(SourceFile(text: source).lineCount == count)
  }

  @Test func offsetAtTheEndIsOnTheLastLine() {
    let file = SourceFile(text: "a\nbc")
    let location = file.location(ofOffset: 4)
    #expect(location.line == 2 && location.column == 3)
  }
}
