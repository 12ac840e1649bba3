import Analysis
import Foundation

/// Conservative searches in method-body text (word boundaries, no parsing).
public enum TextScan {
  /// Whether `text` contains `receiver.member` with identifier boundaries (also `self.receiver.member`).
  public static func containsMember(_ text: String, receiver: String, member: String) -> Bool {
    containsWord(text, receiver + "." + member)
  }

  /// Whether `text` assigns to `receiver.member` with a plain `=` (`settings.isMuted = true`, not `==` or `+=`).
  public static func assignsMember(_ text: String, receiver: String, member: String) -> Bool {
    var text = text
    var word = receiver + "." + member
    return word.withUTF8 { needle in
      text.withUTF8 { haystack in
        LineText.occurrence(of: needle, in: haystack) { index in
          let before = index == 0 ? nil : haystack[index - 1]
          guard !isIdentifierByte(before), before != 0x2E else { return false }
          var after = index + needle.count
          while after < haystack.count, haystack[after] == 0x20 || haystack[after] == 0x09 { after += 1 }
          return after + 1 < haystack.count && haystack[after] == 0x3D && haystack[after + 1] != 0x3D
        }
      }
    }
  }

  /// Whether `piece`'s bytes occur anywhere in `text` (no word boundaries): a cheap test before lexing or rewriting.
  public static func containsBytes(_ text: String, _ piece: String) -> Bool { LineText.containsBytes(text, piece) }

  /// `containsBytes` of a slice.
  public static func containsBytes(_ text: Substring, _ piece: String) -> Bool { LineText.containsBytes(text, piece) }

  /// Whether `text` contains `word` not preceded or followed by an identifier character.
  public static func containsWord(_ text: String, _ word: String) -> Bool {
    var text = text
    var word = word
    return word.withUTF8 { needle in
      text.withUTF8 { haystack in
        LineText.occurrence(of: needle, in: haystack) { index in
          let before = index == 0 ? nil : haystack[index - 1]
          let after = index + needle.count < haystack.count ? haystack[index + needle.count] : nil
          return !isIdentifierByte(before) && !isIdentifierByte(after)
        }
      }
    }
  }

  /// Whether `text` calls a method named `name` on `self` implicitly or explicitly (`name(` as a word, or after
  /// `self.` / `self?.`; `items.remove(at:)` is a call on something else).
  public static func callsFunction(_ text: String, named name: String) -> Bool {
    var text = text
    var call = name + "("
    let receiver = Array("self".utf8)
    return call.withUTF8 { needle in
      text.withUTF8 { haystack in
        // Compared in place: no array is cut out of the body at each position.
        func matches(_ piece: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
          piece.indices.allSatisfy { haystack[start + $0] == piece[$0] }
        }
        guard haystack.count >= needle.count else { return false }
        var index = 0
        while index + needle.count <= haystack.count {
          if matches(needle, at: index) {
            let before = index == 0 ? nil : haystack[index - 1]
            if before == 0x2E {
              var start = index - 1
              if start > 0, haystack[start - 1] == 0x3F { start -= 1 }
              if start >= receiver.count,
                receiver.withUnsafeBufferPointer({ matches($0, at: start - receiver.count) }),
                !isIdentifierByte(start - receiver.count == 0 ? nil : haystack[start - receiver.count - 1])
              {
                return true
              }
            } else if !isIdentifierByte(before) {
              return true
            }
          }
          index += 1
        }
        return false
      }
    }
  }

  /// `text` with each whole-word occurrence of `word` (not after a `.`) replaced by `replacement`.
  public static func replacingWord(_ word: String, with replacement: String, in text: String) -> String {
    let haystack = Array(text.utf8)
    let needle = Array(word.utf8)
    guard !needle.isEmpty, haystack.count >= needle.count else { return text }
    var output: [UInt8] = []
    var index = 0
    while index < haystack.count {
      if index + needle.count <= haystack.count, haystack[index..<index + needle.count].elementsEqual(needle) {
        let before = index == 0 ? nil : haystack[index - 1]
        let after = index + needle.count < haystack.count ? haystack[index + needle.count] : nil
        if !isIdentifierByte(before), before != 0x2E, !isIdentifierByte(after), after != 0x2E {
          output.append(contentsOf: Array(replacement.utf8))
          index += needle.count
          continue
        }
      }
      output.append(haystack[index])
      index += 1
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// `text` with each `base.member` (`base` not after a `.` or identifier, `member` a whole word) replaced by
  /// `replacement`; what follows (`.count`) is kept.
  public static func replacingMemberAccess(
    _ base: String, member: String, with replacement: String, in text: String
  ) -> String {
    let haystack = Array(text.utf8)
    let needle = Array((base + "." + member).utf8)
    var output: [UInt8] = []
    var index = 0
    while index < haystack.count {
      if index + needle.count <= haystack.count, haystack[index..<index + needle.count].elementsEqual(needle) {
        let before = index == 0 ? nil : haystack[index - 1]
        let after = index + needle.count < haystack.count ? haystack[index + needle.count] : nil
        if !isIdentifierByte(before), before != 0x2E, !isIdentifierByte(after) {
          output.append(contentsOf: Array(replacement.utf8))
          index += needle.count
          continue
        }
      }
      output.append(haystack[index])
      index += 1
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Lines of `text` split at `\n`, `\r\n` or a lone `\r`, without their terminators. (`String.split` on `"\n"`
  /// keeps `"\r\n"` together: it is one `Character`.)
  public static func lines(_ text: String) -> [String] {
    // `\n` and `\r` are one byte each and never part of another scalar's UTF-8, so bytes split like scalars.
    var result: [String] = []
    let utf8 = text.utf8
    var start = utf8.startIndex
    var index = start
    while index < utf8.endIndex {
      let byte = utf8[index]
      guard byte == 0x0A || byte == 0x0D else {
        index = utf8.index(after: index)
        continue
      }
      result.append(String(text[start..<index]))
      index = utf8.index(after: index)
      if byte == 0x0D, index < utf8.endIndex, utf8[index] == 0x0A { index = utf8.index(after: index) }
      start = index
    }
    result.append(String(text[start..<utf8.endIndex]))
    return result
  }

  /// Body text split into trimmed, non-empty lines.
  public static func trimmedLines(_ text: String?) -> [String] {
    lines(text ?? "").map { String(LineText.trimmed($0)) }.filter { !$0.isEmpty }
  }

  /// Body text split into lines with the common leading whitespace removed; blank edge lines dropped.
  public static func dedentedLines(_ text: String?) -> [String] {
    if let text, LineText.isPlainASCII(text) { return dedentedASCIILines(text) }
    // In an ASCII line every byte is a Character, so its blanks are counted and cut as bytes.
    func isASCII(_ line: String) -> Bool { line.utf8.allSatisfy { $0 < 0x80 } }
    func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
    var lines = lines(text ?? "").map { line in
      guard isASCII(line) else {
        // The same trailing Characters dropped, found from the end instead of copying the line reversed twice.
        guard let last = line.lastIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
        return String(line[...last])
      }
      guard let last = line.utf8.lastIndex(where: { !isBlank($0) }) else { return "" }
      return String(line[...last])
    }
    while let first = lines.first, first.isEmpty { lines.removeFirst() }
    while let last = lines.last, last.isEmpty { lines.removeLast() }
    func indent(_ line: String) -> Int {
      isASCII(line) ? line.utf8.prefix(while: isBlank).count : line.prefix { $0 == " " || $0 == "\t" }.count
    }
    // A body starting on the brace's line has lost its first line's indentation; measure the others.
    let measured = lines.count > 1 && indent(lines[0]) == 0 ? Array(lines.dropFirst()) : lines
    // A comment line set further left (`// TODO` at the closing brace's depth) does not pull the code left.
    let isComment = { (line: String) in LineText.trimmed(line).hasPrefix("//") }
    let common = measured.filter { !$0.isEmpty && !isComment($0) }.map(indent).min() ?? 0
    return lines.map { line in
      let cut = min(common, indent(line))
      guard cut > 0 else { return line }
      guard isASCII(line) else { return String(line.dropFirst(cut)) }
      return String(line[line.utf8.index(line.startIndex, offsetBy: cut)...])
    }
  }

  /// `dedentedLines` of ASCII text without carriage returns, where every byte is one Character: one pass over
  /// byte ranges, and one String per kept line.
  private static func dedentedASCIILines(_ text: String) -> [String] {
    let bytes = Array(text.utf8)
    func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
    var lines = LineText.blankTrimmedLineRanges(bytes)
    while let first = lines.first, first.isEmpty { lines.removeFirst() }
    while let last = lines.last, last.isEmpty { lines.removeLast() }
    func indent(_ line: Range<Int>) -> Int { bytes[line].prefix(while: isBlank).count }
    func isComment(_ line: Range<Int>) -> Bool { bytes[line].drop(while: isBlank).starts(with: "//".utf8) }
    let measured = lines.count > 1 && indent(lines[0]) == 0 ? Array(lines.dropFirst()) : lines
    let common = measured.filter { !$0.isEmpty && !isComment($0) }.map(indent).min() ?? 0
    return lines.map { line in
      String(decoding: bytes[(line.lowerBound + min(common, indent(line)))..<line.upperBound], as: UTF8.self)
    }
  }

  /// Every `name` for which `callsFunction(text, named: name)` holds, found in one pass over `text`.
  public static func calledFunctions(_ text: String) -> Set<String> {
    let bytes = Array(text.utf8)
    var names: Set<String> = []
    for (open, byte) in bytes.enumerated() where byte == 0x28 {
      var start = open
      while start > 0 && isIdentifierByte(bytes[start - 1]) { start -= 1 }
      guard start < open else { continue }
      if start > 0 && bytes[start - 1] == 0x2E {
        var dot = start - 1
        if dot > 0, bytes[dot - 1] == 0x3F { dot -= 1 }
        let receiver = Array("self".utf8)
        guard dot >= receiver.count, bytes[(dot - receiver.count)..<dot].elementsEqual(receiver),
          !isIdentifierByte(dot - receiver.count == 0 ? nil : bytes[dot - receiver.count - 1])
        else { continue }
      }
      names.insert(String(decoding: bytes[start..<open], as: UTF8.self))
    }
    return names
  }

  /// The methods `text` names in `#selector(…)` (`#selector(refresh)`, `#selector(Self.handle(_:))` → `refresh`,
  /// `handle`): called by whatever the selector is handed to.
  public static func selectorTargets(_ text: String) -> Set<String> {
    guard text.utf8.contains(0x23) else { return [] }
    let bytes = Array(text.utf8)
    let marker = Array("#selector(".utf8)
    var names: Set<String> = []
    var index = 0
    while index + marker.count <= bytes.count {
      guard bytes[index] == 0x23, bytes[index..<(index + marker.count)].elementsEqual(marker) else {
        index += 1
        continue
      }
      var start = index + marker.count
      var end = start
      while end < bytes.count, isIdentifierByte(bytes[end]) || bytes[end] == 0x2E {
        if bytes[end] == 0x2E { start = end + 1 }
        end += 1
      }
      if start < end { names.insert(String(decoding: bytes[start..<end], as: UTF8.self)) }
      index = end
    }
    return names
  }

  /// The maximal runs of identifier bytes in `text` (ASCII letters, digits, `_`, and any non-ASCII byte): `word`
  /// is one of them exactly when `containsWord(text, word)` holds for an identifier `word`.
  public static func words(in text: String) -> Set<String> {
    Set(text.utf8.split { !isIdentifierByte($0) }.map { String(decoding: $0, as: UTF8.self) })
  }

  /// Whether `text` is non-empty and all identifier bytes: a possible member of `words(in:)`.
  public static func isWord(_ text: String) -> Bool {
    !text.isEmpty && text.utf8.allSatisfy { isIdentifierByte($0) }
  }

  private static func isIdentifierByte(_ byte: UInt8?) -> Bool {
    guard let byte else { return false }
    return (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
      || byte == 0x5F || byte >= 0x80
  }
}
