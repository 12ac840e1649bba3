extension Scanner {
  /// Lexes a string's opening delimiter (`"`, `"""`, with `hashes` leading `#`) and enters its body.
  mutating func scanStringOpen(hashes: Int) {
    let start = position
    let quote = start + hashes
    let multiline =
      byte(quote + 1) == UInt8(ascii: "\"") && byte(quote + 2) == UInt8(ascii: "\"")
      && !(hashes > 0 && closesOnSameLine(from: quote + 3, hashes: hashes))
    position = quote + (multiline ? 3 : 1)
    var flags: TokenFlags = []
    if multiline { flags.insert(.multiline) }
    if hashes > 0 { flags.insert(.raw) }
    emit(.stringOpen, start, position, flags)
    contexts.append(.string(hashes: hashes, multiline: multiline))
  }

  /// Whether `#"""…` is a single-line raw string: `"` and `hashes` `#`s follow on the same line (`#"""#`).
  func closesOnSameLine(from offset: Int, hashes: Int) -> Bool {
    if hashCount(at: offset, limit: hashes) == hashes { return true }
    var cursor = offset
    while cursor < end {
      let value = buffer[cursor]
      if value == 0x0A || value == 0x0D { return false }
      cursor += 1
      if value == UInt8(ascii: "\"") && hashCount(at: cursor, limit: hashes) == hashes { return true }
    }
    return false
  }

  /// Number of consecutive `#` at `offset`, counting at most `limit`.
  @inline(__always)
  func hashCount(at offset: Int, limit: Int) -> Int {
    var count = 0
    while count < limit && byte(offset + count) == UInt8(ascii: "#") { count += 1 }
    return count
  }

  /// Lexes string text up to the closing delimiter, an interpolation, or (single-line) the end of the line.
  mutating func scanStringBody(hashes: Int, multiline: Bool) {
    let start = position
    while position < end {
      let value = buffer[position]
      if value == UInt8(ascii: "\\") {
        let cursor = position + 1 + hashes
        guard hashCount(at: position + 1, limit: hashes) == hashes else {
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
        // Like the compiler, a quote with at least `hashes` `#`s closes a raw string, taking any extra `#`s with it.
        let closingHashes = hashes == 0 ? 0 : hashCount(at: cursor, limit: Int.max)
        guard closingHashes >= hashes else {
          position += 1
          continue
        }
        cursor += closingHashes
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
    _ = endSingleLineInterpolations()
  }

  mutating func markLastUnterminated() {
    if tokens.count > 0 { tokens[tokens.count - 1].flags.insert(.unterminated) }
  }
}
