import Foundation

/// JSON scalar texts appended to a byte buffer, and the byte order `.sortedKeys` puts keys in.
enum JSONText {
  private static let null: [UInt8] = Array("null".utf8)
  private static let trueText: [UInt8] = Array("true".utf8)
  private static let falseText: [UInt8] = Array("false".utf8)

  static func appendNull(to output: inout [UInt8]) { output.append(contentsOf: null) }

  static func appendBool(_ value: Bool, to output: inout [UInt8]) {
    output.append(contentsOf: value ? trueText : falseText)
  }

  /// Appends the decimal digits of `value`.
  static func appendInteger(_ value: some BinaryInteger, to output: inout [UInt8]) {
    guard let number = Int64(exactly: value) else { return output.append(contentsOf: String(value).utf8) }
    if number < 0 { output.append(0x2D) }
    var magnitude = number.magnitude
    var count = 1
    var rest = magnitude
    while rest >= 10 {
      rest /= 10
      count += 1
    }
    let start = output.count
    output.append(contentsOf: repeatElement(0x30, count: count))
    for position in stride(from: start + count - 1, through: start, by: -1) {
      output[position] = 0x30 + UInt8(magnitude % 10)
      magnitude /= 10
    }
  }

  /// Appends `text` as a JSON string literal: `"` and `\` escaped, control characters as `\n`-style or `\u00XX`
  /// escapes; runs of plain bytes at once.
  static func appendQuoted(_ text: String, to output: inout [UInt8]) {
    var text = text
    output.append(0x22)
    text.withUTF8 { bytes in
      var run = 0
      for (index, byte) in bytes.enumerated() where byte < 0x20 || byte == 0x22 || byte == 0x5C {
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
        appendEscape(byte, to: &output)
        run = index + 1
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...]))
    }
    output.append(0x22)
  }

  /// The escape sequence of a byte that needs one.
  private static func appendEscape(_ byte: UInt8, to output: inout [UInt8]) {
    switch byte {
    case 0x22: output.append(contentsOf: [0x5C, 0x22])
    case 0x5C: output.append(contentsOf: [0x5C, 0x5C])
    case 0x08: output.append(contentsOf: [0x5C, 0x62])
    case 0x09: output.append(contentsOf: [0x5C, 0x74])
    case 0x0A: output.append(contentsOf: [0x5C, 0x6E])
    case 0x0C: output.append(contentsOf: [0x5C, 0x66])
    case 0x0D: output.append(contentsOf: [0x5C, 0x72])
    default:
      let hex = Array("0123456789abcdef".utf8)
      output.append(contentsOf: [0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]])
    }
  }

  /// Whether `a`'s UTF-8 bytes sort before `b`'s (`utf8.lexicographicallyPrecedes`, on the contiguous bytes).
  static func precedes(_ a: String, _ b: String) -> Bool {
    var (a, b) = (a, b)
    return a.withUTF8 { first in
      b.withUTF8 { second in
        for index in 0..<min(first.count, second.count) where first[index] != second[index] {
          return first[index] < second[index]
        }
        return first.count < second.count
      }
    }
  }

  /// The positions of `segments` in key byte order, as `.sortedKeys` writes them, keeping only the last of a key
  /// set twice.
  static func keyOrder(_ segments: ArraySlice<JSONStreamWriter.Segment>) -> [Int] {
    // Each key's first eight bytes as one big-endian number (zero-padded) decide most comparisons.
    var prefixes: [UInt64] = []
    prefixes.reserveCapacity(segments.count)
    for segment in segments {
      var key = segment.key ?? ""
      prefixes.append(
        key.withUTF8 { bytes in
          (0..<8).reduce(UInt64(0)) { value, index in value << 8 | UInt64(index < bytes.count ? bytes[index] : 0) }
        })
    }
    let base = segments.startIndex
    func precedes(_ first: Int, _ second: Int) -> Bool {
      let (one, other) = (prefixes[first - base], prefixes[second - base])
      if one != other { return one < other }
      let (a, b) = (segments[first].key ?? "", segments[second].key ?? "")
      return a == b ? first < second : JSONText.precedes(a, b)
    }
    var positions = Array(segments.indices)
    if positions.count > 16 {
      positions.sort(by: precedes)
    } else {
      // Objects have a handful of keys: insertion sort without the sort's closure machinery.
      for next in positions.indices.dropFirst() {
        let position = positions[next]
        var slot = next
        while slot > 0, precedes(position, positions[slot - 1]) {
          positions[slot] = positions[slot - 1]
          slot -= 1
        }
        positions[slot] = position
      }
    }
    var ordered: [Int] = []
    ordered.reserveCapacity(positions.count)
    for position in positions {
      if let last = ordered.last, segments[last].key == segments[position].key {
        ordered[ordered.count - 1] = position
      } else {
        ordered.append(position)
      }
    }
    return ordered
  }
}
