extension Scanner {
  /// Lexes what starts with `/`: a comment, or an operator (which may turn out to open a regex literal).
  mutating func scanSlash() {
    let start = position
    let next = byte(start + 1)
    if next == UInt8(ascii: "/") {
      let isDoc = byte(start + 2) == UInt8(ascii: "/")
      position += 2
      while position < end && buffer[position] != 0x0A && buffer[position] != 0x0D { position += 1 }
      emit(isDoc ? .docLineComment : .lineComment, start, position)
    } else if next == UInt8(ascii: "*") {
      scanBlockComment()
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
}
