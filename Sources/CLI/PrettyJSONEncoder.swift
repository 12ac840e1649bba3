import Foundation

/// `JSONEncoder` with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`, byte for byte, without its tree of
/// the whole value: each object or array below the top two levels becomes text as soon as it is complete, and the
/// top levels are written straight into the result.
enum PrettyJSONEncoder {
  /// A value whose `JSONEncoder` text this encoder does not reproduce (floating point, dates, data, URLs, a value
  /// that encodes nothing); the caller uses `JSONEncoder` instead.
  struct Unsupported: Error {}

  /// The text of `value` and a newline.
  static func encodeLine<Value: Encodable>(_ value: Value) throws -> String {
    let member = try JSONNode.member(of: value, depth: 0, path: nil)
    let length = try JSONNode.length(of: member) + 1
    return String(unsafeUninitializedCapacity: length) { buffer in
      var sink = JSONBufferSink(buffer: buffer)
      JSONNode.write(member, into: &sink)
      sink.append(0x0A)
      return sink.count
    }
  }
}

/// Where JSON text is written: a growing byte array, or a buffer of known size.
protocol JSONSink {
  mutating func append(_ byte: UInt8)
  mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>)
}

extension Array: JSONSink where Element == UInt8 {}

/// A buffer sized beforehand (`JSONNode.length`); bytes past its end are dropped rather than written out of bounds.
struct JSONBufferSink: JSONSink {
  let buffer: UnsafeMutableBufferPointer<UInt8>
  var count = 0

  mutating func append(_ byte: UInt8) {
    guard count < buffer.count else { return }
    buffer[count] = byte
    count += 1
  }

  mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
    let taken = min(bytes.count, buffer.count - count)
    guard taken > 0, let source = bytes.baseAddress, let target = buffer.baseAddress else { return }
    (target + count).update(from: source, count: taken)
    count += taken
  }
}

/// One JSON value being encoded: a scalar's text, or an object's or array's members.
final class JSONNode {
  /// A member: its text, or a container kept as members (a nested container, or one of the top two levels).
  enum Member {
    case text([UInt8])
    case node(JSONNode)
  }

  enum Shape { case none, scalar, object, array }

  /// Containers up to this depth keep their members as they are rather than joining them into one text, so the
  /// largest texts are only ever copied once, into the result.
  static let keptDepth = 1

  let depth: Int
  var shape = Shape.none
  var scalar: [UInt8] = []
  /// Object fields in the order they were set (a key set again replaces its value when written).
  var fields: [(key: String, member: Member)] = []
  /// Whether `fields` is in key byte order with each key once.
  private var fieldsOrdered = false
  var items: [Member] = []

  init(depth: Int) { self.depth = depth }

  /// `value` at nesting `depth`: its text, or its node at the top levels.
  static func member<Value: Encodable>(of value: Value, depth: Int, path: JSONCodingPath?) throws -> Member {
    // Metatype comparisons, not casts, on this per-value path; strings and integers skip the node.
    if Value.self == String.self, let text = value as? String { return .text(quoted(text)) }
    if Value.self == Int.self, let number = value as? Int { return .text(JSONScalar.integer(number)) }
    if Value.self == Bool.self, let flag = value as? Bool { return .text(JSONScalar.bool(flag)) }
    if Value.self == Double.self || Value.self == Float.self || Value.self == Date.self || Value.self == Data.self
      || Value.self == URL.self || Value.self == Decimal.self
    {
      throw PrettyJSONEncoder.Unsupported()
    }
    let node = JSONNode(depth: depth)
    try value.encode(to: JSONNodeEncoder(node: node, path: path))
    if depth <= keptDepth { return .node(node) }
    var output: [UInt8] = []
    output.reserveCapacity(try node.length())
    node.write(into: &output)
    return .text(output)
  }

  /// The length of a member's text; throws `Unsupported` for a value that encoded nothing.
  static func length(of member: Member) throws -> Int {
    switch member {
    case .text(let text): text.count
    case .node(let node): try node.length()
    }
  }

  /// Writes a member's text.
  static func write(_ member: Member, into output: inout some JSONSink) {
    switch member {
    case .text(let text): text.withUnsafeBufferPointer { output.append(contentsOf: $0) }
    case .node(let node): node.write(into: &output)
    }
  }

  private func length() throws -> Int {
    switch shape {
    case .none: throw PrettyJSONEncoder.Unsupported()
    case .scalar: return scalar.count
    case .object:
      orderFields()
      guard !fields.isEmpty else { return 4 + 2 * depth }
      var total = 4 + 2 * depth + 2 * (fields.count - 1)
      for (key, member) in fields {
        total += 2 * (depth + 1) + JSONNode.quotedLength(key) + 3 + (try JSONNode.length(of: member))
      }
      return total
    case .array:
      guard !items.isEmpty else { return 4 + 2 * depth }
      var total = 4 + 2 * depth + 2 * (items.count - 1)
      for member in items { total += 2 * (depth + 1) + (try JSONNode.length(of: member)) }
      return total
    }
  }

  /// Writes this value's text (a value that encoded nothing, which `length()` rejects, writes nothing).
  private func write(into output: inout some JSONSink) {
    func indent(_ level: Int) { for _ in 0..<(2 * level) { output.append(0x20) } }
    func separator() {
      output.append(0x2C)
      output.append(0x0A)
    }
    switch shape {
    case .none: return
    case .scalar: scalar.withUnsafeBufferPointer { output.append(contentsOf: $0) }
    case .object, .array:
      let (open, close): (UInt8, UInt8) = shape == .object ? (0x7B, 0x7D) : (0x5B, 0x5D)
      output.append(open)
      output.append(0x0A)
      if shape == .object {
        orderFields()
        for (position, field) in fields.enumerated() {
          if position > 0 { separator() }
          indent(depth + 1)
          JSONNode.appendQuoted(field.key, to: &output)
          output.append(0x20)
          output.append(0x3A)
          output.append(0x20)
          JSONNode.write(field.member, into: &output)
        }
      } else {
        for (position, member) in items.enumerated() {
          if position > 0 { separator() }
          indent(depth + 1)
          JSONNode.write(member, into: &output)
        }
      }
      output.append(0x0A)
      indent(depth)
      output.append(close)
    }
  }

  /// Whether `a`'s UTF-8 bytes sort before `b`'s (`utf8.lexicographicallyPrecedes`, on the contiguous bytes).
  static func bytesPrecede(_ a: String, _ b: String) -> Bool {
    var (a, b) = (a, b)
    return a.withUTF8 { first in
      b.withUTF8 { second in
        for index in 0..<min(first.count, second.count) where first[index] != second[index] {
          return first[index] < second[index]
        }
        return first.count < second.count
      }
    }
  }

  /// `text` as a JSON string literal: `"` and `\` escaped, control characters as `\n`-style or `\u00XX` escapes.
  static func quoted(_ text: String) -> [UInt8] {
    var output: [UInt8] = []
    // Room for the quotes; the array grows in the rare text with escapes.
    output.reserveCapacity(text.utf8.count + 2)
    appendQuoted(text, to: &output)
    return output
  }

  /// The length of `quoted(text)`.
  static func quotedLength(_ text: String) -> Int {
    var text = text
    return text.withUTF8 { bytes in
      var length = 2
      for byte in bytes { length += byte >= 0x20 && byte != 0x22 && byte != 0x5C ? 1 : escape(byte).count }
      return length
    }
  }

  /// Appends `quoted(text)`: runs of plain bytes at once, escapes byte by byte.
  static func appendQuoted(_ text: String, to output: inout some JSONSink) {
    var text = text
    output.append(0x22)
    text.withUTF8 { bytes in
      var run = 0
      for (index, byte) in bytes.enumerated() where byte < 0x20 || byte == 0x22 || byte == 0x5C {
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
        escape(byte).withUnsafeBufferPointer { output.append(contentsOf: $0) }
        run = index + 1
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...]))
    }
    output.append(0x22)
  }

  /// The escape sequence of a byte that needs one.
  private static func escape(_ byte: UInt8) -> [UInt8] {
    switch byte {
    case 0x22: return [0x5C, 0x22]
    case 0x5C: return [0x5C, 0x5C]
    case 0x08: return [0x5C, 0x62]
    case 0x09: return [0x5C, 0x74]
    case 0x0A: return [0x5C, 0x6E]
    case 0x0C: return [0x5C, 0x66]
    case 0x0D: return [0x5C, 0x72]
    default:
      let hex = Array("0123456789abcdef".utf8)
      return [0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
    }
  }

  /// Makes this node an object (once) and stores `member` under `key`.
  func set(_ key: String, _ member: Member) {
    shape = .object
    fields.append((key, member))
    fieldsOrdered = false
  }

  /// Puts `fields` in key byte order, as `.sortedKeys` writes them, keeping the last value of a key set twice: an
  /// array sorted once instead of a dictionary hashed on every set.
  private func orderFields() {
    guard !fieldsOrdered else { return }
    fieldsOrdered = true
    // Each key's first eight bytes as one big-endian number (zero-padded) decide most comparisons.
    let prefixes = fields.map { field in
      var key = field.key
      return key.withUTF8 { bytes in
        (0..<8).reduce(UInt64(0)) { value, index in value << 8 | UInt64(index < bytes.count ? bytes[index] : 0) }
      }
    }
    let positions = fields.indices.sorted { first, second in
      if prefixes[first] != prefixes[second] { return prefixes[first] < prefixes[second] }
      let (a, b) = (fields[first].key, fields[second].key)
      return a == b ? first < second : JSONNode.bytesPrecede(a, b)
    }
    var ordered: [(key: String, member: Member)] = []
    ordered.reserveCapacity(fields.count)
    for position in positions {
      if let last = ordered.last, last.key == fields[position].key {
        ordered[ordered.count - 1] = fields[position]
      } else {
        ordered.append(fields[position])
      }
    }
    fields = ordered
  }

  /// Makes this node an array (once) and appends `member`.
  func append(_ member: Member) {
    shape = .array
    items.append(member)
  }
}

/// A coding path as a chain of keys from the top, made into an array only when someone asks for it (the
/// synthesized conformances never do).
final class JSONCodingPath {
  let parent: JSONCodingPath?
  let key: any CodingKey

  init(_ parent: JSONCodingPath?, _ key: any CodingKey) {
    self.parent = parent
    self.key = key
  }

  /// The keys from the top down to this one.
  static func keys(of path: JSONCodingPath?) -> [any CodingKey] {
    var keys: [any CodingKey] = []
    var current = path
    while let link = current {
      keys.append(link.key)
      current = link.parent
    }
    return keys.reversed()
  }
}

/// The `Encoder` filling one `JSONNode`.
struct JSONNodeEncoder: Encoder {
  let node: JSONNode
  let path: JSONCodingPath?
  var codingPath: [any CodingKey] { JSONCodingPath.keys(of: path) }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if node.shape == .none { node.shape = .object }
    return KeyedEncodingContainer(JSONKeyedContainer<Key>(node: node, path: path))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if node.shape == .none { node.shape = .array }
    return JSONUnkeyedContainer(node: node, path: path)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    JSONSingleValueContainer(node: node, path: path)
  }
}
