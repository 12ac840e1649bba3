extension Scanner {
  /// Decodes the UTF-8 scalar at `offset`: its value and length, or nil when the bytes are not valid UTF-8.
  func decodeScalar(at offset: Int) -> (scalar: UInt32, length: Int)? {
    let lead = byte(offset)
    func continuation(_ index: Int) -> UInt32? {
      guard offset + index < end else { return nil }
      let value = buffer[offset + index]
      return value & 0xC0 == 0x80 ? UInt32(value & 0x3F) : nil
    }
    switch lead {
    case 0xC2...0xDF:
      guard let second = continuation(1) else { return nil }
      return (UInt32(lead & 0x1F) << 6 | second, 2)
    case 0xE0...0xEF:
      guard let second = continuation(1), let third = continuation(2) else { return nil }
      let scalar = UInt32(lead & 0x0F) << 12 | second << 6 | third
      guard scalar >= 0x800, !(0xD800...0xDFFF).contains(scalar) else { return nil }
      return (scalar, 3)
    case 0xF0...0xF4:
      guard let second = continuation(1), let third = continuation(2), let fourth = continuation(3) else { return nil }
      let scalar = UInt32(lead & 0x07) << 18 | second << 12 | third << 6 | fourth
      guard (0x10000...0x10FFFF).contains(scalar) else { return nil }
      return (scalar, 4)
    default:
      return nil
    }
  }

  /// Whether a non-ASCII scalar may start an operator (Swift's operator-head ranges).
  static func isOperatorStartScalar(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
      0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
      0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3030:
      return true
    default:
      return false
    }
  }

  /// Whether a non-ASCII scalar is a combining mark: it continues an operator or an identifier but starts neither.
  static func isCombiningScalar(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
      return true
    default:
      return false
    }
  }

  /// Whether a non-ASCII scalar is Unicode whitespace the compiler rejects in code; kept as unknown.
  static func isUnicodeSpace(_ scalar: UInt32) -> Bool {
    scalar == 0xA0 || scalar == 0x2028 || scalar == 0x2029 || scalar == 0xFEFF || (0x2000...0x200A).contains(scalar)
  }

  /// Advances over identifier characters (ASCII fast path, valid non-operator UTF-8 scalars).
  @inline(__always)
  mutating func scanIdentifierBody() {
    while position < end {
      let value = buffer[position]
      if value < 0x80 {
        guard classOf(value).contains(.identifierBody) else { return }
        position += 1
      } else if !scanNonASCIIIdentifierScalar() {
        return
      }
    }
  }

  /// Advances over one non-ASCII identifier scalar; false (not moving) when the bytes are something else.
  mutating func scanNonASCIIIdentifierScalar() -> Bool {
    guard let (scalar, length) = decodeScalar(at: position),
      !Scanner.isOperatorStartScalar(scalar), !Scanner.isUnicodeSpace(scalar)
    else { return false }
    position += length
    return true
  }

  /// Lexes an identifier or keyword starting at an ASCII identifier head.
  mutating func scanIdentifier() {
    let start = position
    position += 1
    scanIdentifierBody()
    if position - start == 1 && buffer[start] == UInt8(ascii: "_") {
      emit(.wildcard, start, position)
    } else {
      let kind = Keywords.kind(buffer, start, position, keywords)
      if kind == .contextualKeyword { contextualKeywords.append(tokens.count) }
      emit(kind, start, position)
    }
  }

  /// Lexes a token starting with a non-ASCII byte: identifier, operator, or invalid bytes.
  mutating func scanNonASCII() {
    let start = position
    guard let (scalar, length) = decodeScalar(at: position) else {
      position += 1
      while position < end && buffer[position] >= 0x80 && decodeScalar(at: position) == nil { position += 1 }
      emitUnknown(start, position, "invalid UTF-8")
      return
    }
    if Scanner.isUnicodeSpace(scalar) {
      position += length
      emitUnknown(start, position, "Unicode whitespace character in code")
    } else if Scanner.isOperatorStartScalar(scalar) {
      scanOperator()
    } else {
      position += length
      scanIdentifierBody()
      emit(.identifier, start, position)
    }
  }

  /// Lexes `` `name` `` (any characters but a backtick or line break); an unclosed backtick becomes unknown.
  mutating func scanBacktick() {
    let start = position
    var cursor = position + 1
    while cursor < end {
      let value = buffer[cursor]
      if value == UInt8(ascii: "`") || value == 0x0A || value == 0x0D { break }
      cursor += 1
    }
    if cursor < end && buffer[cursor] == UInt8(ascii: "`") && cursor > start + 1 {
      position = cursor + 1
      emit(.backtickIdentifier, start, position)
    } else {
      position += 1
      emitUnknown(start, position, "unterminated backtick identifier")
    }
  }

  /// Lexes what starts with `#`: raw strings, extended regexes, `#if`/macros, or a stray `#`.
  mutating func scanPound() {
    let start = position
    var cursor = position
    while cursor < end && buffer[cursor] == UInt8(ascii: "#") { cursor += 1 }
    let hashes = cursor - start
    if byte(cursor) == UInt8(ascii: "\"") {
      scanStringOpen(hashes: hashes)
    } else if byte(cursor) == UInt8(ascii: "/") {
      let (stop, terminated) = extendedRegexEnd(from: start, hashes: hashes)
      position = stop
      if !terminated { diagnose(start, "unterminated regex literal") }
      emit(.regexLiteral, start, position, terminated ? .raw : [.raw, .unterminated])
    } else if hashes == 1 && byteClass(cursor).contains(.identifierHead) {
      position = cursor
      scanIdentifierBody()
      emit(.poundKeyword, start, position)
    } else {
      position += 1
      emitUnknown(start, position, "stray '#'")
    }
  }

  /// The end of an editor placeholder `<#…#>` starting at `start` on this line, or nil.
  func placeholderEnd(from start: Int) -> Int? {
    var cursor = start + 2
    while cursor < end {
      let value = buffer[cursor]
      if value == 0x0A || (value == UInt8(ascii: "<") && byte(cursor + 1) == UInt8(ascii: "#")) { return nil }
      if value == UInt8(ascii: "#") && byte(cursor + 1) == UInt8(ascii: ">") { return cursor + 2 }
      cursor += 1
    }
    return nil
  }
}
