import Foundation

/// A root object written one field at a time in key order, so that each field's text can go out as it is
/// complete instead of the whole object waiting to be reordered: the value is encoded once to learn its keys, then
/// once per key with every other field skipped.
enum JSONRootFields {
  /// Writes `value` and a newline through `writer` when it is an object of distinct keys, each a plain field
  /// (no nested container or super encoder at the top); false, having written nothing, otherwise.
  static func write<Value: Encodable>(_ value: Value, through writer: JSONStreamWriter) throws -> Bool {
    let survey = JSONRootPass(selected: nil, writer: writer)
    try value.encode(to: JSONRootEncoder(pass: survey))
    guard survey.plain, !survey.keys.isEmpty else { return false }
    let segments = survey.keys.map { JSONStreamWriter.Segment(key: $0, start: 0, child: nil) }
    let order = JSONText.keyOrder(segments[...])
    guard order.count == segments.count else { return false }
    writer.bytes.append(contentsOf: [0x7B, 0x0A])
    for (place, position) in order.enumerated() {
      let key = survey.keys[position]
      writer.indent(1)
      JSONText.appendQuoted(key, to: &writer.bytes)
      writer.bytes.append(contentsOf: [0x20, 0x3A, 0x20])
      let pass = JSONRootPass(selected: key, writer: writer)
      try value.encode(to: JSONRootEncoder(pass: pass))
      // The second encoding must write the field the first one named, once.
      guard pass.plain, pass.written == 1 else { throw PrettyJSONEncoder.Unsupported() }
      writer.bytes.append(contentsOf: place == order.count - 1 ? [0x0A] : [0x2C, 0x0A])
      writer.flushIfComplete()
    }
    writer.bytes.append(contentsOf: [0x7D, 0x0A])
    writer.flush()
    return true
  }
}

/// One encoding of the root: the survey (`selected` nil) records the keys, a field pass writes the selected one.
final class JSONRootPass {
  let selected: String?
  let writer: JSONStreamWriter
  var keys: [String] = []
  /// Whether the root was a keyed container of plain fields only.
  var plain = true
  /// How many times the selected field was written.
  var written = 0

  init(selected: String?, writer: JSONStreamWriter) {
    self.selected = selected
    self.writer = writer
  }

  /// Records or writes the field `key`, whose text `write` appends at nesting 1.
  func field(_ key: String, _ write: () throws -> Void) rethrows {
    guard let selected else { return keys.append(key) }
    guard key == selected else { return }
    written += 1
    try write()
  }

  /// An encoder whose text is thrown away, for a root that is not a plain object (it is then written whole).
  func discarded() -> JSONStreamEncoder {
    plain = false
    let scratch = JSONStreamWriter()
    return JSONStreamEncoder(writer: scratch, frame: scratch.open(depth: 0), path: nil)
  }
}

/// The `Encoder` of one root pass.
struct JSONRootEncoder: Encoder {
  let pass: JSONRootPass
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(JSONRootContainer<Key>(pass: pass))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer { pass.discarded().unkeyedContainer() }

  func singleValueContainer() -> any SingleValueEncodingContainer { pass.discarded().singleValueContainer() }
}

/// The keyed container of a root pass: every field goes through `JSONRootPass.field`.
struct JSONRootContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let pass: JSONRootPass
  var codingPath: [any CodingKey] { [] }

  mutating func encodeNil(forKey key: Key) throws {
    pass.field(key.stringValue) { JSONText.appendNull(to: &pass.writer.bytes) }
  }
  mutating func encode(_ value: Bool, forKey key: Key) throws { try set(value, key) }
  mutating func encode(_ value: String, forKey key: Key) throws { try set(value, key) }
  mutating func encode(_ value: Double, forKey key: Key) throws { try set(value, key) }
  mutating func encode(_ value: Float, forKey key: Key) throws { try set(value, key) }
  mutating func encode(_ value: Int, forKey key: Key) throws { try set(value, key) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { try set(value, key) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { try set(value, key) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { try set(value, key) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { try set(value, key) }
  mutating func encode(_ value: UInt, forKey key: Key) throws { try set(value, key) }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { try set(value, key) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { try set(value, key) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { try set(value, key) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { try set(value, key) }
  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try set(value, key) }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
    -> KeyedEncodingContainer<NestedKey>
  {
    pass.discarded().container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    pass.discarded().unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder { pass.discarded() }

  mutating func superEncoder(forKey key: Key) -> any Encoder { pass.discarded() }

  /// Writes the field's value at nesting 1 when it is the selected one; an array's items on every core.
  private func set<T: Encodable>(_ value: T, _ key: Key) throws {
    try pass.field(key.stringValue) {
      if let items = value as? any JSONParallelItems {
        return try items.writeInParallel(depth: 1, through: pass.writer)
      }
      try pass.writer.write(value, depth: 1, path: JSONCodingPath(nil, key))
    }
  }
}
