import Lexer
import Testing

/// Contextual keywords are names wherever the tokens around them say so (`left += 1`, `copy()`, `x.open`), and stay
/// keywords in their own positions (`[weak self]`, `async let`, `{ get set }`).
@Suite struct ContextualNameTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let source: String
    /// The kind of each contextual-keyword word in `source`, in order.
    let kinds: [TokenKind]

    init(_ source: String, _ kinds: [TokenKind]) {
      self.source = source
      self.kinds = kinds
    }

    var testDescription: String { source.debugDescription }
  }

  static let name = TokenKind.identifier
  static let keyword = TokenKind.contextualKeyword

  static let cases: [Case] = [
    // Names: members, declared names, assignment targets, calls, operands, labels, closure parameters.
    Case("viewModel.open = true", [name]),
    Case("return .none", [name]),
    Case("@Published var left = 0", [name]),
    Case("func set(enabled: Bool) {}", [name]),
    Case("func copy() {}", [name]),
    Case("left += 1", [name]),
    Case("open.toggle()", [name]),
    Case("set(enabled: isOn)", [name]),
    Case("copy()", [name]),
    Case("f(left, right)", [name, name]),
    Case("f(prefix: 1)", [name]),
    Case("prefix[0]", [name]),
    Case("let x = open ?? false", [name]),
    Case("items.map { left in left + 1 }", [name, name]),
    Case("x = left\nfoo()", [name]),
    Case("{ return right }", [name]),
    Case("case left:", [name]),
    Case("for right in items {}", [name]),
    // Keywords in their own positions.
    Case("[weak self] in", [keyword]),
    Case("async let x = f()", [keyword]),
    Case("{ () async in }", [keyword]),
    Case("var x: Int { get set }", [keyword, keyword]),
    Case("var x: Int { get { 1 } set(value) { } }", [keyword, keyword]),
    Case("didSet(old) { }", [keyword]),
    Case("nonisolated(unsafe) let service = S()", [keyword]),
    Case("unowned(safe) let s = t", [keyword]),
    Case("package(set) var x = 1", [keyword, keyword]),
    Case("var body: some View", [keyword]),
    Case("let p: any P", [keyword]),
    Case("lazy var x = 1", [keyword]),
    Case("override func f() {}", [keyword]),
    Case("let t: Int.Type = Int.self", [keyword]),
    Case("prefix operator +++", [keyword]),
    Case("mutating func f()", [keyword]),
  ]

  @Test(arguments: cases)
  func contextualWordsAreNamesOnlyWhereTheyMustBe(_ example: Case) {
    let words = Set(
      [
        "open", "none", "left", "right", "set", "get", "copy", "prefix", "weak", "async", "didSet", "nonisolated",
        "unowned", "package", "some", "any", "lazy", "override", "Type", "mutating",
      ])
    let kinds = lexemes(example.source).filter { words.contains($0.text) }.map(\.kind)
    #expect(kinds == example.kinds)
  }
}
