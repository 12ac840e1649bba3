/// One token of an old-style (OpenStep/ASCII) property list such as `project.pbxproj`, with its byte range.
public struct PropertyListToken: Sendable, Hashable {
  /// What the bytes are.
  public enum Kind: Sendable, Hashable {
    /// Spaces, tabs and line breaks.
    case whitespace
    /// `/* … */` or `// …`.
    case comment
    /// An unquoted or quoted string; `value` has escapes resolved.
    case string(value: String)
    /// `<…>` data.
    case data
    /// One of `{ } ( ) = ; ,`.
    case punctuation(UInt8)
  }

  /// What the bytes are.
  public var kind: Kind
  /// The token's bytes in the file.
  public var range: Range<Int>

  /// Whether the token is whitespace or a comment.
  public var isTrivia: Bool {
    switch kind {
    case .whitespace, .comment: true
    default: false
    }
  }
}

/// Splits a property list's bytes into tokens that cover every byte, in order.
public enum PropertyListTokenizer {
  /// The tokens of `bytes`; throws on an unterminated string, comment or data, or a byte that starts no token.
  public static func tokens(_ bytes: [UInt8]) throws(RewriteError) -> [PropertyListToken] {
    var result: [PropertyListToken] = []
    var index = 0
    while index < bytes.count {
      let start = index
      let byte = bytes[index]
      switch byte {
      case 0x20, 0x09, 0x0A, 0x0D:
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        result.append(PropertyListToken(kind: .whitespace, range: start..<index))
      case 0x2F where index + 1 < bytes.count && bytes[index + 1] == 0x2A:
        index += 2
        while index + 1 < bytes.count, !(bytes[index] == 0x2A && bytes[index + 1] == 0x2F) { index += 1 }
        guard index + 1 < bytes.count else {
          throw .malformedPropertyList(offset: start, reason: "unterminated comment")
        }
        index += 2
        result.append(PropertyListToken(kind: .comment, range: start..<index))
      case 0x2F where index + 1 < bytes.count && bytes[index + 1] == 0x2F:
        while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
        result.append(PropertyListToken(kind: .comment, range: start..<index))
      case 0x22:
        let (value, end) = try quoted(bytes, from: index)
        index = end
        result.append(PropertyListToken(kind: .string(value: value), range: start..<index))
      case 0x3C:
        while index < bytes.count, bytes[index] != 0x3E { index += 1 }
        guard index < bytes.count else { throw .malformedPropertyList(offset: start, reason: "unterminated data") }
        index += 1
        result.append(PropertyListToken(kind: .data, range: start..<index))
      case 0x7B, 0x7D, 0x28, 0x29, 0x3D, 0x3B, 0x2C:
        index += 1
        result.append(PropertyListToken(kind: .punctuation(byte), range: start..<index))
      default:
        while index < bytes.count, isUnquoted(bytes[index]) { index += 1 }
        guard index > start else {
          throw .malformedPropertyList(offset: start, reason: "unexpected byte \(byte)")
        }
        let value = String(decoding: bytes[start..<index], as: UTF8.self)
        result.append(PropertyListToken(kind: .string(value: value), range: start..<index))
      }
    }
    return result
  }

  /// Whether `byte` may appear in an unquoted string.
  static func isUnquoted(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
    case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"),
      UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "@"), UInt8(ascii: "~"):
      true
    default: byte >= 0x80
    }
  }

  /// The value of the quoted string starting at `start` and the offset after its closing quote.
  private static func quoted(_ bytes: [UInt8], from start: Int) throws(RewriteError) -> (String, Int) {
    var value: [UInt8] = []
    var index = start + 1
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x22 { return (String(decoding: value, as: UTF8.self), index + 1) }
      if byte == 0x5C, index + 1 < bytes.count {
        let next = bytes[index + 1]
        switch next {
        case UInt8(ascii: "n"): value.append(0x0A)
        case UInt8(ascii: "t"): value.append(0x09)
        case UInt8(ascii: "r"): value.append(0x0D)
        default: value.append(next)
        }
        index += 2
        continue
      }
      value.append(byte)
      index += 1
    }
    throw .malformedPropertyList(offset: start, reason: "unterminated string")
  }

  /// `value` written as a pbxproj string: bare when every byte may be unquoted, else quoted with escapes.
  public static func literal(_ value: String) -> String {
    let bytes = Array(value.utf8)
    let bare: Set<UInt8> = Set(Array("_$/:.".utf8))
    let plain = bytes.allSatisfy { ($0 < 0x80 && isUnquoted($0) && !"-+@~".utf8.contains($0)) || bare.contains($0) }
    if !bytes.isEmpty, plain { return value }
    var escaped = ""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case "\n": escaped += "\\n"
      case "\t": escaped += "\\t"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return "\"" + escaped + "\""
  }
}
