/// Checks that a file's bytes are well-formed UTF-8 without decoding them into a `String`.
enum UTF8Validation {
  /// Whether `bytes` are well-formed UTF-8 (Unicode's table 3-7: no overlong forms, surrogates or values past
  /// U+10FFFF). ASCII runs are skipped eight bytes at a time.
  static func isValid(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { raw in
      let count = raw.count
      var index = 0
      while index < count {
        if index + 8 <= count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
          index += 8
          continue
        }
        let lead = raw[index]
        if lead < 0x80 {
          index += 1
          continue
        }
        guard let length = sequenceLength(raw, at: index, lead: lead) else { return false }
        index += length
      }
      return true
    }
  }

  /// The length of the well-formed multi-byte sequence starting with `lead` at `index`, or nil.
  private static func sequenceLength(_ raw: UnsafeRawBufferPointer, at index: Int, lead: UInt8) -> Int? {
    let count = raw.count
    func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
      index + offset < count && range.contains(raw[index + offset])
    }
    switch lead {
    case 0xC2...0xDF: return continuation(1) ? 2 : nil
    case 0xE0: return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : nil
    case 0xE1...0xEC, 0xEE...0xEF: return continuation(1) && continuation(2) ? 3 : nil
    case 0xED: return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : nil
    case 0xF0: return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : nil
    case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : nil
    case 0xF4: return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : nil
    default: return nil
    }
  }
}
