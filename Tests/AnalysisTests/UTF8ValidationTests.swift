import Testing

@testable import Analysis

@Suite struct UTF8ValidationTests {
  /// Byte strings at each edge of table 3-7, valid and not, in ASCII runs longer and shorter than eight bytes.
  static let cases: [[UInt8]] = [
    [], Array("plain ASCII, longer than eight bytes".utf8), Array("é → ✓ 🙂 in text".utf8),
    [0x7F], [0x80], [0xC1, 0xBF], [0xC2, 0x80], [0xDF, 0xBF], [0xDF], [0xE0, 0x9F, 0x80], [0xE0, 0xA0, 0x80],
    [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xEF, 0xBF, 0xBF], [0xEF, 0xBF], [0xF0, 0x8F, 0x80, 0x80],
    [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80],
    [0xFF], Array("0123456789".utf8) + [0xC3] + Array("0123456789".utf8),
    Array("0123456".utf8) + [0xE2, 0x86, 0x92] + Array("abcdefghij".utf8),
  ]

  @Test(arguments: cases)
  func agreesWithTheStandardLibrary(bytes: [UInt8]) {
    #expect(UTF8Validation.isValid(bytes) == (String(validating: bytes, as: UTF8.self) != nil))
  }

  /// Concatenations of the cases: sequences split across the eight-byte steps, cut short or joined to others.
  @Test func agreesOnConcatenations() {
    var state: UInt64 = 7
    for _ in 0..<2_000 {
      var bytes: [UInt8] = []
      for _ in 0..<3 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        bytes += Self.cases[Int(state >> 33) % Self.cases.count]
      }
      #expect(UTF8Validation.isValid(bytes) == (String(validating: bytes, as: UTF8.self) != nil), "\(bytes)")
    }
  }
}
