import Lexer
import Testing

@Suite struct IdentifierTests {
  static let cases: [LexCase] = [
    LexCase("café", [id("café")]),
    LexCase("日本語 = 1", [id("日本語"), equal, int("1")]),
    LexCase("🐶", [id("🐶")]),
    LexCase("a$b _foo foo_bar2", [id("a$b"), id("_foo"), id("foo_bar2")]),
    LexCase("e\u{301}t\u{301}e\u{301}", [id("e\u{301}t\u{301}e\u{301}")]),
    LexCase("`class`", [Lexeme(.backtickIdentifier, "`class`")]),
    LexCase("let `my name` = 2", [kw("let"), Lexeme(.backtickIdentifier, "`my name`"), equal, int("2")]),
    LexCase("`$`", [Lexeme(.backtickIdentifier, "`$`")]),
    LexCase(
      "$0 + $1.count",
      [Lexeme(.dollarIdentifier, "$0"), op("+"), Lexeme(.dollarIdentifier, "$1"), period, id("count")]),
    LexCase("$name", [Lexeme(.dollarIdentifier, "$name")]),
    LexCase("$", [Lexeme(.dollarIdentifier, "$")]),
    LexCase("_ = x", [Lexeme(.wildcard, "_"), equal, id("x")]),
    LexCase("__", [id("__")]),
    LexCase("lets funcs letter in_ selfish", [id("lets"), id("funcs"), id("letter"), id("in_"), id("selfish")]),
  ]

  @Test(arguments: cases)
  func identifiers(_ testCase: LexCase) {
    #expect(significantLexemes(testCase.source) == testCase.expected)
  }

  static let reserved = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
    "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
    "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
  ]

  @Test(arguments: reserved)
  func reservedKeywords(_ word: String) {
    #expect(significantLexemes(word) == [kw(word)])
    #expect(significantLexemes(word + "x") == [id(word + "x")])
  }

  static let contextual = [
    "actor", "any", "async", "some", "get", "set", "willSet", "didSet", "mutating", "nonisolated", "override",
    "convenience", "unowned", "weak", "lazy", "open", "package", "each", "consuming", "borrowing", "sending",
    "isolated", "macro", "Type", "Protocol", "indirect", "dynamic", "final", "required", "optional",
  ]

  @Test(arguments: contextual)
  func contextualKeywords(_ word: String) {
    #expect(significantLexemes(word) == [Lexeme(.contextualKeyword, word)])
  }

  static let attributeCases: [LexCase] = [
    LexCase(
      "@MainActor @Published var x",
      [Lexeme(.attribute, "@MainActor"), Lexeme(.attribute, "@Published"), kw("var"), id("x")]),
    LexCase(
      "@available(iOS 15, *)",
      [
        Lexeme(.attribute, "@available"), leftParen, id("iOS"), int("15"), Lexeme(.comma, ","), op("*"), rightParen,
      ]),
    LexCase(
      "@_spi(X) @objc", [Lexeme(.attribute, "@_spi"), leftParen, id("X"), rightParen, Lexeme(.attribute, "@objc")]),
    LexCase("@escaping", [Lexeme(.attribute, "@escaping")]),
    LexCase("@ x", [Lexeme(.unknown, "@"), id("x")]),
  ]

  @Test(arguments: attributeCases)
  func attributes(_ testCase: LexCase) {
    #expect(significantLexemes(testCase.source) == testCase.expected)
  }

  static let poundCases: [LexCase] = [
    LexCase("#if DEBUG\n#endif", [Lexeme(.poundKeyword, "#if"), id("DEBUG"), Lexeme(.poundKeyword, "#endif")]),
    LexCase(
      "#elseif os(iOS)",
      [Lexeme(.poundKeyword, "#elseif"), id("os"), leftParen, id("iOS"), rightParen]),
    LexCase("#else", [Lexeme(.poundKeyword, "#else")]),
    LexCase(
      "#selector(foo(_:))",
      [
        Lexeme(.poundKeyword, "#selector"), leftParen, id("foo"), leftParen, Lexeme(.wildcard, "_"),
        Lexeme(.colon, ":"), rightParen, rightParen,
      ]),
    LexCase(
      "#available(iOS 15, *)",
      [Lexeme(.poundKeyword, "#available"), leftParen, id("iOS"), int("15"), Lexeme(.comma, ","), op("*"), rightParen]),
    LexCase("#Preview { }", [Lexeme(.poundKeyword, "#Preview"), Lexeme(.leftBrace, "{"), Lexeme(.rightBrace, "}")]),
    LexCase(
      "#warning(\"x\")",
      [Lexeme(.poundKeyword, "#warning"), leftParen, quote, segment("x"), closeQuote, rightParen]),
    LexCase("#file", [Lexeme(.poundKeyword, "#file")]),
    LexCase("#expect(a)", [Lexeme(.poundKeyword, "#expect"), leftParen, id("a"), rightParen]),
    LexCase("# x", [Lexeme(.unknown, "#"), id("x")]),
  ]

  @Test(arguments: poundCases)
  func poundDirectivesAndMacros(_ testCase: LexCase) {
    #expect(significantLexemes(testCase.source) == testCase.expected)
  }

  @Test func editorPlaceholderIsOneIdentifier() {
    #expect(significantLexemes("foo(<#T##Int#>)") == [id("foo"), leftParen, id("<#T##Int#>"), rightParen])
  }
}
