/// The lexical category of a token or trivia piece.
public enum TokenKind: UInt8, Sendable, CaseIterable, Codable {
  // Trivia: kept so that the token stream is lossless.
  /// Spaces, tabs, vertical tab, form feed.
  case whitespace
  /// One line break: `\n`, `\r\n` or `\r`.
  case newline
  /// `// …` up to (not including) the line break.
  case lineComment
  /// `/// …` (three or more slashes) up to (not including) the line break.
  case docLineComment
  /// `/* … */`, nested.
  case blockComment
  /// `/** … */`, nested.
  case docBlockComment
  /// `#!…` on the first line.
  case shebang
  /// The UTF-8 byte order mark at offset 0.
  case byteOrderMark

  // Names.
  /// A plain identifier, including Unicode ones and `_`-prefixed ones.
  case identifier
  /// `` `name` ``.
  case backtickIdentifier
  /// `$0`, `$name`, `$`.
  case dollarIdentifier
  /// A reserved keyword (`class`, `func`, `let`, `if`, …).
  case keyword
  /// A contextual keyword (`async`, `await`, `some`, `get`, `willSet`, …); an identifier elsewhere.
  case contextualKeyword
  /// `_` alone.
  case wildcard
  /// `@name` (the `@` and the name together).
  case attribute
  /// `#name`: `#if`, `#available`, `#selector`, a freestanding macro.
  case poundKeyword

  // Literals.
  /// Integer literal in any base.
  case integerLiteral
  /// Floating-point literal, decimal or hexadecimal.
  case floatLiteral
  /// The opening delimiter of a string: `"`, `"""`, `#"`, `##"""`, ….
  case stringOpen
  /// The closing delimiter of a string.
  case stringClose
  /// Literal text inside a string, escapes included.
  case stringSegment
  /// `\(` or `\#(` opening an interpolation; its contents are ordinary tokens.
  case interpolationOpen
  /// The `)` closing an interpolation.
  case interpolationClose
  /// A whole regex literal `/…/` or `#/…/#`.
  case regexLiteral

  // Operators and punctuation.
  /// An operator bound on both sides or neither; whitespace, comments, `,;:` and outer brackets unbind it.
  case binaryOperator
  /// An operator bound to the following token.
  case prefixOperator
  /// An operator bound to the preceding token.
  case postfixOperator
  /// `(`
  case leftParen
  /// `)`
  case rightParen
  /// `{`
  case leftBrace
  /// `}`
  case rightBrace
  /// `[`
  case leftBracket
  /// `]`
  case rightBracket
  /// `<` used as an angle bracket is still lexed as an operator; `,`.
  case comma
  /// `:`
  case colon
  /// `;`
  case semicolon
  /// `.` after an expression (member access).
  case period
  /// `.` starting an implicit member expression (`.init`, `.none`).
  case prefixPeriod
  /// `->`
  case arrow
  /// `=` standing alone.
  case equal
  /// `&` directly before an expression (inout argument).
  case ampersand
  /// `?` bound to what precedes it (optional chaining, `T?`); a ternary `?` is a `binaryOperator`.
  case questionMark
  /// `!` bound to what precedes it (force unwrap, `T!`), always alone: `a!=b` is `!` then `=`.
  case exclamationMark
  /// `\` starting a key path.
  case backslash

  /// Bytes the lexer could not classify (invalid UTF-8, stray characters, unterminated constructs).
  case unknown

  /// Whether this kind is trivia (whitespace, newlines, comments, shebang, BOM).
  @inlinable public var isTrivia: Bool { rawValue <= TokenKind.byteOrderMark.rawValue }

  /// Whether this kind is a comment.
  @inlinable public var isComment: Bool {
    self == .lineComment || self == .docLineComment || self == .blockComment || self == .docBlockComment
  }
}
