/// A file's bytes with its lossless token stream and line table.
public struct SourceFile: Sendable {
  /// The raw UTF-8 bytes, exactly as read.
  public let bytes: [UInt8]
  /// Every token and trivia piece in order; their ranges tile `bytes` exactly.
  public let tokens: [Token]
  /// Byte offset of the start of each line; `lineStarts[0] == 0`.
  public let lineStarts: [UInt32]
  /// Problems found while lexing (unterminated literals, invalid UTF-8, …).
  public let diagnostics: [LexerDiagnostic]

  /// Lexes `bytes`.
  public init(bytes: [UInt8]) {
    var tokenizer = Tokenizer(bytes: bytes)
    let result = tokenizer.run()
    self.bytes = bytes
    self.tokens = result.tokens
    self.lineStarts = result.lineStarts
    self.diagnostics = result.diagnostics
  }

  /// Lexes the UTF-8 encoding of `text`.
  public init(text: String) {
    self.init(bytes: Array(text.utf8))
  }

  /// The text of `token`, decoded leniently (invalid UTF-8 becomes U+FFFD).
  public func text(of token: Token) -> String {
    text(in: token.range)
  }

  /// The text of a byte range, decoded leniently.
  public func text(in range: Range<Int>) -> String {
    bytes.withUnsafeBufferPointer { buffer in
      String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
    }
  }

  /// Whether `token`'s bytes equal the UTF-8 of `string`, without allocating.
  @inlinable public func token(_ token: Token, is string: StaticString) -> Bool {
    let count = string.utf8CodeUnitCount
    guard token.length == count else { return false }
    return bytes.withUnsafeBufferPointer { buffer in
      let base = string.utf8Start
      var index = 0
      let start = Int(token.start)
      while index < count {
        if buffer[start + index] != base[index] { return false }
        index += 1
      }
      return true
    }
  }

  /// 1-based line and 1-based UTF-8 byte column of a byte offset.
  public func location(ofOffset offset: Int) -> (line: Int, column: Int) {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if Int(lineStarts[mid]) <= offset { low = mid } else { high = mid - 1 }
    }
    return (low + 1, offset - Int(lineStarts[low]) + 1)
  }

  /// 1-based line and column of the first byte of `token`.
  public func location(of token: Token) -> (line: Int, column: Int) {
    location(ofOffset: Int(token.start))
  }

  /// Number of lines (a final line without a line break counts).
  public var lineCount: Int {
    if let last = lineStarts.last, Int(last) == bytes.count, bytes.count > 0 { return lineStarts.count - 1 }
    return lineStarts.count
  }
}
