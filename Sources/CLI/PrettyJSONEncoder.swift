import Foundation

/// `JSONEncoder` with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`, byte for byte, without its tree of
/// the whole value: each object or array becomes text as soon as it is complete.
enum PrettyJSONEncoder {
  /// A value whose `JSONEncoder` text this encoder does not reproduce (floating point, dates, data, URLs, a value
  /// that encodes nothing); the caller uses `JSONEncoder` instead.
  struct Unsupported: Error {}

  /// The UTF-8 text of `value` and a newline.
  static func encodeLine<Value: Encodable>(_ value: Value) throws -> [UInt8] {
    var text = try JSONNode.text(of: value, depth: 0, codingPath: [], reserving: 1)
    text.append(0x0A)
    return text
  }
}

/// One JSON value being encoded: a scalar's text, or an object's or array's members as text.
final class JSONNode {
  /// A member: its text, or a nested container still being filled.
  enum Member {
    case text([UInt8])
    case node(JSONNode)
  }

  enum Shape { case none, scalar, object, array }

  let depth: Int
  var shape = Shape.none
  var scalar: [UInt8] = []
  var fields: [String: Member] = [:]
  var items: [Member] = []

  init(depth: Int) { self.depth = depth }

  /// The text of `value` at nesting `depth`.
  static func text<Value: Encodable>(
    of value: Value, depth: Int, codingPath: [any CodingKey], reserving extra: Int = 0
  ) throws -> [UInt8] {
    switch value {
    case is Double, is Float, is Date, is Data, is URL, is Decimal: throw PrettyJSONEncoder.Unsupported()
    default: break
    }
    let node = JSONNode(depth: depth)
    try value.encode(to: JSONNodeEncoder(node: node, codingPath: codingPath))
    return try node.text(reserving: extra)
  }

  /// This value's text, in an array with room for `extra` more bytes.
  func text(reserving extra: Int = 0) throws -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(try length() + extra)
    try write(into: &output)
    return output
  }

  private func length() throws -> Int {
    func memberLength(_ member: Member) throws -> Int {
      switch member {
      case .text(let text): text.count
      case .node(let node): try node.length()
      }
    }
    switch shape {
    case .none: throw PrettyJSONEncoder.Unsupported()
    case .scalar: return scalar.count
    case .object:
      guard !fields.isEmpty else { return 4 + 2 * depth }
      var total = 4 + 2 * depth + 2 * (fields.count - 1)
      for (key, member) in fields {
        total += 2 * (depth + 1) + JSONNode.quoted(key).count + 3 + (try memberLength(member))
      }
      return total
    case .array:
      guard !items.isEmpty else { return 4 + 2 * depth }
      var total = 4 + 2 * depth + 2 * (items.count - 1)
      for member in items { total += 2 * (depth + 1) + (try memberLength(member)) }
      return total
    }
  }

  private func write(into output: inout [UInt8]) throws {
    func writeMember(_ member: Member) throws {
      switch member {
      case .text(let text): output += text
      case .node(let node): try node.write(into: &output)
      }
    }
    func indent(_ level: Int) { output += repeatElement(0x20, count: 2 * level) }
    switch shape {
    case .none: throw PrettyJSONEncoder.Unsupported()
    case .scalar: output += scalar
    case .object, .array:
      let (open, close): (UInt8, UInt8) = shape == .object ? (0x7B, 0x7D) : (0x5B, 0x5D)
      output += [open, 0x0A]
      if shape == .object {
        // Keys in byte order, as `.sortedKeys` writes them.
        let keys = fields.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for (position, key) in keys.enumerated() {
          if position > 0 { output += [0x2C, 0x0A] }
          indent(depth + 1)
          output += JSONNode.quoted(key) + [0x20, 0x3A, 0x20]
          if let member = fields[key] { try writeMember(member) }
        }
      } else {
        for (position, member) in items.enumerated() {
          if position > 0 { output += [0x2C, 0x0A] }
          indent(depth + 1)
          try writeMember(member)
        }
      }
      output.append(0x0A)
      indent(depth)
      output.append(close)
    }
  }

  /// `text` as a JSON string literal: `"` and `\` escaped, control characters as `\n`-style or `\u00XX` escapes.
  static func quoted(_ text: String) -> [UInt8] {
    var output: [UInt8] = [0x22]
    output.reserveCapacity(text.utf8.count + 2)
    let hex = Array("0123456789abcdef".utf8)
    for byte in text.utf8 {
      switch byte {
      case 0x22: output += [0x5C, 0x22]
      case 0x5C: output += [0x5C, 0x5C]
      case 0x08: output += [0x5C, 0x62]
      case 0x09: output += [0x5C, 0x74]
      case 0x0A: output += [0x5C, 0x6E]
      case 0x0C: output += [0x5C, 0x66]
      case 0x0D: output += [0x5C, 0x72]
      case ..<0x20: output += [0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
      default: output.append(byte)
      }
    }
    output.append(0x22)
    return output
  }

  /// Makes this node an object (once) and stores `member` under `key`.
  func set(_ key: String, _ member: Member) {
    shape = .object
    fields[key] = member
  }

  /// Makes this node an array (once) and appends `member`.
  func append(_ member: Member) {
    shape = .array
    items.append(member)
  }
}

/// The `Encoder` filling one `JSONNode`.
struct JSONNodeEncoder: Encoder {
  let node: JSONNode
  var codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if node.shape == .none { node.shape = .object }
    return KeyedEncodingContainer(JSONKeyedContainer<Key>(node: node, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if node.shape == .none { node.shape = .array }
    return JSONUnkeyedContainer(node: node, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    JSONSingleValueContainer(node: node, codingPath: codingPath)
  }
}
