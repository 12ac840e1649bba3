import Lexer
import Testing

@testable import Outline

@Suite struct StructureCheckTests {
  struct Case: Sendable, CustomStringConvertible {
    let text: String
    let wellFormed: Bool
    var description: String { text }
  }

  static let cases: [Case] = [
    Case(text: "let a = f(x) { $0 }[1]", wellFormed: true),
    Case(text: "let a = f(x", wellFormed: false),
    Case(text: "let a = x)", wellFormed: false),
    Case(text: "f(]", wellFormed: false),
    Case(text: "{ ( }", wellFormed: false),
    Case(text: "{ [ ( ) ] }", wellFormed: true),
    Case(text: "a[b(c{d}e)f]g", wellFormed: true),
    Case(text: "((((a)))) (((b)", wellFormed: false),
    Case(text: "}", wellFormed: false),
    Case(text: "\"\\(a) and \\(b(c))\"", wellFormed: true),
    Case(text: "\"\\(a(\"", wellFormed: false),
    Case(text: "#if DEBUG\nf()\n#else\ng()\n#endif", wellFormed: true),
    Case(text: "#if DEBUG\nf()", wellFormed: false),
    Case(text: "f()\n#endif", wellFormed: false),
    Case(text: "let (a, b) = pair", wellFormed: true),
    Case(text: "let (a = b, c) = pair", wellFormed: false),
    Case(text: "var (a, (b = c)) = pair", wellFormed: true),
    Case(text: "if let (x) = y { }", wellFormed: true),
    Case(text: "let s = \"unterminated", wellFormed: false),
    Case(text: "/* open comment", wellFormed: false),
    Case(text: "", wellFormed: true),
  ]

  /// The one-pass check agrees with the full problem list on each case, and both with the expectation.
  @Test(arguments: cases) func balanceMatchesTheProblemList(_ item: Case) {
    let file = SourceFile(text: item.text)
    let full = file.diagnostics.isEmpty && StructureCheck.problems(in: TokenCursor(file: file)).isEmpty
    #expect(full == item.wellFormed)
    #expect(StructureCheck.isWellFormed(item.text) == item.wellFormed)
    if file.diagnostics.isEmpty, let quick = StructureCheck.balances(file) { #expect(quick == full) }
  }
}
