import Lexer

extension SourceFile {
  /// The byte offset where the line holding byte `offset` starts.
  func lineStart(ofOffset offset: Int) -> Int {
    Int(lineStarts[location(ofOffset: offset).line - 1])
  }

  /// The byte offset of the line break ending the line that holds byte `offset` (the file's end on its last line).
  func lineEnd(ofOffset offset: Int) -> Int {
    var cursor = offset
    while cursor < bytes.count, bytes[cursor] != 0x0A { cursor += 1 }
    return cursor
  }

  /// Whether the bytes of `range` are spaces and tabs only, and line breaks too with `lineBreaks`.
  func isBlank(_ range: Range<Int>, lineBreaks: Bool = false) -> Bool {
    guard range.lowerBound >= 0, range.upperBound <= bytes.count else { return false }
    return bytes[range].allSatisfy { $0 == 0x20 || $0 == 0x09 || (lineBreaks && ($0 == 0x0A || $0 == 0x0D)) }
  }

  /// The leading blanks (spaces and tabs) of the line holding byte `offset`.
  func indentation(ofLineAt offset: Int) -> String {
    var cursor = lineStart(ofOffset: offset)
    let start = cursor
    while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
    return String(decoding: bytes[start..<cursor], as: UTF8.self)
  }

  /// The text of the line ending just before `lineStart` (a line's first byte), without its line break; empty for
  /// the first line.
  func line(before lineStart: Int) -> String {
    guard lineStart > 0, lineStart <= bytes.count else { return "" }
    var end = lineStart - 1
    if end > 0, bytes[end - 1] == 0x0D { end -= 1 }
    var start = end
    while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
