import Foundation

/// Whitespace trimming and identifier prefixes of one line of code, without bridging to `NSString`.
public enum LineText {
  /// `text` without leading and trailing `CharacterSet.whitespaces` (what `trimmingCharacters(in: .whitespaces)`
  /// returns).
  public static func trimmed(_ text: Substring) -> Substring { trimmed(text, where: isWhitespace) }

  /// `text` without leading and trailing `CharacterSet.whitespaces`.
  public static func trimmed(_ text: String) -> Substring { trimmed(Substring(text)) }

  /// `text` without leading and trailing `CharacterSet.whitespacesAndNewlines` (what
  /// `trimmingCharacters(in: .whitespacesAndNewlines)` returns).
  public static func trimmedLines(_ text: Substring) -> Substring { trimmed(text, where: isWhitespaceOrNewline) }

  /// `text` without leading and trailing `CharacterSet.whitespacesAndNewlines`.
  public static func trimmedLines(_ text: String) -> Substring { trimmedLines(Substring(text)) }

  /// `text` without the scalars `strip` accepts at either end.
  private static func trimmed(_ text: Substring, where strip: (Unicode.Scalar) -> Bool) -> Substring {
    // ASCII edges by bytes; a non-ASCII scalar at an edge may be whitespace too, so the scalars decide from there.
    let utf8 = text.utf8
    // The kept bytes' offsets, and whether an edge byte is non-ASCII.
    let edges = utf8.withContiguousStorageIfAvailable { bytes -> (Range<Int>, Bool) in
      var (first, last) = (0, bytes.count)
      while first < last, bytes[first] < 0x80, strip(Unicode.Scalar(bytes[first])) { first += 1 }
      while last > first, bytes[last - 1] < 0x80, strip(Unicode.Scalar(bytes[last - 1])) { last -= 1 }
      return (first..<last, first < last && (bytes[first] >= 0x80 || bytes[last - 1] >= 0x80))
    }
    guard let (range, nonASCIIEdge) = edges else { return scalarTrimmed(text, where: strip) }
    let first = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
    let kept = text[first..<utf8.index(first, offsetBy: range.count)]
    return nonASCIIEdge ? scalarTrimmed(kept, where: strip) : kept
  }

  /// `trimmed` by Unicode scalars.
  private static func scalarTrimmed(_ text: Substring, where strip: (Unicode.Scalar) -> Bool) -> Substring {
    let scalars = text.unicodeScalars
    var start = scalars.startIndex
    var end = scalars.endIndex
    while start < end, strip(scalars[start]) { start = scalars.index(after: start) }
    while end > start {
      let last = scalars.index(before: end)
      guard strip(scalars[last]) else { break }
      end = last
    }
    return Substring(scalars[start..<end])
  }

  /// `text` without its leading `CharacterSet.whitespaces`.
  public static func leadingTrimmed(_ text: String) -> Substring {
    Substring(Substring(text).unicodeScalars.drop(while: isWhitespace))
  }

  /// The longest prefix of `text` made of letters, digits and `_` (`Character.isLetter`/`isNumber`).
  public static func identifierPrefix(_ text: Substring) -> Substring {
    var end = text.utf8.startIndex
    for byte in text.utf8 {
      guard byte < 0x80 else {
        // Past ASCII the Character properties decide; rare, so the slow path is fine.
        return text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      }
      guard isIdentifierASCII(byte) else { break }
      end = text.utf8.index(after: end)
    }
    return text[..<end]
  }

  /// `text.split(separator: Character(separator), omittingEmptySubsequences:)` for an ASCII separator, by bytes
  /// when `text` is ASCII without carriage returns: there every byte is its own Character, so the pieces are the
  /// same; other text takes the Character split.
  public static func split(_ text: String, at separator: UInt8, omittingEmpty: Bool = true) -> [Substring] {
    guard separator < 0x80, isPlainASCII(text) else {
      return text.split(
        separator: Character(Unicode.Scalar(separator)), omittingEmptySubsequences: omittingEmpty)
    }
    var text = text
    let offsets = text.withUTF8 { bytes in
      var pieces: [Range<Int>] = []
      var start = 0
      for index in 0...bytes.count where index == bytes.count || bytes[index] == separator {
        if !omittingEmpty || index > start { pieces.append(start..<index) }
        start = index + 1
      }
      return pieces
    }
    let utf8 = text.utf8
    return offsets.map { piece in
      let start = utf8.index(utf8.startIndex, offsetBy: piece.lowerBound)
      return text[start..<utf8.index(start, offsetBy: piece.count)]
    }
  }

  /// The last dot-separated component of a possibly qualified type name (`Outer.Inner` → `Inner`), or `name` itself.
  public static func simpleName(_ name: String) -> String {
    split(name, at: 0x2E).last.map(String.init) ?? name
  }

  /// The comma-separated pieces of `text` outside `<>`, `()` and `[]`, trimmed: `[A], B<C, D>` → `["[A]", "B<C, D>"]`
  /// (the last piece even when empty; the `>` of `->` closes nothing).
  public static func topLevelArguments(_ text: Substring) -> [String] {
    var pieces: [String] = []
    var depth = 0
    var current = ""
    var previous: Character = " "
    for character in text {
      switch character {
      case "<", "(", "[": depth += 1
      case ")", "]": depth -= 1
      case ">" where previous != "-": depth -= 1
      case "," where depth == 0:
        pieces.append(String(trimmed(Substring(current))))
        current = ""
        previous = character
        continue
      default: break
      }
      current.append(character)
      previous = character
    }
    pieces.append(String(trimmed(Substring(current))))
    return pieces
  }

  /// `text` with each whole-word `word` replaced by `replacement` (`S` in `Debounce<S>`, not in `Sort`).
  public static func replacingWord(_ word: String, with replacement: String, in text: String) -> String {
    replacingWords([word: replacement], in: text)
  }

  /// `text` with each whole word that is a key of `replacements` replaced by its value, in one pass (a replacement
  /// naming another key is not replaced again).
  public static func replacingWords(_ replacements: [String: String], in text: String) -> String {
    var result = ""
    var current = ""
    func flush() {
      result += replacements[current] ?? current
      current = ""
    }
    for character in text {
      if character.isLetter || character.isNumber || character == "_" {
        current.append(character)
      } else {
        flush()
        result.append(character)
      }
    }
    flush()
    return result
  }

  /// `text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)`, by bytes when `text` is ASCII
  /// without carriage returns, vertical tabs or form feeds (so its only newline Character is `\n`).
  public static func newlineSplit(_ text: String) -> [Substring] {
    guard isPlainASCII(text), !text.utf8.contains(where: { $0 == 0x0B || $0 == 0x0C }) else {
      return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    }
    return split(text, at: 0x0A, omittingEmpty: false)
  }

  /// The leading `" "` and `"\t"` Characters of `line` (`line.prefix { $0 == " " || $0 == "\t" }`), by bytes up to
  /// the first other byte; a non-ASCII byte there may join the last blank into one Character, so the Characters
  /// decide then.
  public static func indentation(of line: Substring) -> Substring {
    var end = line.utf8.startIndex
    for byte in line.utf8 {
      if byte == 0x20 || byte == 0x09 {
        end = line.utf8.index(after: end)
        continue
      }
      if byte >= 0x80 { return line.prefix { $0 == " " || $0 == "\t" } }
      break
    }
    return line[..<end]
  }

  /// The leading `" "` and `"\t"` Characters of `line`.
  public static func indentation(of line: String) -> Substring { indentation(of: Substring(line)) }

  /// `line` after its leading `" "` and `"\t"` Characters (`line.drop { $0 == " " || $0 == "\t" }`).
  public static func unindented(_ line: Substring) -> Substring { line[indentation(of: line).endIndex...] }

  /// `line` after its leading `" "` and `"\t"` Characters.
  public static func unindented(_ line: String) -> Substring { unindented(Substring(line)) }

  /// The index of the first `byte` (ASCII) in `text`, as `firstIndex(of: Character(byte))` finds it: by bytes in
  /// ASCII text without carriage returns, by Characters otherwise.
  public static func firstIndex(of byte: UInt8, in text: String) -> String.Index? {
    guard byte < 0x80, isPlainASCII(text) else { return text.firstIndex(of: Character(Unicode.Scalar(byte))) }
    return text.utf8.firstIndex(of: byte)
  }

  /// Whether every byte of `text` is ASCII and none a carriage return (which joins a following line feed into
  /// one Character).
  public static func isPlainASCII(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { bytes in
      for byte in bytes where byte >= 0x80 || byte == 0x0D { return false }
      return true
    } ?? text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
  }

  /// `set.contains(character)` for an ASCII `set` (`"([<"`), by bytes instead of iterating its Characters.
  public static func isAny(of set: String, _ character: Character) -> Bool {
    let bytes = character.utf8
    guard bytes.count == 1, let byte = bytes.first else { return set.contains(character) }
    return set.utf8.contains(byte)
  }

  /// Whether `byte` is an ASCII letter, digit or `_`.
  public static func isIdentifierASCII(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
  }

  private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    if scalar == " " || scalar == "\t" { return true }
    return scalar.value >= 0x80 && CharacterSet.whitespaces.contains(scalar)
  }

  private static func isWhitespaceOrNewline(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.value < 0x80 { return scalar == " " || (0x09...0x0D).contains(scalar.value) }
    return CharacterSet.whitespacesAndNewlines.contains(scalar)
  }

  /// Whether `piece`'s UTF-8 bytes occur anywhere in `text` (true for an empty `piece`): Foundation's `contains`
  /// without bridging to `NSString`, for the ASCII markers searched in code.
  public static func containsBytes(_ text: String, _ piece: String) -> Bool {
    var text = text
    var piece = piece
    return piece.withUTF8 { needle in
      guard !needle.isEmpty else { return true }
      return text.withUTF8 { bytes in occurrence(of: needle, in: bytes) { _ in true } }
    }
  }

  /// The byte ranges of the `\n`-separated lines of `bytes`, each without its trailing spaces and tabs: the lines
  /// of ASCII text without carriage returns, where every byte is one Character.
  public static func blankTrimmedLineRanges(_ bytes: [UInt8]) -> [Range<Int>] {
    var lines: [Range<Int>] = []
    var start = 0
    for index in 0...bytes.count where index == bytes.count || bytes[index] == 0x0A {
      var end = index
      while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
      lines.append(start..<end)
      start = index + 1
    }
    return lines
  }

  /// `containsBytes` of a slice, over its own bytes where they are contiguous.
  public static func containsBytes(_ text: Substring, _ piece: String) -> Bool {
    var piece = piece
    return text.utf8.withContiguousStorageIfAvailable { bytes in
      piece.withUTF8 { needle in needle.isEmpty || occurrence(of: needle, in: bytes) { _ in true } }
    } ?? containsBytes(String(text), piece)
  }

  /// Whether some start of `needle` in `haystack` (a non-empty needle), earliest first, satisfies `accept`; the
  /// first byte is found with `memchr` and the rest compared with `memcmp`.
  public static func occurrence(
    of needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, where accept: (Int) -> Bool
  ) -> Bool {
    guard let first = needle.first, let base = haystack.baseAddress, let pattern = needle.baseAddress,
      haystack.count >= needle.count
    else { return false }
    let last = haystack.count - needle.count
    var start = 0
    while start <= last {
      guard let found = memchr(base + start, Int32(first), last - start + 1) else { return false }
      let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      if memcmp(base + index + 1, pattern + 1, needle.count - 1) == 0, accept(index) { return true }
      start = index + 1
    }
    return false
  }

  /// `text` without the characters `Character.isWhitespace` accepts; ASCII text byte by byte.
  public static func withoutWhitespace(_ text: String) -> String {
    guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return text.filter { !$0.isWhitespace } }
    return String(decoding: text.utf8.filter { $0 != 0x20 && !(0x09...0x0D).contains($0) }, as: UTF8.self)
  }
}
