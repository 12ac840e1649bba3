/// One token or trivia piece: a kind and a byte range into the file's bytes.
public struct Token: Sendable, Hashable {
  /// What the token is.
  public var kind: TokenKind
  /// Extra facts about the token (unterminated, …).
  public var flags: TokenFlags
  /// Byte offset of the first byte.
  public var start: UInt32
  /// Byte offset one past the last byte.
  public var end: UInt32

  /// Creates a token over `start..<end`.
  @inlinable
  public init(kind: TokenKind, flags: TokenFlags = [], start: UInt32, end: UInt32) {
    self.kind = kind
    self.flags = flags
    self.start = start
    self.end = end
  }

  /// The byte range as `Int`s.
  @inlinable public var range: Range<Int> { Int(start)..<Int(end) }
  /// Number of bytes.
  @inlinable public var length: Int { Int(end &- start) }
}

/// Extra facts about a token.
public struct TokenFlags: OptionSet, Sendable, Hashable {
  /// Raw bits.
  public var rawValue: UInt8
  /// Creates flags from raw bits.
  @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// A string, comment or regex whose closing delimiter is missing.
  public static let unterminated = TokenFlags(rawValue: 1 << 0)
  /// A string literal delimiter of a multi-line (`"""`) string.
  public static let multiline = TokenFlags(rawValue: 1 << 1)
  /// A string or regex delimiter with `#`s (raw).
  public static let raw = TokenFlags(rawValue: 1 << 2)
  /// Trivia before the token contains a newline (set on non-trivia tokens).
  public static let atStartOfLine = TokenFlags(rawValue: 1 << 3)
}
