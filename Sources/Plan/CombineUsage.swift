import Foundation

/// Counts Combine pipeline markers (`.sink`, `.assign`, `debounce`) in source text, skipping comments and strings.
public enum CombineUsage {
  /// The identifiers counted; `sink` and `assign` only after a `.`, `debounce` anywhere.
  public static let markers = ["sink", "assign", "debounce"]

  /// Number of pipeline markers in `source`.
  public static func count(in source: String) -> Int {
    let bytes = Array(source.utf8)
    var count = 0
    var index = 0
    var lastSignificant: UInt8 = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        continue
      }
      if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
        index += 2
        while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
          index += 1
        }
        index += 2
        continue
      }
      if byte == UInt8(ascii: "\"") {
        index = skipString(bytes, from: index)
        lastSignificant = UInt8(ascii: "\"")
        continue
      }
      if isIdentifierHead(byte) {
        let start = index
        while index < bytes.count, isIdentifierBody(bytes[index]) { index += 1 }
        let word = String(decoding: bytes[start..<index], as: UTF8.self)
        if word == "debounce" || ((word == "sink" || word == "assign") && lastSignificant == UInt8(ascii: ".")) {
          count += 1
        }
        lastSignificant = UInt8(ascii: "a")
        continue
      }
      if !isWhitespace(byte) { lastSignificant = byte }
      index += 1
    }
    return count
  }

  private static func skipString(_ bytes: [UInt8], from start: Int) -> Int {
    let quote = UInt8(ascii: "\"")
    let isMultiline = start + 2 < bytes.count && bytes[start + 1] == quote && bytes[start + 2] == quote
    var index = start + (isMultiline ? 3 : 1)
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\") {
        index += 2
        continue
      }
      if isMultiline {
        if byte == quote, index + 2 < bytes.count, bytes[index + 1] == quote, bytes[index + 2] == quote {
          return index + 3
        }
      } else if byte == quote {
        return index + 1
      } else if byte == UInt8(ascii: "\n") {
        return index
      }
      index += 1
    }
    return index
  }

  private static func isIdentifierHead(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || byte == UInt8(ascii: "_") || byte >= 0x80
  }

  private static func isIdentifierBody(_ byte: UInt8) -> Bool {
    isIdentifierHead(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
  }
}
