import Testing

@testable import Rewrite

@Suite struct LineEndingTests {
  @Test(arguments: [
    ("a\nb\n", LineEnding?.some(.lf)),
    ("a\r\nb\r\n", .crlf),
    ("a\r\nb\r\nc\n", .crlf),
    ("a\nb\nc\r\n", .lf),
    ("no break", nil),
    ("", nil),
  ])
  func detects(_ text: String, _ expected: LineEnding?) {
    #expect(LineEnding.detect(in: Array(text.utf8)) == expected)
  }

  @Test(arguments: [
    ("a\nb\n", LineEnding.crlf, "a\r\nb\r\n"),
    ("a\r\nb\n", .crlf, "a\r\nb\r\n"),
    ("a\r\nb\r\n", .lf, "a\nb\n"),
    ("lone\rreturn\n", .crlf, "lone\rreturn\r\n"),
    ("none", .crlf, "none"),
  ])
  func converts(_ text: String, _ ending: LineEnding, _ expected: String) {
    #expect(ending.convert(text) == expected)
    #expect(ending.convert(ending.convert(text)) == expected)
  }

  @Test func mixedIsReported() {
    #expect(LineEnding.isMixed(Array("a\r\nb\n".utf8)))
    #expect(!LineEnding.isMixed(Array("a\r\nb\r\n".utf8)))
  }
}

@Suite struct IndentationUnitTests {
  @Test(arguments: [
    ("struct A {\n  var x: Int\n  func f() {\n    g()\n  }\n}\n", IndentationUnit?.some(.spaces(2))),
    ("struct A {\n    var x: Int\n    func f() {\n        g()\n    }\n}\n", .spaces(4)),
    ("struct A {\n\tvar x: Int\n\tfunc f() {\n\t\tg()\n\t}\n}\n", .tab),
    ("struct A {\r\n\tvar x: Int\r\n}\r\n", .tab),
    ("/**\n * doc\n */\nstruct A {\n    var x = 1\n}\n", .spaces(4)),
    ("let a = 1\nlet b = 2\n", nil),
  ])
  func detects(_ text: String, _ expected: IndentationUnit?) {
    #expect(IndentationUnit.detect(in: Array(text.utf8)) == expected)
  }

  @Test(arguments: [
    (IndentationUnit.tab, "a {\n\tb {\n\t\tc\n\t}\n}\n"),
    (.spaces(4), "a {\n    b {\n        c\n    }\n}\n"),
    (.spaces(2), "a {\n  b {\n    c\n  }\n}\n"),
  ])
  func reindentsFromTwoSpaces(_ unit: IndentationUnit, _ expected: String) {
    #expect(unit.reindent("a {\n  b {\n    c\n  }\n}\n") == expected)
    #expect(IndentationUnit.detect(in: Array(expected.utf8)) == unit)
  }

  @Test func reindentKeepsAlignmentRemainder() {
    #expect(IndentationUnit.tab.reindent("   x\n") == "\t x\n")
  }
}
