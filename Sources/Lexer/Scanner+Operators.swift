extension Scanner {
  /// Lexes what starts with `/`: a comment, a bare regex literal, or an operator.
  mutating func scanSlash() {
    let start = position
    let next = byte(start + 1)
    if next == UInt8(ascii: "/") {
      let isDoc = byte(start + 2) == UInt8(ascii: "/") && byte(start + 3) != UInt8(ascii: "/")
      position += 2
      while position < end && buffer[position] != 0x0A && buffer[position] != 0x0D { position += 1 }
      emit(isDoc ? .docLineComment : .lineComment, start, position)
    } else if next == UInt8(ascii: "*") {
      scanBlockComment()
    } else if regexAllowed(), let stop = bareRegexEnd(from: start) {
      position = stop
      emit(.regexLiteral, start, position)
    } else {
      scanOperator()
    }
  }

  /// Lexes a nested `/* … */` comment; unterminated at end of input.
  mutating func scanBlockComment() {
    let start = position
    let isDoc = byte(start + 2) == UInt8(ascii: "*") && byte(start + 3) != UInt8(ascii: "/")
    position += 2
    var depth = 1
    while position < end {
      let value = buffer[position]
      if value == UInt8(ascii: "*") && byte(position + 1) == UInt8(ascii: "/") {
        position += 2
        depth -= 1
        if depth == 0 {
          emit(isDoc ? .docBlockComment : .blockComment, start, position)
          return
        }
      } else if value == UInt8(ascii: "/") && byte(position + 1) == UInt8(ascii: "*") {
        position += 2
        depth += 1
      } else {
        position += 1
      }
    }
    diagnose(start, "unterminated block comment")
    emit(isDoc ? .docBlockComment : .blockComment, start, position, .unterminated)
  }

  /// Whether a `/` here starts an expression (SE-0354): after an operator, an opening bracket or a keyword.
  func regexAllowed() -> Bool {
    guard lastSignificant >= 0 else { return true }
    let last = tokens[lastSignificant]
    switch last.kind {
    case .binaryOperator, .prefixOperator, .leftParen, .leftBracket, .leftBrace, .comma, .colon, .semicolon, .equal,
      .arrow, .interpolationOpen, .ampersand, .backslash:
      return true
    case .keyword:
      let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[last.range]), as: UTF8.self)
      return !Keywords.endsExpression(text)
    default:
      return false
    }
  }

  /// The end of a bare `/…/` regex starting at `start`, or nil when the bytes do not form one on this line.
  func bareRegexEnd(from start: Int) -> Int? {
    let first = byte(start + 1)
    if start + 1 >= end || first == 0x20 || first == 0x09 || first == 0x0A || first == 0x0D { return nil }
    var cursor = start + 1
    var inClass = 0
    while cursor < end {
      let value = buffer[cursor]
      switch value {
      case 0x0A, 0x0D:
        return nil
      case UInt8(ascii: "\\"):
        cursor += 2
        continue
      case UInt8(ascii: "["):
        inClass += 1
      case UInt8(ascii: "]"):
        if inClass > 0 { inClass -= 1 }
      case UInt8(ascii: "/") where inClass == 0:
        let before = buffer[cursor - 1]
        if before == 0x20 || before == 0x09 { return nil }
        return cursor + 1
      default:
        break
      }
      cursor += 1
    }
    return nil
  }

  /// Lexes `#/…/#` (any number of `#`; multi-line when the opener ends its line).
  mutating func scanExtendedRegex(hashes: Int) {
    let start = position
    var cursor = start + hashes + 1
    let multiline = byte(cursor) == 0x0A || byte(cursor) == 0x0D
    while cursor < end {
      let value = buffer[cursor]
      if value == UInt8(ascii: "\\") {
        cursor += 2
        continue
      }
      if !multiline && (value == 0x0A || value == 0x0D) { break }
      if value == UInt8(ascii: "/") {
        var count = 0
        while count < hashes && byte(cursor + 1 + count) == UInt8(ascii: "#") { count += 1 }
        if count == hashes {
          position = cursor + 1 + hashes
          emit(.regexLiteral, start, position, .raw)
          return
        }
      }
      cursor += 1
    }
    position = min(cursor, end)
    diagnose(start, "unterminated regex literal")
    emit(.regexLiteral, start, position, [.raw, .unterminated])
  }

  /// Lexes an operator and classifies it by the whitespace around it.
  mutating func scanOperator() {
    let start = position
    let startsWithDot = buffer[start] == UInt8(ascii: ".")
    while position < end {
      let value = buffer[position]
      if value < 0x80 {
        guard ByteClass.table[Int(value)].contains(.operatorChar) else { break }
        if value == UInt8(ascii: ".") && !startsWithDot { break }
        if position > start && value == UInt8(ascii: "/")
          && (byte(position + 1) == UInt8(ascii: "/") || byte(position + 1) == UInt8(ascii: "*"))
        {
          break
        }
        position += 1
      } else {
        guard let (scalar, length) = decodeScalar(at: position), Scanner.isOperatorScalar(scalar) else { break }
        position += length
      }
    }
    if position == start { position += 1 }
    emit(operatorKind(start, position), start, position)
  }

  /// Binary, prefix, postfix or one of the reserved punctuators, by left/right binding.
  func operatorKind(_ start: Int, _ stop: Int) -> TokenKind {
    var leftBound = start > 0 && !ByteClass.table[Int(buffer[start - 1])].contains(.operatorBoundary)
    if leftBound, start >= 2, buffer[start - 1] == UInt8(ascii: "/"), buffer[start - 2] == UInt8(ascii: "*") {
      leftBound = lastSignificant >= 0 && tokens[lastSignificant].end == UInt32(start)
    }
    var rightBound = stop < end && !ByteClass.table[Int(buffer[stop])].contains(.operatorBoundary)
    if rightBound && buffer[stop] == UInt8(ascii: ".") && leftBound { rightBound = false }
    if rightBound && buffer[stop] == UInt8(ascii: "/")
      && (byte(stop + 1) == UInt8(ascii: "/") || byte(stop + 1) == UInt8(ascii: "*"))
    {
      rightBound = false
    }
    if stop - start == 1 {
      switch buffer[start] {
      case UInt8(ascii: "="): return .equal
      case UInt8(ascii: "."): return rightBound && !leftBound ? .prefixPeriod : .period
      case UInt8(ascii: "?"): return leftBound ? .questionMark : .binaryOperator
      case UInt8(ascii: "!"): if leftBound && !rightBound { return .exclamationMark }
      case UInt8(ascii: "&"): if rightBound && !leftBound { return .ampersand }
      default: break
      }
    } else if stop - start == 2 && buffer[start] == UInt8(ascii: "-") && buffer[start + 1] == UInt8(ascii: ">") {
      return .arrow
    }
    if leftBound == rightBound { return .binaryOperator }
    return leftBound ? .postfixOperator : .prefixOperator
  }
}
