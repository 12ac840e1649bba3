/// Byte offsets of line starts; a line ends at `\n`, `\r\n` or a lone `\r`.
enum LineTable {
  static func lineStarts(_ buffer: UnsafeBufferPointer<UInt8>) -> [UInt32] {
    var starts: [UInt32] = [0]
    starts.reserveCapacity(buffer.count / 24 + 1)
    guard let base = buffer.baseAddress else { return starts }
    let count = buffer.count
    var index = 0
    // Eight bytes at a time while there is no `\r`: the `\n` bytes of a word come out of a bit mask.
    while index + 8 <= count {
      let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
      if zeroBytes(word ^ 0x0D0D_0D0D_0D0D_0D0D) != 0 { break }
      var newlines = zeroBytes(word ^ 0x0A0A_0A0A_0A0A_0A0A)
      while newlines != 0 {
        starts.append(UInt32(truncatingIfNeeded: index + newlines.trailingZeroBitCount / 8 + 1))
        newlines &= newlines &- 1
      }
      index += 8
    }
    while index < count {
      let byte = base[index]
      index += 1
      if byte == 0x0A {
        starts.append(UInt32(truncatingIfNeeded: index))
      } else if byte == 0x0D {
        if index < count && base[index] == 0x0A { index += 1 }
        starts.append(UInt32(truncatingIfNeeded: index))
      }
    }
    return starts
  }

  /// The high bit of every byte of `word` that is zero, and nothing else.
  @inline(__always)
  static func zeroBytes(_ word: UInt64) -> UInt64 {
    let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    return ~(((word & low) &+ low) | word | low)
  }
}
