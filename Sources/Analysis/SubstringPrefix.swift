extension Substring {
  /// `hasPrefix` for a `String` prefix, exactly as the standard library answers it, but by bytes for an ASCII prefix
  /// (the Character comparison runs only when a non-ASCII scalar right after the match could extend its last
  /// Character). The generic `StringProtocol.hasPrefix` compares Character by Character, ~1,000 instructions a call
  /// on the trimmed lines and type names the rules test.
  public func hasPrefix(_ prefix: String) -> Bool {
    var prefix = prefix
    let answer = prefix.withUTF8 { needle -> Bool? in
      guard needle.allSatisfy({ $0 < 0x80 }) else { return nil }
      let byBytes = utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
        guard bytes.count >= needle.count else { return false }
        for index in 0..<needle.count where bytes[index] != needle[index] { return false }
        guard bytes.count > needle.count else { return true }
        let next = bytes[needle.count]
        // A non-ASCII scalar (a combining mark) or the `\n` of a `\r\n` would join the last Character.
        if next >= 0x80 || (next == 0x0A && needle.last == 0x0D) { return nil }
        return true
      }
      return byBytes ?? nil
    }
    return answer ?? starts(with: prefix)
  }
}
