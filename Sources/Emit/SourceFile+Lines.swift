import Lexer

extension SourceFile {
  /// The byte offset where the line holding byte `offset` starts.
  func lineStart(ofOffset offset: Int) -> Int {
    Int(lineStarts[location(ofOffset: offset).line - 1])
  }

  /// The leading blanks (spaces and tabs) of the line holding byte `offset`.
  func indentation(ofLineAt offset: Int) -> String {
    var cursor = lineStart(ofOffset: offset)
    let start = cursor
    while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
    return String(decoding: bytes[start..<cursor], as: UTF8.self)
  }
}
