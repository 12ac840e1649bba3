import Foundation
import Lexer
import TestSupport
import Testing

@Suite struct RobustnessTests {
  /// The Swift files under Fixtures/, sorted.
  static let fixtureFiles: [URL] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures")
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    let files = (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
    return files.sorted { $0.path < $1.path }
  }()

  /// Snippets full of the constructs most likely to confuse a lexer.
  static let snippets: [String] = [
    ###"let s = "a\("b\("c\(d)")")" + #"raw\#(x)"# + ##"a"#b"##"###,
    "let m = \"\"\"\n  line \\(x) \"\"\n  \"\"\"\nlet r = #\"\"\"\n  \"\"\" inside\n  \"\"\"#",
    "let re = /ab+c/; let d = a/b/c; foo(/a/); x = #/\n  (?<n>\\w+)\n  /#",
    "/* a /* b */ c */ /// doc\nlet ops = a<b && c>d; x?.y!; !flag; a ?? b; foo(&x); t.0.1; 1.description",
    "\u{FEFF}#!/usr/bin/swift\r\n@MainActor final class VM: ObservableObject { @Published var 🐶 = 0x1.8p3 }",
    "#if DEBUG\nlet `my name` = $0 + 1_000 <*> .init()\n#elseif os(iOS)\n#endif",
  ]

  static let noise: [UInt8] =
    Array(#""\/#()*`$@{}[].?!<>e0x_ "#.utf8) + [0x0A, 0x0D, 0x00, 0xFF, 0xC3, 0x80, 0xE2, 0x9F]

  @Test func fixturesExistAndRoundTrip() throws {
    #expect(!Self.fixtureFiles.isEmpty, "no Swift files found under Fixtures/")
    for url in Self.fixtureFiles {
      let bytes = [UInt8](try Data(contentsOf: url))
      expectWellFormed(bytes)
    }
  }

  @Test func tenThousandSeededMutationsRoundTrip() throws {
    var bases: [[UInt8]] = Self.snippets.map { Array($0.utf8) }
    for url in Self.fixtureFiles { bases.append([UInt8](try Data(contentsOf: url))) }
    var generator = SeededGenerator(state: 2026)
    var failures: [Int] = []
    for index in 0..<10_000 {
      var bytes = Self.window(of: bases[Int.random(in: 0..<bases.count, using: &generator)], using: &generator)
      for _ in 0..<Int.random(in: 1...4, using: &generator) { Self.mutate(&bytes, using: &generator) }
      if !Self.isWellFormed(bytes) { failures.append(index) }
    }
    #expect(failures.isEmpty, "mutations \(failures.prefix(10)) broke losslessness or tiling (seed 2026)")
  }

  /// At most 1.5 KB of `bytes`, from a random start, so the test stays fast.
  static func window(of bytes: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
    guard bytes.count > 1_500 else { return bytes }
    let start = Int.random(in: 0...(bytes.count - 1_500), using: &generator)
    return Array(bytes[start..<(start + 1_500)])
  }

  /// Deletes, inserts, duplicates or overwrites a random byte range.
  static func mutate(_ bytes: inout [UInt8], using generator: inout SeededGenerator) {
    let position = bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &generator)
    let length = Int.random(in: 1...8, using: &generator)
    switch Int.random(in: 0..<4, using: &generator) {
    case 0:
      bytes.removeSubrange(position..<min(bytes.count, position + length))
    case 1:
      let inserted = (0..<length).map { _ in noise.randomElement(using: &generator) ?? 0 }
      bytes.insert(contentsOf: inserted, at: position)
    case 2:
      let copied = Array(bytes[position..<min(bytes.count, position + length * 4)])
      bytes.insert(contentsOf: copied, at: Int.random(in: 0...bytes.count, using: &generator))
    default:
      for offset in position..<min(bytes.count, position + length) {
        bytes[offset] = UInt8.random(in: 0...255, using: &generator)
      }
    }
  }

  /// Lossless and tiled, checked without `#expect` so one summary assertion covers all mutations.
  static func isWellFormed(_ bytes: [UInt8]) -> Bool {
    let file = SourceFile(bytes: bytes)
    var offset: UInt32 = 0
    for token in file.tokens {
      guard token.start == offset, token.end > token.start else { return false }
      offset = token.end
    }
    return Int(offset) == bytes.count && file.diagnostics.allSatisfy { $0.offset >= 0 && $0.offset <= bytes.count }
  }
}
