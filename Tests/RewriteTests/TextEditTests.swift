import Testing

@testable import Rewrite

/// Edits applied to a text and the expected result.
struct EditCase: CustomTestStringConvertible, Sendable {
  let name: String
  let original: String
  let edits: [TextEdit]
  let expected: String
  var testDescription: String { name }
}

let editCases: [EditCase] = [
  EditCase(name: "no edits", original: "abc", edits: [], expected: "abc"),
  EditCase(
    name: "replace middle", original: "let x = 1", edits: [TextEdit(range: 4..<5, text: "y")], expected: "let y = 1"),
  EditCase(name: "insert at start", original: "b", edits: [.insert("a", at: 0)], expected: "ab"),
  EditCase(name: "insert at end", original: "a", edits: [.insert("b", at: 1)], expected: "ab"),
  EditCase(name: "delete", original: "abc", edits: [TextEdit(range: 1..<2, text: "")], expected: "ac"),
  EditCase(
    name: "unsorted edits are ordered",
    original: "one two three",
    edits: [TextEdit(range: 8..<13, text: "3"), TextEdit(range: 0..<3, text: "1")],
    expected: "1 two 3"),
  EditCase(
    name: "adjacent edits do not overlap",
    original: "abcd",
    edits: [TextEdit(range: 0..<2, text: "X"), TextEdit(range: 2..<4, text: "Y")],
    expected: "XY"),
  EditCase(
    name: "insertions at one offset keep their order",
    original: "ab",
    edits: [.insert("1", at: 1), .insert("2", at: 1)],
    expected: "a12b"),
  EditCase(
    name: "insertion before a replacement at the same offset",
    original: "abc",
    edits: [TextEdit(range: 1..<2, text: "B"), .insert("+", at: 1)],
    expected: "a+Bc"),
  EditCase(
    name: "multi-byte UTF-8 kept", original: "é = 1", edits: [TextEdit(range: 5..<6, text: "2")], expected: "é = 2"),
]

@Suite struct TextEditTests {
  @Test(arguments: editCases)
  func appliesEdits(_ editCase: EditCase) throws {
    let result = try TextEdit.apply(editCase.edits, to: Array(editCase.original.utf8))
    #expect(String(decoding: result, as: UTF8.self) == editCase.expected)
  }

  @Test(arguments: [
    [TextEdit(range: 0..<3, text: "x"), TextEdit(range: 2..<4, text: "y")],
    [TextEdit(range: 1..<3, text: "x"), TextEdit(range: 2..<2, text: "y")],
    [TextEdit(range: 0..<4, text: "x"), TextEdit(range: 1..<2, text: "y")],
  ])
  func overlappingEditsThrow(_ edits: [TextEdit]) {
    #expect(throws: RewriteError.self) { try TextEdit.apply(edits, to: Array("abcdef".utf8)) }
  }

  @Test func outOfBoundsEditThrows() {
    #expect(throws: RewriteError.editOutOfBounds(range: 2..<9, count: 3)) {
      try TextEdit.apply([TextEdit(range: 2..<9, text: "")], to: Array("abc".utf8))
    }
  }

  /// Random non-overlapping edits: every byte between edits is kept, in order, and each replacement lands in place.
  @Test(arguments: 0..<25)
  func bytesOutsideEditsAreUntouched(_ seed: Int) throws {
    var generator = SplitMix(seed: UInt64(seed) + 1000)
    let original = (0..<200).map { _ in UInt8(generator.next() % 256) }
    var cuts = (0..<8).map { _ in Int(generator.next() % 201) }.sorted()
    if cuts.count % 2 == 1 { cuts.removeLast() }
    var edits: [TextEdit] = []
    for pair in stride(from: 0, to: cuts.count, by: 2) {
      edits.append(TextEdit(range: cuts[pair]..<cuts[pair + 1], replacement: [0xEE, UInt8(pair)]))
    }
    let result = try TextEdit.apply(edits.shuffled(using: &generator), to: original)
    var expected: [UInt8] = []
    var cursor = 0
    for edit in edits {
      expected += original[cursor..<edit.range.lowerBound] + edit.replacement
      cursor = edit.range.upperBound
    }
    expected += original[cursor...]
    #expect(result == expected)
  }
}
