import Analysis
import Foundation
import Testing

@testable import CLI

@Suite struct JSONParallelItemsTests {
  /// A root like the analysis': arrays of items written on every core between plain fields.
  struct Root: Encodable {
    var name = "root"
    var diagnostics: [Diagnostic]
    var owners: [Owner] = []
  }

  static func diagnostics(_ count: Int) -> [Diagnostic] {
    (0..<count).map { index in
      Diagnostic(
        file: "Sources/F\(index % 7).swift", line: index + 1, column: index % 3, severity: .warning,
        message: "finding \(index): \"quoted\" / slash\ttab é", code: index.isMultiple(of: 2) ? "a" : "b")
    }
  }

  @Test(arguments: [0, 1, 2, 31, 32, 33, 2_047, 2_048, 2_049, 5_000])
  func itemsWrittenOnEveryCoreJoinToJSONEncodersText(count: Int) throws {
    let value = Root(diagnostics: Self.diagnostics(count))
    var pieces: [String] = []
    try PrettyJSONEncoder.write(value) { pieces.append(String(decoding: $0, as: UTF8.self)) }
    #expect(pieces.joined() == (try PrettyJSONEncoderTests.foundation(value)))
  }

  @Test func largeArraysGoOutInPieces() throws {
    var pieces: [Int] = []
    try PrettyJSONEncoder.write(Root(diagnostics: Self.diagnostics(20_000))) { pieces.append($0.count) }
    #expect(pieces.count > 3)
    #expect(pieces.allSatisfy { $0 < 2 * JSONStreamWriter.flushSize })
  }
}
