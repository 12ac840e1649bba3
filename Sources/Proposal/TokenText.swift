import Lexer

/// A snippet of code (a type, an initial value, a generated line) lexed once and searched by whole tokens, so
/// matches never start or end inside a word, a string or a comment.
struct TokenText {
  /// The lexed snippet.
  let file: SourceFile

  /// Lexes `text`.
  init(_ text: String) {
    file = SourceFile(text: text)
  }

  /// Whether the snippet may leave the function it is in early: it holds `guard`, `return` or `throw` as a keyword
  /// (in a closure too, to be safe), not in a string or a comment.
  var mayLeaveEarly: Bool {
    (0..<count).contains { index in
      kind(index) == .keyword && (isText(index, "guard") || isText(index, "return") || isText(index, "throw"))
    }
  }

  /// The number of tokens, whitespace and comments included.
  var count: Int { file.tokens.count }

  /// The kind of token `index`.
  func kind(_ index: Int) -> TokenKind { file.tokens[index].kind }

  /// Whether token `index` is exactly `text`.
  func isText(_ index: Int, _ text: String) -> Bool {
    let token = file.tokens[index]
    return token.length == text.utf8.count && file.bytes[token.range].elementsEqual(text.utf8)
  }

  /// Whether token `index` is whitespace (spaces and tabs).
  func isWhitespace(_ index: Int) -> Bool { kind(index) == .whitespace }

  /// The first position at or after `start` where consecutive tokens are exactly `pieces`.
  func firstMatch(_ pieces: [String], from start: Int = 0) -> Int? {
    guard !pieces.isEmpty, count >= pieces.count, start <= count - pieces.count else { return nil }
    return (start...(count - pieces.count)).first { matches(pieces, at: $0) }
  }

  /// The last position where consecutive tokens are exactly `pieces`.
  func lastMatch(_ pieces: [String]) -> Int? {
    guard !pieces.isEmpty, count >= pieces.count else { return nil }
    return (0...(count - pieces.count)).reversed().first { matches(pieces, at: $0) }
  }

  /// The last token of `kind`.
  func last(_ kind: TokenKind) -> Int? {
    file.tokens.lastIndex { $0.kind == kind }
  }

  /// Whether the tokens from `index` on are exactly `pieces`.
  func matches(_ pieces: [String], at index: Int) -> Bool {
    guard index >= 0, index + pieces.count <= count else { return false }
    return pieces.indices.allSatisfy { isText(index + $0, pieces[$0]) }
  }

  /// Byte offset where token `index` starts (the snippet's length past the last token).
  func start(_ index: Int) -> Int { index < count ? Int(file.tokens[index].start) : file.bytes.count }

  /// The text of token `index`.
  func text(_ index: Int) -> String { file.text(of: file.tokens[index]) }

  /// The snippet's text from byte `offset` on.
  func text(from offset: Int) -> String { file.text(in: offset..<file.bytes.count) }

  /// The snippet's text before byte `offset`.
  func text(upTo offset: Int) -> String { file.text(in: 0..<offset) }

  /// The snippet's text between two byte offsets.
  func text(_ start: Int, _ end: Int) -> String { file.text(in: start..<max(start, end)) }

  /// `text` with every run of tokens exactly `pieces` replaced by `replacement`.
  static func replacing(_ pieces: [String], with replacement: String, in text: String) -> String {
    let snippet = TokenText(text)
    var output = ""
    var copied = 0
    var replaced = false
    var index = 0
    while index < snippet.count {
      guard snippet.matches(pieces, at: index) else {
        index += 1
        continue
      }
      output += snippet.text(copied, snippet.start(index)) + replacement
      index += pieces.count
      copied = snippet.start(index)
      replaced = true
    }
    guard replaced else { return text }
    return output + snippet.text(from: copied)
  }
}
