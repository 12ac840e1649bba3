extension Scanner {
  /// Lexes a string's opening delimiter (`"`, `"""`, with `hashes` leading `#`) and enters its body.
  mutating func scanStringOpen(hashes: Int) {
    let start = position
    var cursor = start + hashes
    let multiline = byte(cursor + 1) == UInt8(ascii: "\"") && byte(cursor + 2) == UInt8(ascii: "\"")
    cursor += multiline ? 3 : 1
    position = cursor
    var flags: TokenFlags = []
    if multiline { flags.insert(.multiline) }
    if hashes > 0 { flags.insert(.raw) }
    emit(.stringOpen, start, position, flags)
    contexts.append(.string(hashes: hashes, multiline: multiline))
  }

  /// Lexes string text up to the closing delimiter, an interpolation, or (single-line) the end of the line.
  mutating func scanStringBody(hashes: Int, multiline: Bool) {
    let start = position
    while position < end {
      let value = buffer[position]
      if value == UInt8(ascii: "\\") {
        var cursor = position + 1
        var count = 0
        while count < hashes && byte(cursor) == UInt8(ascii: "#") {
          count += 1
          cursor += 1
        }
        guard count == hashes else {
          position += 1
          continue
        }
        if byte(cursor) == UInt8(ascii: "(") {
          if position > start { emit(.stringSegment, start, position) }
          emit(.interpolationOpen, position, cursor + 1)
          position = cursor + 1
          contexts.append(.interpolation(depth: 0))
          return
        }
        position = cursor
        let escaped = byte(position)
        if escaped == 0x0A || escaped == 0x0D {
          if !multiline { continue }
          position += escaped == 0x0D && byte(position + 1) == 0x0A ? 2 : 1
        } else if position < end {
          position += 1
        }
        continue
      }
      if value == UInt8(ascii: "\"") {
        var cursor = position + 1
        if multiline {
          guard byte(cursor) == UInt8(ascii: "\"") && byte(cursor + 1) == UInt8(ascii: "\"") else {
            position += 1
            continue
          }
          cursor += 2
        }
        var count = 0
        while count < hashes && byte(cursor) == UInt8(ascii: "#") {
          count += 1
          cursor += 1
        }
        guard count == hashes else {
          position += 1
          continue
        }
        if position > start { emit(.stringSegment, start, position) }
        var flags: TokenFlags = []
        if multiline { flags.insert(.multiline) }
        if hashes > 0 { flags.insert(.raw) }
        emit(.stringClose, position, cursor, flags)
        position = cursor
        contexts.removeLast()
        return
      }
      if (value == 0x0A || value == 0x0D) && !multiline {
        endUnterminatedSingleLineString(segmentStart: start)
        return
      }
      position += 1
    }
    if position > start { emit(.stringSegment, start, position, .unterminated) } else { markLastUnterminated() }
    diagnose(start, "unterminated string literal")
    contexts.removeLast()
  }

  /// Recovers from a line break inside a single-line string: closes it and any single-line strings around it.
  mutating func endUnterminatedSingleLineString(segmentStart: Int) {
    if position > segmentStart {
      emit(.stringSegment, segmentStart, position, .unterminated)
    } else {
      markLastUnterminated()
    }
    diagnose(position, "unterminated string literal")
    contexts.removeLast()
    while contexts.count >= 2, case .interpolation = contexts[contexts.count - 1],
      case .string(_, false) = contexts[contexts.count - 2]
    {
      contexts.removeLast(2)
    }
  }

  mutating func markLastUnterminated() {
    if !tokens.isEmpty { tokens[tokens.count - 1].flags.insert(.unterminated) }
  }
}
