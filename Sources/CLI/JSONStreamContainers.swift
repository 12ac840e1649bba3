import Foundation

/// The `Encoder` writing one value through a `JSONStreamWriter`.
struct JSONStreamEncoder: Encoder {
  let writer: JSONStreamWriter
  let frame: Int
  let path: JSONCodingPath?
  /// The nesting of the value, kept by its frame (three stored words keep the existential inline).
  var depth: Int { writer.depth(of: frame) }
  var codingPath: [any CodingKey] { JSONCodingPath.keys(of: path) }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if writer.begin(.object, frame) { writer.frames[frame].keyType = ObjectIdentifier(Key.self) }
    return KeyedEncodingContainer(JSONStreamKeyedContainer<Key>(writer: writer, frame: frame, path: path))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    writer.begin(.array, frame)
    return JSONStreamUnkeyedContainer(writer: writer, frame: frame, path: path)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    JSONStreamSingleValueContainer(writer: writer, frame: frame, path: path)
  }
}

/// The keyed container of an object being written.
struct JSONStreamKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let writer: JSONStreamWriter
  let frame: Int
  let path: JSONCodingPath?
  /// The nesting of the value, kept by its frame (three stored words keep the existential inline).
  var depth: Int { writer.depth(of: frame) }
  var codingPath: [any CodingKey] { JSONCodingPath.keys(of: path) }

  mutating func encodeNil(forKey key: Key) throws {
    guard writer.beginField(key.stringValue, in: frame) else { return }
    JSONText.appendNull(to: &writer.bytes)
    writer.endEntry()
  }
  mutating func encode(_ value: Bool, forKey key: Key) throws {
    guard writer.beginField(key.stringValue, in: frame) else { return }
    JSONText.appendBool(value, to: &writer.bytes)
    writer.endEntry()
  }
  mutating func encode(_ value: String, forKey key: Key) throws {
    guard writer.beginField(key.stringValue, in: frame) else { return }
    JSONText.appendQuoted(value, to: &writer.bytes)
    writer.endEntry()
  }
  mutating func encode(_ value: Double, forKey key: Key) throws { throw PrettyJSONEncoder.Unsupported() }
  mutating func encode(_ value: Float, forKey key: Key) throws { throw PrettyJSONEncoder.Unsupported() }
  mutating func encode(_ value: Int, forKey key: Key) throws { set(value, key) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { set(value, key) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { set(value, key) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { set(value, key) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { set(value, key) }
  mutating func encode(_ value: UInt, forKey key: Key) throws { set(value, key) }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { set(value, key) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { set(value, key) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { set(value, key) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { set(value, key) }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    guard writer.beginField(key.stringValue, in: frame) else { return }
    try writer.write(value, depth: depth + 1, path: JSONCodingPath(path, key))
    writer.endEntry()
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
    -> KeyedEncodingContainer<NestedKey>
  {
    child(named: key.stringValue, shape: .object).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    child(named: key.stringValue, shape: .array).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder { child(named: "super", shape: .none) }

  mutating func superEncoder(forKey key: Key) -> any Encoder { child(named: key.stringValue, shape: .none) }

  /// The encoder of a field whose value is written by its own writer, whenever its owner fills it.
  private func child(named name: String, shape: JSONShape) -> JSONStreamEncoder {
    let child = JSONStreamWriter.child(depth: depth + 1, shape: shape)
    _ = writer.beginField(name, in: frame, child: child)
    return JSONStreamEncoder(writer: child, frame: 0, path: path)
  }

  private func set(_ value: some BinaryInteger, _ key: Key) {
    guard writer.beginField(key.stringValue, in: frame) else { return }
    JSONText.appendInteger(value, to: &writer.bytes)
    writer.endEntry()
  }
}

/// The unkeyed container of an array being written.
struct JSONStreamUnkeyedContainer: UnkeyedEncodingContainer {
  let writer: JSONStreamWriter
  let frame: Int
  let path: JSONCodingPath?
  /// The nesting of the value, kept by its frame (three stored words keep the existential inline).
  var depth: Int { writer.depth(of: frame) }
  var codingPath: [any CodingKey] { JSONCodingPath.keys(of: path) }
  var count: Int { writer.itemCount(frame) }

  mutating func encodeNil() throws { append { JSONText.appendNull(to: &$0.bytes) } }
  mutating func encode(_ value: Bool) throws { append { JSONText.appendBool(value, to: &$0.bytes) } }
  mutating func encode(_ value: String) throws { append { JSONText.appendQuoted(value, to: &$0.bytes) } }
  mutating func encode(_ value: Double) throws { throw PrettyJSONEncoder.Unsupported() }
  mutating func encode(_ value: Float) throws { throw PrettyJSONEncoder.Unsupported() }
  mutating func encode(_ value: Int) throws { append { JSONText.appendInteger(value, to: &$0.bytes) } }
  mutating func encode(_ value: Int8) throws { append { JSONText.appendInteger(value, to: &$0.bytes) } }
  mutating func encode(_ value: Int16) throws { append { JSONText.appendInteger(value, to: &$0.bytes) } }
  mutating func encode(_ value: Int32) throws { append { JSONText.appendInteger(value, to: &$0.bytes) } }
  mutating func encode(_ value: Int64) throws { append { JSONText.appendInteger(value, to: &$0.bytes) } }
  mutating func encode(_ value: UInt) throws { append { JSONText.appendInteger(value, to: &$0.bytes) } }
  mutating func encode(_ value: UInt8) throws { append { JSONText.appendInteger(value, to: &$0.bytes) } }
  mutating func encode(_ value: UInt16) throws { append { JSONText.appendInteger(value, to: &$0.bytes) } }
  mutating func encode(_ value: UInt32) throws { append { JSONText.appendInteger(value, to: &$0.bytes) } }
  mutating func encode(_ value: UInt64) throws { append { JSONText.appendInteger(value, to: &$0.bytes) } }

  mutating func encode<T: Encodable>(_ value: T) throws {
    let index = JSONCodingPath(path, JSONIndexKey(intValue: count))
    guard writer.beginItem(in: frame) else { return }
    try writer.write(value, depth: depth + 1, path: index)
    writer.endEntry()
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    child(shape: .object).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { child(shape: .array).unkeyedContainer() }

  mutating func superEncoder() -> any Encoder { child(shape: .none) }

  /// Writes one scalar item.
  private func append(_ text: (JSONStreamWriter) -> Void) {
    guard writer.beginItem(in: frame) else { return }
    text(writer)
    writer.endEntry()
  }

  /// The encoder of an item written by its own writer, whenever its owner fills it.
  private func child(shape: JSONShape) -> JSONStreamEncoder {
    let child = JSONStreamWriter.child(depth: depth + 1, shape: shape)
    _ = writer.beginItem(in: frame, child: child)
    return JSONStreamEncoder(writer: child, frame: 0, path: path)
  }
}

/// The single-value container of a scalar being written (or of a value encoded in its place).
struct JSONStreamSingleValueContainer: SingleValueEncodingContainer {
  let writer: JSONStreamWriter
  let frame: Int
  let path: JSONCodingPath?
  /// The nesting of the value, kept by its frame (three stored words keep the existential inline).
  var depth: Int { writer.depth(of: frame) }
  var codingPath: [any CodingKey] { JSONCodingPath.keys(of: path) }

  mutating func encodeNil() throws { set { JSONText.appendNull(to: &$0.bytes) } }
  mutating func encode(_ value: Bool) throws { set { JSONText.appendBool(value, to: &$0.bytes) } }
  mutating func encode(_ value: String) throws { set { JSONText.appendQuoted(value, to: &$0.bytes) } }
  mutating func encode(_ value: Double) throws { throw PrettyJSONEncoder.Unsupported() }
  mutating func encode(_ value: Float) throws { throw PrettyJSONEncoder.Unsupported() }
  mutating func encode(_ value: Int) throws { set { JSONText.appendInteger(value, to: &$0.bytes) } }
  mutating func encode(_ value: Int8) throws { set { JSONText.appendInteger(value, to: &$0.bytes) } }
  mutating func encode(_ value: Int16) throws { set { JSONText.appendInteger(value, to: &$0.bytes) } }
  mutating func encode(_ value: Int32) throws { set { JSONText.appendInteger(value, to: &$0.bytes) } }
  mutating func encode(_ value: Int64) throws { set { JSONText.appendInteger(value, to: &$0.bytes) } }
  mutating func encode(_ value: UInt) throws { set { JSONText.appendInteger(value, to: &$0.bytes) } }
  mutating func encode(_ value: UInt8) throws { set { JSONText.appendInteger(value, to: &$0.bytes) } }
  mutating func encode(_ value: UInt16) throws { set { JSONText.appendInteger(value, to: &$0.bytes) } }
  mutating func encode(_ value: UInt32) throws { set { JSONText.appendInteger(value, to: &$0.bytes) } }
  mutating func encode(_ value: UInt64) throws { set { JSONText.appendInteger(value, to: &$0.bytes) } }

  mutating func encode<T: Encodable>(_ value: T) throws {
    guard writer.begin(.scalar, frame) else { return }
    try writer.write(value, depth: depth, path: path)
  }

  /// Writes the scalar, once.
  private func set(_ text: (JSONStreamWriter) -> Void) {
    guard writer.begin(.scalar, frame) else { return }
    text(writer)
  }
}

/// The coding key of an array element.
struct JSONIndexKey: CodingKey {
  var stringValue: String { "Index \(intValue ?? 0)" }
  var intValue: Int?
  init(intValue: Int) { self.intValue = intValue }
  init?(stringValue: String) { nil }
}
