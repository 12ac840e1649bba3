import Foundation
import Testing

@testable import CLI

@Suite struct PrettyJSONEncoderTests {
  struct Empty: Encodable {}

  struct Nested: Encodable {
    var items: [Int] = []
    var names: [String: Int] = [:]
    var empty: Empty? = nil
    var flag = false
  }

  struct Sample: Encodable {
    var text: String
    var number = -42
    var small: UInt8 = 200
    var on = true
    var missing: String? = nil
    var nested: [Nested] = [
      Nested(),
      Nested(
        items: [1, 2], names: ["x": 1, "B": 2, "a": 3, "a10": 4, "a9": 5, "_z": 6, "Z": 7], empty: Empty(), flag: true),
    ]
  }

  /// Encodes through nested and super containers, which synthesized conformances never use.
  struct Manual: Encodable {
    enum Keys: String, CodingKey { case inner, list }
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      var inner = container.nestedContainer(keyedBy: Keys.self, forKey: .inner)
      try inner.encodeNil(forKey: .list)
      var list = container.nestedUnkeyedContainer(forKey: .list)
      try list.encode("a")
      try list.encodeNil()
      var deeper = list.nestedUnkeyedContainer()
      try deeper.encode(true)
      try Empty().encode(to: container.superEncoder())
    }
  }

  /// Fills nested containers after later siblings were written, in and below an unsorted object.
  struct Interleaved: Encodable {
    enum Keys: String, CodingKey { case zeta, alpha, mid, list }
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      var zeta = container.nestedContainer(keyedBy: Keys.self, forKey: .zeta)
      try container.encode(1, forKey: .mid)
      var list = container.nestedUnkeyedContainer(forKey: .list)
      let later = list.superEncoder()
      try list.encode(Nested(items: [3], names: ["b": 1, "a": 2], empty: Empty(), flag: true))
      try zeta.encode("z", forKey: .list)
      try zeta.encode([Empty()], forKey: .alpha)
      try [["x"], []].encode(to: later)
      try container.encode([Nested()], forKey: .alpha)
    }
  }

  static var everyByte: String {
    var text = ""
    for value in 0..<0x80 { text.unicodeScalars.append(Unicode.Scalar(UInt8(value))) }
    return text + "é\u{2028}\u{FEFF}😀 a/b \\ \r\n"
  }

  static func foundation(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
  }

  static func ours(_ value: some Encodable) throws -> String {
    try PrettyJSONEncoder.encodeLine(value)
  }

  @Test func matchesJSONEncoderOnObjectsArraysAndEscapes() throws {
    let sample = Sample(text: Self.everyByte)
    #expect(try Self.ours(sample) == Self.foundation(sample))
    #expect(try Self.ours([sample, sample]) == Self.foundation([sample, sample]))
    #expect(try Self.ours(Manual()) == Self.foundation(Manual()))
    #expect(try Self.ours(Interleaved()) == Self.foundation(Interleaved()))
    #expect(try Self.ours([[Interleaved()]]) == Self.foundation([[Interleaved()]]))
    #expect(try Self.ours(["k": [String: Int]()]) == Self.foundation(["k": [String: Int]()]))
    #expect(try Self.ours([String?.none, "x"]) == Self.foundation([String?.none, "x"]))
  }

  @Test func leavesFloatingPointToJSONEncoder() throws {
    #expect(throws: PrettyJSONEncoder.Unsupported.self) { try PrettyJSONEncoder.encodeLine([1.5]) }
    #expect(try JSONOutput.encode(["x": 1.5]) == Self.foundation(["x": 1.5]))
  }
}
