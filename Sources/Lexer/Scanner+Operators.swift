extension Scanner {
  /// Whether an operator starting at `start` is bound to what precedes it (the compiler's rule).
  @inline(__always)
  func isLeftBound(_ start: Int) -> Bool {
    guard start > 0 else { return false }
    let previous = buffer[start - 1]
    if classOf(previous).contains(.leftBoundary) { return false }
    if previous == UInt8(ascii: "/") { return !(start >= 2 && buffer[start - 2] == UInt8(ascii: "*")) }
    if previous == 0xA0 { return !(start >= 2 && buffer[start - 2] == 0xC2) }
    return true
  }

  /// Whether an operator ending at `stop` is bound to what follows it (the compiler's rule).
  @inline(__always)
  func isRightBound(_ stop: Int, leftBound: Bool) -> Bool {
    guard stop < end else { return false }
    let next = buffer[stop]
    if classOf(next).contains(.rightBoundary) { return false }
    switch next {
    case UInt8(ascii: "."): return !leftBound
    case UInt8(ascii: "/"): return byte(stop + 1) != UInt8(ascii: "/") && byte(stop + 1) != UInt8(ascii: "*")
    case 0xC2: return byte(stop + 1) != 0xA0
    default: return true
    }
  }

  /// Lexes an operator (or a regex literal starting inside one) and classifies it by the whitespace around it.
  mutating func scanOperator() {
    let start = position
    let first = buffer[start]
    let leftBound = isLeftBound(start)
    // A left-bound `!` or `?` is always a one-character postfix token: `x!`, `x?.y`, `T??`.
    if leftBound && (first == UInt8(ascii: "!") || first == UInt8(ascii: "?")) {
      position += 1
      emit(first == UInt8(ascii: "!") ? .exclamationMark : .questionMark, start, position)
      return
    }
    if first == UInt8(ascii: "<") && byte(start + 1) == UInt8(ascii: "#"), let stop = placeholderEnd(from: start) {
      position = stop
      emit(.identifier, start, stop)
      return
    }
    scanOperatorCharacters(startsWithPeriod: first == UInt8(ascii: "."))
    var slash = start
    while slash < position && buffer[slash] != UInt8(ascii: "/") { slash += 1 }
    if slash < position, let (stop, terminated) = regexInOperator(slash: slash, start: start, leftBound: leftBound) {
      if slash > start { emit(operatorKind(start, slash, leftBound: leftBound), start, slash) }
      if !terminated { diagnose(slash, "unterminated regex literal") }
      emit(.regexLiteral, slash, stop, terminated ? [] : .unterminated)
      position = stop
      return
    }
    // `//` or `/*` inside an operator starts a comment.
    if position - start > 2 {
      var cursor = start + 1
      while cursor < position {
        if buffer[cursor] == UInt8(ascii: "/")
          && (byte(cursor + 1) == UInt8(ascii: "/") || byte(cursor + 1) == UInt8(ascii: "*"))
        {
          position = cursor
          break
        }
        cursor += 1
      }
    }
    let kind = operatorKind(start, position, leftBound: leftBound)
    if kind == .unknown {
      emitUnknown(start, position, "unexpected end of block comment")
    } else {
      emit(kind, start, position)
    }
  }

  /// Advances over operator characters; `.` continues an operator only if it started with `.`.
  @inline(__always)
  mutating func scanOperatorCharacters(startsWithPeriod: Bool) {
    if buffer[position] < 0x80 {
      position += 1
    } else if let (_, length) = decodeScalar(at: position) {
      position += length
    } else {
      position += 1
    }
    while position < end {
      let value = buffer[position]
      if value < 0x80 {
        guard classOf(value).contains(.operatorChar), value != UInt8(ascii: ".") || startsWithPeriod else { return }
        position += 1
      } else {
        guard let (scalar, length) = decodeScalar(at: position),
          Scanner.isOperatorStartScalar(scalar) || Scanner.isCombiningScalar(scalar)
        else { return }
        position += length
      }
    }
  }

  /// Binary, prefix, postfix or one of the reserved punctuators, by left/right binding.
  func operatorKind(_ start: Int, _ stop: Int, leftBound: Bool) -> TokenKind {
    let rightBound = isRightBound(stop, leftBound: leftBound)
    let length = stop - start
    if length == 1 {
      switch buffer[start] {
      case UInt8(ascii: "="): return .equal
      case UInt8(ascii: "."): return rightBound && !leftBound ? .prefixPeriod : .period
      case UInt8(ascii: "?"): return leftBound ? .questionMark : .binaryOperator
      case UInt8(ascii: "&"): if rightBound && !leftBound { return .ampersand }
      default: break
      }
    } else if length == 2 {
      if buffer[start] == UInt8(ascii: "-") && buffer[start + 1] == UInt8(ascii: ">") { return .arrow }
      if buffer[start] == UInt8(ascii: "*") && buffer[start + 1] == UInt8(ascii: "/") { return .unknown }
    } else {
      var cursor = start
      while cursor + 1 < stop {
        if buffer[cursor] == UInt8(ascii: "*") && buffer[cursor + 1] == UInt8(ascii: "/") { return .unknown }
        cursor += 1
      }
    }
    if leftBound == rightBound { return .binaryOperator }
    return leftBound ? .postfixOperator : .prefixOperator
  }
}
