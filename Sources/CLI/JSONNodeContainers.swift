/// The keyed container of a `JSONNode` object.
struct JSONKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: JSONNode
  let path: JSONCodingPath?
  var codingPath: [any CodingKey] { JSONCodingPath.keys(of: path) }

  mutating func encodeNil(forKey key: Key) throws { node.set(key.stringValue, .text(JSONScalar.null)) }
  mutating func encode(_ value: Bool, forKey key: Key) throws {
    node.set(key.stringValue, .text(JSONScalar.bool(value)))
  }
  mutating func encode(_ value: String, forKey key: Key) throws {
    node.set(key.stringValue, .text(JSONNode.quoted(value)))
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
    node.set(
      key.stringValue, try JSONNode.member(of: value, depth: node.depth + 1, path: JSONCodingPath(path, key)))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
    -> KeyedEncodingContainer<NestedKey>
  {
    let child = JSONNode(depth: node.depth + 1)
    node.set(key.stringValue, .node(child))
    return JSONNodeEncoder(node: child, path: JSONCodingPath(path, key)).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let child = JSONNode(depth: node.depth + 1)
    node.set(key.stringValue, .node(child))
    return JSONNodeEncoder(node: child, path: JSONCodingPath(path, key)).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder { superEncoder(named: "super") }

  mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(named: key.stringValue) }

  private func superEncoder(named name: String) -> any Encoder {
    let child = JSONNode(depth: node.depth + 1)
    node.set(name, .node(child))
    return JSONNodeEncoder(node: child, path: path)
  }

  private func set(_ value: some BinaryInteger, _ key: Key) {
    node.set(key.stringValue, .text(JSONScalar.integer(value)))
  }
}

/// The unkeyed container of a `JSONNode` array.
struct JSONUnkeyedContainer: UnkeyedEncodingContainer {
  let node: JSONNode
  let path: JSONCodingPath?
  var codingPath: [any CodingKey] { JSONCodingPath.keys(of: path) }
  var count: Int { node.items.count }

  mutating func encodeNil() throws { node.append(.text(JSONScalar.null)) }
  mutating func encode(_ value: Bool) throws { node.append(.text(JSONScalar.bool(value))) }
  mutating func encode(_ value: String) throws { node.append(.text(JSONNode.quoted(value))) }
  mutating func encode(_ value: Double) throws { throw PrettyJSONEncoder.Unsupported() }
  mutating func encode(_ value: Float) throws { throw PrettyJSONEncoder.Unsupported() }
  mutating func encode(_ value: Int) throws { node.append(.text(JSONScalar.integer(value))) }
  mutating func encode(_ value: Int8) throws { node.append(.text(JSONScalar.integer(value))) }
  mutating func encode(_ value: Int16) throws { node.append(.text(JSONScalar.integer(value))) }
  mutating func encode(_ value: Int32) throws { node.append(.text(JSONScalar.integer(value))) }
  mutating func encode(_ value: Int64) throws { node.append(.text(JSONScalar.integer(value))) }
  mutating func encode(_ value: UInt) throws { node.append(.text(JSONScalar.integer(value))) }
  mutating func encode(_ value: UInt8) throws { node.append(.text(JSONScalar.integer(value))) }
  mutating func encode(_ value: UInt16) throws { node.append(.text(JSONScalar.integer(value))) }
  mutating func encode(_ value: UInt32) throws { node.append(.text(JSONScalar.integer(value))) }
  mutating func encode(_ value: UInt64) throws { node.append(.text(JSONScalar.integer(value))) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    let index = JSONCodingPath(path, JSONIndexKey(intValue: node.items.count))
    node.append(try JSONNode.member(of: value, depth: node.depth + 1, path: index))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    JSONNodeEncoder(node: appendedChild(), path: path).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    JSONNodeEncoder(node: appendedChild(), path: path).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder { JSONNodeEncoder(node: appendedChild(), path: path) }

  private func appendedChild() -> JSONNode {
    let child = JSONNode(depth: node.depth + 1)
    node.append(.node(child))
    return child
  }
}

/// The single-value container of a scalar `JSONNode` (or one holding a whole encoded value).
struct JSONSingleValueContainer: SingleValueEncodingContainer {
  let node: JSONNode
  let path: JSONCodingPath?
  var codingPath: [any CodingKey] { JSONCodingPath.keys(of: path) }

  mutating func encodeNil() throws { set(JSONScalar.null) }
  mutating func encode(_ value: Bool) throws { set(JSONScalar.bool(value)) }
  mutating func encode(_ value: String) throws { set(JSONNode.quoted(value)) }
  mutating func encode(_ value: Double) throws { throw PrettyJSONEncoder.Unsupported() }
  mutating func encode(_ value: Float) throws { throw PrettyJSONEncoder.Unsupported() }
  mutating func encode(_ value: Int) throws { set(JSONScalar.integer(value)) }
  mutating func encode(_ value: Int8) throws { set(JSONScalar.integer(value)) }
  mutating func encode(_ value: Int16) throws { set(JSONScalar.integer(value)) }
  mutating func encode(_ value: Int32) throws { set(JSONScalar.integer(value)) }
  mutating func encode(_ value: Int64) throws { set(JSONScalar.integer(value)) }
  mutating func encode(_ value: UInt) throws { set(JSONScalar.integer(value)) }
  mutating func encode(_ value: UInt8) throws { set(JSONScalar.integer(value)) }
  mutating func encode(_ value: UInt16) throws { set(JSONScalar.integer(value)) }
  mutating func encode(_ value: UInt32) throws { set(JSONScalar.integer(value)) }
  mutating func encode(_ value: UInt64) throws { set(JSONScalar.integer(value)) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    switch try JSONNode.member(of: value, depth: node.depth, path: path) {
    case .text(let text): set(text)
    case .node(let child):
      node.shape = child.shape
      node.scalar = child.scalar
      node.fields = child.fields
      node.items = child.items
    }
  }

  private func set(_ text: [UInt8]) {
    node.shape = .scalar
    node.scalar = text
  }
}

/// Literal texts of JSON scalars.
enum JSONScalar {
  static let null = Array("null".utf8)
  static func bool(_ value: Bool) -> [UInt8] { Array((value ? "true" : "false").utf8) }
  static func integer(_ value: some BinaryInteger) -> [UInt8] { Array(String(value).utf8) }
}

/// The coding key of an array element.
struct JSONIndexKey: CodingKey {
  var stringValue: String { "Index \(intValue ?? 0)" }
  var intValue: Int?
  init(intValue: Int) { self.intValue = intValue }
  init?(stringValue: String) { nil }
}
