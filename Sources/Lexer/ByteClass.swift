/// Character-class bits for one byte, looked up in a 256-entry table.
struct ByteClass: OptionSet, Sendable {
  let rawValue: UInt8

  static let identifierHead = ByteClass(rawValue: 1 << 0)
  static let identifierBody = ByteClass(rawValue: 1 << 1)
  static let operatorChar = ByteClass(rawValue: 1 << 2)
  static let digit = ByteClass(rawValue: 1 << 3)
  static let hexDigit = ByteClass(rawValue: 1 << 4)
  static let horizontalSpace = ByteClass(rawValue: 1 << 5)
  /// Bytes after which an operator is not left-bound: whitespace, `(`, `[`, `{`, `,`, `;`, `:`, NUL.
  static let leftBoundary = ByteClass(rawValue: 1 << 6)
  /// Bytes before which an operator is not right-bound: whitespace, `)`, `]`, `}`, `,`, `;`, `:`, NUL.
  static let rightBoundary = ByteClass(rawValue: 1 << 7)

  /// The class of every byte value; non-ASCII lead bytes count as identifier characters.
  static let table: [ByteClass] = (0..<256).map { value -> ByteClass in
    var result: ByteClass = []
    let byte = UInt8(value)
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
      result.formUnion([.identifierHead, .identifierBody])
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      result.formUnion([.identifierBody, .digit])
    case UInt8(ascii: "$"):
      result.insert(.identifierBody)
    case 0x80...0xFF:
      result.formUnion([.identifierHead, .identifierBody])
    default:
      break
    }
    if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    {
      result.insert(.hexDigit)
    }
    if "/=-+!*%<>&|^~?.".utf8.contains(byte) { result.insert(.operatorChar) }
    if byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C { result.insert(.horizontalSpace) }
    if " \t\n\r([{,;:\0".utf8.contains(byte) { result.insert(.leftBoundary) }
    if " \t\n\r)]},;:\0".utf8.contains(byte) { result.insert(.rightBoundary) }
    return result
  }
}
