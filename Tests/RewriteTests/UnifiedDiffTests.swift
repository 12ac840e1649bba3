import Foundation
import Testing

@testable import Rewrite

/// A pair of file versions to diff.
struct DiffCase: CustomTestStringConvertible, Sendable {
  let name: String
  let old: String
  let new: String
  var testDescription: String { name }
}

private func numbered(_ range: ClosedRange<Int>, changing changed: Set<Int> = [], dropping dropped: Set<Int> = [])
  -> String
{
  range.filter { !dropped.contains($0) }.map { changed.contains($0) ? "line \($0) changed\n" : "line \($0)\n" }
    .joined()
}

let diffCases: [DiffCase] = [
  DiffCase(name: "one line changed", old: "a\nb\nc\n", new: "a\nB\nc\n"),
  DiffCase(name: "insert at start", old: "a\nb\n", new: "z\na\nb\n"),
  DiffCase(name: "append at end", old: "a\nb\n", new: "a\nb\nc\n"),
  DiffCase(name: "delete everything", old: "a\nb\n", new: ""),
  DiffCase(name: "from empty", old: "", new: "a\nb\n"),
  DiffCase(name: "no newline at end, both", old: "a\nb", new: "a\nc"),
  DiffCase(name: "newline added at end", old: "a\nb", new: "a\nb\n"),
  DiffCase(name: "newline removed at end", old: "a\nb\n", new: "a\nb"),
  DiffCase(name: "far apart changes make two hunks", old: numbered(1...30), new: numbered(1...30, changing: [5, 25])),
  DiffCase(name: "gap of 6 joins hunks", old: numbered(1...30), new: numbered(1...30, changing: [10, 17])),
  DiffCase(name: "gap of 7 splits hunks", old: numbered(1...30), new: numbered(1...30, changing: [10, 18])),
  DiffCase(name: "deletion in the middle", old: numbered(1...20), new: numbered(1...20, dropping: [8, 9, 10])),
  DiffCase(name: "pure insertion in the middle", old: numbered(1...20, dropping: [11, 12]), new: numbered(1...20)),
  DiffCase(name: "change near the start", old: numbered(1...10), new: numbered(1...10, changing: [1])),
  DiffCase(name: "change near the end", old: numbered(1...10), new: numbered(1...10, changing: [10])),
  DiffCase(name: "CRLF lines", old: "a\r\nb\r\nc\r\n", new: "a\r\nB\r\nc\r\n"),
  DiffCase(
    name: "swift import and struct",
    old:
      "import SwiftUI\n\nstruct V: View {\n  @StateObject var model = VM()\n  var body: some View {\n    Text(model.t)\n  }\n}\n",
    new:
      "import ComposableArchitecture\nimport SwiftUI\n\nstruct V: View {\n  let store: StoreOf<F>\n  var body: some View {\n    Text(store.t)\n  }\n}\n"
  ),
  DiffCase(name: "unicode content", old: "let s = \"héllo\"\n", new: "let s = \"héllo wörld\"\n"),
]

@Suite struct UnifiedDiffTests {
  @Test(arguments: diffCases)
  func matchesGNUDiff(_ diffCase: DiffCase) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let oldPath = try directory.write("old", diffCase.old)
    let newPath = try directory.write("new", diffCase.new)
    let expected = try run("/usr/bin/diff", ["-u", "--label", "a/f", "--label", "b/f", oldPath, newPath])
    let actual = UnifiedDiff.render(
      old: Array(diffCase.old.utf8), new: Array(diffCase.new.utf8), oldLabel: "a/f", newLabel: "b/f")
    #expect(expected.status == 1)
    #expect(String(decoding: actual, as: UTF8.self) == String(decoding: expected.output, as: UTF8.self))
  }

  @Test func newFileIsDiffedAgainstDevNull() {
    let text = UnifiedDiff.render(path: "Sources/AFeature.swift", old: nil, new: Array("a\nb".utf8))
    #expect(
      text == "--- /dev/null\n+++ b/Sources/AFeature.swift\n@@ -0,0 +1,2 @@\n+a\n+b\n\\ No newline at end of file\n")
  }

  @Test func equalFilesGiveNoDiff() {
    #expect(UnifiedDiff.render(path: "x", old: Array("a\n".utf8), new: Array("a\n".utf8)).isEmpty)
  }

  @Test func handCheckedSingleLineChange() {
    let text = UnifiedDiff.render(path: "f.swift", old: Array("a\nb\nc\n".utf8), new: Array("a\nx\nc\n".utf8))
    #expect(text == "--- a/f.swift\n+++ b/f.swift\n@@ -1,3 +1,3 @@\n a\n-b\n+x\n c\n")
  }

  /// Pseudo-random edits: our diff applied with `patch` rebuilds the new file, and is as short as GNU's minimal diff.
  @Test(arguments: 0..<40)
  func roundTripsThroughPatchAndIsMinimal(_ seed: Int) throws {
    var generator = SplitMix(seed: UInt64(seed))
    let alphabet = ["a\n", "b\n", "c\n", "}\n", "\n", "  x\n"]
    let old = (0..<Int(generator.next() % 40)).map { _ in alphabet[Int(generator.next() % 6)] }
    var new = old
    for _ in 0..<Int(generator.next() % 8) {
      let position = new.isEmpty ? 0 : Int(generator.next() % UInt64(new.count))
      switch generator.next() % 3 {
      case 0: new.insert(alphabet[Int(generator.next() % 6)], at: position)
      case 1: if !new.isEmpty { new.remove(at: position) }
      default: if !new.isEmpty { new[position] = alphabet[Int(generator.next() % 6)] }
      }
    }
    let oldBytes = Array(old.joined().utf8)
    let newBytes = Array(new.joined().utf8)
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("f", bytes: oldBytes)
    let newPath = try directory.write("new", bytes: newBytes)
    let ours = UnifiedDiff.render(old: oldBytes, new: newBytes, oldLabel: "a/f", newLabel: "b/f")
    if oldBytes == newBytes {
      #expect(ours.isEmpty)
      return
    }
    try directory.write("ours.patch", bytes: ours)
    let patched = try run("/usr/bin/patch", ["-s", "-p1", "-i", directory.file("ours.patch")], in: directory.path)
    #expect(patched.status == 0)
    #expect(directory.read("f") == newBytes)
    let reference = try directory.write("old", bytes: oldBytes)
    let gnuMinimal = try run("/usr/bin/diff", ["--minimal", "-u", reference, newPath])
    #expect(changedLineCount(ours) == changedLineCount(gnuMinimal.output))
  }
}

extension UnifiedDiffTests {
  /// Files differing in more lines than the search limit still get a correct (if not minimal) diff, quickly.
  @Test func beyondTheSearchLimitTheDiffStillPatchesCorrectly() throws {
    let old = (0..<3_000).map { "old line \($0)\n" }.joined()
    let new = (0..<3_000).map { $0 % 3 == 0 ? "old line \($0)\n" : "new line \($0)\n" }.joined()
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("f", old)
    let clock = ContinuousClock()
    var diff: [UInt8] = []
    let elapsed = clock.measure {
      diff = UnifiedDiff.render(old: Array(old.utf8), new: Array(new.utf8), oldLabel: "a/f", newLabel: "b/f")
    }
    #expect(elapsed < .seconds(10))
    try directory.write("big.patch", bytes: diff)
    let patched = try run("/usr/bin/patch", ["-s", "-p1", "-i", directory.file("big.patch")], in: directory.path)
    #expect(patched.status == 0)
    #expect(directory.read("f") == Array(new.utf8))
  }
}

private func changedLineCount(_ diff: [UInt8]) -> Int {
  UnifiedDiff.splitLines(diff).dropFirst(2).filter { $0.first == 0x2B || $0.first == 0x2D }.count
}

/// A small deterministic pseudo-random generator for reproducible test cases.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
