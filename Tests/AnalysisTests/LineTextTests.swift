import Foundation
import Testing

@testable import Analysis

@Suite struct LineTextTests {
  /// Texts where bytes and Characters agree, and where they do not (CR LF, combining marks, non-ASCII).
  static let texts = [
    "", "Feature.ViewModel", "a..b.", ".lead", "Array<Int>.Element", "one\ntwo\n\nthree", "cr\r\nlf\r\n",
    "é.Ü/x", "a.\u{301}b<\u{301}c", "path/to/Tests/File.swift", "<", "\r\n.\r", "x(y[z])",
  ]
  static let separators: [UInt8] = [0x2E, 0x0A, 0x2F, 0x3C, 0x0D]

  @Test(arguments: texts) func splitMatchesTheCharacterSplit(_ text: String) {
    for separator in Self.separators {
      let character = Character(Unicode.Scalar(separator))
      for omitting in [true, false] {
        let expected = text.split(separator: character, omittingEmptySubsequences: omitting).map(String.init)
        #expect(LineText.split(text, at: separator, omittingEmpty: omitting).map(String.init) == expected)
      }
      let index = LineText.firstIndex(of: separator, in: text)
      #expect(index.map { String(text[..<$0]) } == text.firstIndex(of: character).map { String(text[..<$0]) })
    }
  }

  @Test(arguments: texts + ["a\u{0B}b\u{0C}c", "x\u{2028}y\u{85}z"])
  func newlineSplitMatchesTheCharacterSplit(_ text: String) {
    let expected = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
    #expect(LineText.newlineSplit(text).map(String.init) == expected)
  }

  @Test(arguments: texts + ["  \tcode", " \u{301}x", "\t\r\n", "   ", "\t é"])
  func indentationMatchesTheCharacterScan(_ text: String) {
    #expect(String(LineText.indentation(of: text)) == String(text.prefix { $0 == " " || $0 == "\t" }))
    #expect(String(LineText.unindented(text)) == String(text.drop { $0 == " " || $0 == "\t" }))
  }

  @Test(arguments: texts + ["  \t code \t ", "\u{A0} a \u{3000}", "\t\r\n", "   ", "\t é\t", "a\u{2003}", "\u{2003}"])
  func trimmedMatchesFoundation(_ text: String) {
    #expect(String(LineText.trimmed(text)) == text.trimmingCharacters(in: .whitespaces))
    #expect(String(LineText.trimmedLines(text)) == text.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  @Test(arguments: texts + ["\r", "plain ascii", "\u{7F}", "é"])
  func isPlainASCIIIsEveryByteBelow128AndNoCarriageReturn(_ text: String) {
    #expect(LineText.isPlainASCII(text) == text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D })
  }

  /// Base type names of ASCII text (found by bytes), and of the same text with a non-ASCII generic argument after
  /// everything the name keeps (found by Characters).
  @Test(arguments: [
    ("Item", "Item"), ("any Repository", "Repository"), ("  some  View ", "View"), ("inout [Int]", "[Int]"),
    ("Combine.AnyPublisher<Int, Never>", "AnyPublisher"), ("@MainActor Store?", "Store"), ("Box<T>!?", "Box"),
    ("Reader & Writer", "Reader"), ("Foundation.Data", "Data"), ("Outer.Inner", "Outer.Inner"), ("", ""),
    ("any @Sendable Handler", "Handler"), ("@Sendable any Handler", "any Handler"), ("\tCount ?", "Count"),
  ])
  func baseNamesByBytesMatchTheCharacterPath(written: String, expected: String) {
    #expect(TypeIndex.baseName(written) == expected)
    #expect(TypeIndex.baseName(written + "<é>") == expected)
  }

  @Test func baseNamesTrimNonASCIIWhitespace() {
    #expect(TypeIndex.baseName("\u{A0}Item\u{A0}") == "Item")
  }

  @Test(arguments: texts) func isAnyMatchesStringContains(_ text: String) {
    for character in text {
      for set in ["([<", ")]>", "\n.", "/\r"] {
        #expect(LineText.isAny(of: set, character) == set.contains(character))
      }
    }
  }

  @Test(arguments: [
    ("send(.a) send(.b)", "send(.", [0, 9]), ("aaa", "aa", [0, 1]), ("x", "xy", []), ("ab", "b", [1]),
    ("", "a", []), ("héllo é", "é", [1, 7]),
  ])
  func occurrencesAreEveryStartOfTheNeedle(text: String, needle: String, starts: [Int]) {
    var (text, needle) = (text, needle)
    var found: [Int] = []
    let accepted = needle.withUTF8 { needle in
      text.withUTF8 { haystack in
        LineText.occurrence(of: needle, in: haystack) { index in
          found.append(index)
          return false
        }
      }
    }
    #expect(!accepted)
    #expect(found == starts)
    let bytes = Array(text.utf8)
    let naive = bytes.indices.filter { bytes[$0...].starts(with: needle.utf8) }
    #expect(found == naive)
  }
}
