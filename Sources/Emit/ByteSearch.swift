import Foundation

/// Whether a text holds another, compared as UTF-8 bytes: `String.contains` goes through Foundation's UTF-16
/// search, which took most of `generate --all` when every view's call-site pass asked it of every file.
enum ByteSearch {
  /// Whether `text` holds `needle` (byte for byte).
  static func contains(_ text: String, _ needle: String) -> Bool {
    var text = text
    var needle = needle
    return text.withUTF8 { haystack in
      needle.withUTF8 { pattern in search(haystack, for: pattern) }
    }
  }

  private static func search(_ haystack: UnsafeBufferPointer<UInt8>, for pattern: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = pattern.first else { return false }
    guard let base = haystack.baseAddress, let wanted = pattern.baseAddress, pattern.count <= haystack.count else {
      return false
    }
    var offset = 0
    let last = haystack.count - pattern.count
    while offset <= last {
      guard let found = memchr(base + offset, Int32(first), last - offset + 1) else { return false }
      let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      if memcmp(base + position, wanted, pattern.count) == 0 { return true }
      offset = position + 1
    }
    return false
  }
}
