import Foundation
import Testing

@testable import CLI

@Suite struct JSONStreamingTests {
  typealias Sample = PrettyJSONEncoderTests.Sample

  /// An array whose nested containers come after many items written in place (and after a flush), one of
  /// them filled after a later sibling.
  struct LateChildren: Encodable {
    let count: Int
    func encode(to encoder: any Encoder) throws {
      var list = encoder.unkeyedContainer()
      for index in 0..<count { try list.encode("item \(index)") }
      var nested = list.nestedUnkeyedContainer()
      let later = list.superEncoder()
      try list.encode(PrettyJSONEncoderTests.Interleaved())
      try nested.encode(1)
      try ["b": 2, "a": 1].encode(to: later)
    }
  }

  /// A root object of more than one flush of text, its keys out of order; `zz` is written last.
  struct Large<Last: Encodable>: Encodable {
    var samples: [Sample] = Array(repeating: Sample(text: PrettyJSONEncoderTests.everyByte), count: 400)
    var count = 7
    var late = LateChildren(count: 30_000)
    var missing: Int? = nil
    var zz: Last
    var alpha = [PrettyJSONEncoderTests.Interleaved()]
  }

  /// A root whose key appears twice.
  struct Twice: Encodable {
    enum Keys: String, CodingKey { case b, a }
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(1, forKey: .b)
      try container.encode([2], forKey: .a)
      try container.encode("3", forKey: .b)
    }
  }

  /// The pieces `JSONOutput.write` sends for `value`.
  static func pieces(_ value: some Encodable) throws -> [String] {
    var pieces: [String] = []
    try JSONOutput.write(value) { pieces.append(String(decoding: $0, as: UTF8.self)) }
    return pieces
  }

  @Test func largeRootObjectGoesOutInPiecesThatJoinToJSONEncodersText() throws {
    let value = Large(zz: "last")
    // The encoder itself, which throws where `JSONOutput` would finish with `JSONEncoder`.
    var pieces: [String] = []
    try PrettyJSONEncoder.write(value) { pieces.append(String(decoding: $0, as: UTF8.self)) }
    #expect(pieces.count > 2)
    #expect(pieces.allSatisfy { $0.utf8.count < 2 * JSONStreamWriter.flushSize })
    #expect(pieces.joined() == (try PrettyJSONEncoderTests.foundation(value)))
  }

  @Test func floatingPointAfterTheFirstPiecesIsFinishedByJSONEncoder() throws {
    let value = Large(zz: [1.5])
    let pieces = try Self.pieces(value)
    #expect(pieces.count > 2)
    #expect(pieces.joined() == (try PrettyJSONEncoderTests.foundation(value)))
  }

  @Test func objectsOfOneTypeWithDifferentKeysAreEachOrderedByTheirOwnKeys() throws {
    typealias Nested = PrettyJSONEncoderTests.Nested
    let value = (0..<6).map { index in
      index % 2 == 0 ? Nested(items: [index]) : Nested(names: ["b": 1, "a": 2], empty: .init(), flag: true)
    }
    #expect(try PrettyJSONEncoder.encodeLine(value) == PrettyJSONEncoderTests.foundation(value))
  }

  @Test(arguments: [0, 1, 2, 3])
  func rootsThatAreNotPlainObjectsAreWrittenWhole(_ shape: Int) throws {
    let sample = Sample(text: "x")
    let value: any Encodable =
      switch shape {
      case 0: [sample, sample]
      case 1: Twice()
      case 2: PrettyJSONEncoderTests.Manual()
      default: [String: Int]()
      }
    let pieces = try Self.pieces(value)
    #expect(pieces.count == 1)
    #expect(pieces.joined() == (try PrettyJSONEncoderTests.foundation(value)))
  }

  @Test(arguments: Golden.apps)
  func analyzeStreamsTheTextItEncodesWhole(_ app: String) throws {
    let path = Golden.fixtures.appendingPathComponent(app).path
    let (result, verb) = CommandLineTool.execute(["analyze", path, "--format", "json"])
    #expect(verb == "analyze")
    guard case .stream = result.output else {
      Issue.record("analyze --format json returned its output as one string")
      return
    }
    var whole = try AnalyzeCommand.annotated(path).result
    whole.models = [:]
    #expect(try result.output.collected() == JSONOutput.encode(whole))
  }
}
