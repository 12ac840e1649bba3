extension Scanner {
  /// Lexes an integer or floating-point literal in any base, with `_` separators and exponents.
  /// An invalid suffix (`0xFFz`, `1abc`) stays part of the literal, where the compiler reports it.
  mutating func scanNumber() {
    let start = position
    let second = byte(start + 1)
    if buffer[start] == UInt8(ascii: "0") && second == UInt8(ascii: "x") {
      scanHexNumber()
      return
    }
    if buffer[start] == UInt8(ascii: "0") && (second == UInt8(ascii: "o") || second == UInt8(ascii: "b")) {
      position += 2
      skip(.digit)
      scanIdentifierBody()
      emit(.integerLiteral, start, position)
      return
    }
    skip(.digit)
    let next = byte(position)
    if next == UInt8(ascii: ".") {
      // `x.0.1` is tuple access and `1.description` a member: the `.` is not part of the literal.
      if position + 1 < end && (!classOf(buffer[position + 1]).contains(.digit) || afterPeriod) {
        emit(.integerLiteral, start, position)
        return
      }
      position += 1
      skip(.digit)
    } else if next | 0x20 != UInt8(ascii: "e") || position >= end {
      scanIdentifierBody()
      emit(.integerLiteral, start, position)
      return
    }
    if byte(position) | 0x20 == UInt8(ascii: "e") && position < end {
      position += 1
      if byte(position) == UInt8(ascii: "+") || byte(position) == UInt8(ascii: "-") { position += 1 }
      skip(.digit)
      scanIdentifierBody()
    }
    emit(.floatLiteral, start, position)
  }

  /// Whether the previous token is a `.` (then `1.2` after it is two integers: `t.1.2`).
  var afterPeriod: Bool {
    guard lastSignificant >= 0 else { return false }
    let kind = tokens[lastSignificant].kind
    return kind == .period || kind == .prefixPeriod
  }

  /// Lexes `0x…`: a hex integer, or a hex float with a `p` exponent.
  mutating func scanHexNumber() {
    let start = position
    position += 2
    guard position < end, classOf(buffer[position]).contains(.hexDigit) else {
      scanIdentifierBody()
      emit(.integerLiteral, start, position)
      return
    }
    skip(.hexDigit)
    var value = byte(position)
    guard position < end, value == UInt8(ascii: ".") || value | 0x20 == UInt8(ascii: "p") else {
      scanIdentifierBody()
      emit(.integerLiteral, start, position)
      return
    }
    var period = -1
    if value == UInt8(ascii: ".") {
      period = position
      if position + 1 < end && !classOf(buffer[position + 1]).contains(.hexDigit) {
        emit(.integerLiteral, start, period)
        position = period
        return
      }
      position += 1
      skip(.hexDigit)
      value = byte(position)
      if value | 0x20 != UInt8(ascii: "p") || position >= end {
        // `0xff.description`: a member access, not a fraction.
        if position + 1 < end && !classOf(buffer[position + 1]).contains(.digit) { position = period }
        emit(.integerLiteral, start, position)
        return
      }
    }
    position += 1
    var signed = false
    if byte(position) == UInt8(ascii: "+") || byte(position) == UInt8(ascii: "-") {
      position += 1
      signed = true
    }
    if position < end && !classOf(buffer[position]).contains(.digit) {
      if period >= 0 && !signed && period + 1 < end && !classOf(buffer[period + 1]).contains(.digit) {
        position = period
        emit(.integerLiteral, start, position)
        return
      }
      scanIdentifierBody()
      emit(.floatLiteral, start, position)
      return
    }
    skip(.digit)
    scanIdentifierBody()
    emit(.floatLiteral, start, position)
  }

  /// Skips bytes of `kind` and `_` separators.
  @inline(__always)
  mutating func skip(_ kind: ByteClass) {
    while position < end {
      let value = buffer[position]
      guard value == UInt8(ascii: "_") || classOf(value).contains(kind) else { return }
      position += 1
    }
  }
}
