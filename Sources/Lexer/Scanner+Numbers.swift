extension Scanner {
  /// Lexes an integer or floating-point literal in any base, with `_` separators and exponents.
  mutating func scanNumber() {
    let start = position
    let afterPeriod = lastSignificant >= 0 && tokens[lastSignificant].kind == .period
      && Int(tokens[lastSignificant].end) == start
    var isFloat = false
    let radixMark = byte(start + 1) | 0x20
    if buffer[start] == UInt8(ascii: "0") && radixMark == UInt8(ascii: "x") {
      position += 2
      skip(.hexDigit)
      if !afterPeriod && byte(position) == UInt8(ascii: ".") && byteClass(position + 1).contains(.hexDigit) {
        position += 1
        skip(.hexDigit)
        isFloat = true
      }
      if !afterPeriod && byte(position) | 0x20 == UInt8(ascii: "p") {
        isFloat = true
        position += 1
        if byte(position) == UInt8(ascii: "+") || byte(position) == UInt8(ascii: "-") { position += 1 }
        skip(.digit)
      }
    } else if buffer[start] == UInt8(ascii: "0") && (radixMark == UInt8(ascii: "o") || radixMark == UInt8(ascii: "b")) {
      position += 2
      skip(.digit)
    } else {
      skip(.digit)
      if !afterPeriod && byte(position) == UInt8(ascii: ".") && byteClass(position + 1).contains(.digit) {
        position += 1
        skip(.digit)
        isFloat = true
      }
      if !afterPeriod && byte(position) | 0x20 == UInt8(ascii: "e") {
        let sign = byte(position + 1) == UInt8(ascii: "+") || byte(position + 1) == UInt8(ascii: "-") ? 1 : 0
        if byteClass(position + 1 + sign).contains(.digit) {
          position += 1 + sign
          skip(.digit)
          isFloat = true
        }
      }
    }
    // An invalid suffix (`0xFFz`, `1abc`) stays part of the literal, as the compiler reports it there.
    while position < end && buffer[position] < 0x80 && ByteClass.table[Int(buffer[position])].contains(.identifierBody) {
      position += 1
    }
    emit(isFloat ? .floatLiteral : .integerLiteral, start, position)
  }

  /// Skips bytes of `kind` and `_` separators.
  @inline(__always)
  mutating func skip(_ kind: ByteClass) {
    while position < end {
      let value = buffer[position]
      guard value == UInt8(ascii: "_") || ByteClass.table[Int(value)].contains(kind) else { return }
      position += 1
    }
  }
}
