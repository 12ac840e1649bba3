/// The hand-written Swift tokenizer over UTF-8 bytes; see `SourceFile` for the public entry point.
struct Tokenizer {
  let bytes: [UInt8]

  init(bytes: [UInt8]) { self.bytes = bytes }

  /// Lexes every byte into tokens and trivia, and builds the line table.
  mutating func run() -> (tokens: [Token], lineStarts: [UInt32], diagnostics: [LexerDiagnostic]) {
    bytes.withUnsafeBufferPointer { buffer in
      ByteClass.table.withUnsafeBufferPointer { classes in
        var scanner = Scanner(buffer: buffer, classes: classes)
        scanner.scanAll()
        return (scanner.tokens.finish(), LineTable.lineStarts(buffer), scanner.diagnostics)
      }
    }
  }
}

/// Where the scanner is: inside a string body, or inside an interpolation of one.
enum LexContext {
  /// Inside a string literal's body.
  case string(hashes: Int, multiline: Bool)
  /// Inside `\( … )`; `depth` counts unclosed `(`.
  case interpolation(depth: Int)
}

/// The scanning state over one buffer; `scanAll` fills `tokens` and `diagnostics`.
struct Scanner {
  let buffer: UnsafeBufferPointer<UInt8>
  /// `ByteClass.table`, borrowed for the duration of the scan.
  let classes: UnsafeBufferPointer<ByteClass>
  /// `Keywords.table`, copied once per file.
  let keywords: Keywords.Table
  let end: Int
  var position = 0
  var tokens: TokenBuffer
  var diagnostics: [LexerDiagnostic] = []
  var contexts: [LexContext] = []
  /// Index in `tokens` of the last non-trivia token, or -1.
  var lastSignificant = -1
  /// Indices in `tokens` of the contextual keywords, whose use as names is decided once the file is lexed.
  var contextualKeywords: [Int] = []
  var pendingLineStart = true
  /// A multi-line `#/` regex found unterminated at the end of input: where it started, with how many `#`s.
  var unclosedMultilineRegex: (start: Int, hashes: Int)?

  init(buffer: UnsafeBufferPointer<UInt8>, classes: UnsafeBufferPointer<ByteClass>) {
    self.buffer = buffer
    self.classes = classes
    self.keywords = Keywords.table
    self.end = buffer.count
    tokens = TokenBuffer(capacity: buffer.count / 3 + 64)
  }

  /// The byte at `offset`, or 0 past the end.
  @inline(__always) func byte(_ offset: Int) -> UInt8 { offset < end ? buffer[offset] : 0 }
  /// The class of the byte at `offset` (of NUL past the end).
  @inline(__always) func byteClass(_ offset: Int) -> ByteClass { classes[Int(byte(offset))] }
  /// The class of a byte value.
  @inline(__always) func classOf(_ value: UInt8) -> ByteClass { classes[Int(value)] }

  @inline(__always)
  mutating func emit(_ kind: TokenKind, _ start: Int, _ stop: Int, _ flags: TokenFlags = []) {
    var flags = flags
    if kind.rawValue > TokenKind.byteOrderMark.rawValue {
      if pendingLineStart {
        flags.insert(.atStartOfLine)
        pendingLineStart = false
      }
      lastSignificant = tokens.count
    } else if kind == .newline {
      pendingLineStart = true
    }
    tokens.append(
      Token(kind: kind, flags: flags, start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: stop)))
  }

  mutating func diagnose(_ offset: Int, _ message: String) {
    diagnostics.append(LexerDiagnostic(offset: offset, message: message))
  }

  mutating func scanAll() {
    if end >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF {
      emit(.byteOrderMark, 0, 3)
      position = 3
    }
    if byte(position) == UInt8(ascii: "#") && byte(position + 1) == UInt8(ascii: "!") {
      let start = position
      while position < end && buffer[position] != 0x0A && buffer[position] != 0x0D { position += 1 }
      emit(.shebang, start, position)
    }
    while position < end {
      if contexts.isEmpty {
        scanToken()
      } else if case .string(let hashes, let multiline) = contexts[contexts.count - 1] {
        scanStringBody(hashes: hashes, multiline: multiline)
      } else {
        scanToken()
      }
    }
    while let context = contexts.popLast() {
      if case .string = context { diagnose(end, "unterminated string literal") }
    }
    resolveContextualNames()
  }

  mutating func scanToken() {
    let start = position
    let first = buffer[start]
    switch first {
    case 0x20, 0x09, 0x0B, 0x0C:
      position += 1
      while position < end && classOf(buffer[position]).contains(.horizontalSpace) { position += 1 }
      emit(.whitespace, start, position)
    case 0x0A, 0x0D:
      if !contexts.isEmpty && endSingleLineInterpolations() { diagnose(start, "unterminated string literal") }
      position += first == 0x0D && byte(start + 1) == 0x0A ? 2 : 1
      emit(.newline, start, position)
    case UInt8(ascii: "/"):
      scanSlash()
    case UInt8(ascii: "\""):
      scanStringOpen(hashes: 0)
    case UInt8(ascii: "#"):
      scanPound()
    case UInt8(ascii: "@"):
      position += 1
      if byteClass(position).contains(.identifierHead) {
        scanIdentifierBody()
        emit(.attribute, start, position)
      } else {
        emitUnknown(start, position, "stray '@'")
      }
    case UInt8(ascii: "$"):
      position += 1
      scanIdentifierBody()
      emit(.dollarIdentifier, start, position)
    case UInt8(ascii: "`"):
      scanBacktick()
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      scanNumber()
    case UInt8(ascii: "("):
      position += 1
      if !contexts.isEmpty, case .interpolation(let depth) = contexts[contexts.count - 1] {
        contexts[contexts.count - 1] = .interpolation(depth: depth + 1)
      }
      emit(.leftParen, start, position)
    case UInt8(ascii: ")"):
      position += 1
      if !contexts.isEmpty, case .interpolation(let depth) = contexts[contexts.count - 1] {
        if depth == 0 {
          contexts.removeLast()
          emit(.interpolationClose, start, position)
          return
        }
        contexts[contexts.count - 1] = .interpolation(depth: depth - 1)
      }
      emit(.rightParen, start, position)
    case UInt8(ascii: "{"): emitSingle(.leftBrace)
    case UInt8(ascii: "}"): emitSingle(.rightBrace)
    case UInt8(ascii: "["): emitSingle(.leftBracket)
    case UInt8(ascii: "]"): emitSingle(.rightBracket)
    case UInt8(ascii: ","): emitSingle(.comma)
    case UInt8(ascii: ";"): emitSingle(.semicolon)
    case UInt8(ascii: ":"): emitSingle(.colon)
    case UInt8(ascii: "\\"): emitSingle(.backslash)
    default:
      let byteClass = classOf(first)
      if byteClass.contains(.operatorChar) {
        scanOperator()
      } else if first < 0x80 {
        if byteClass.contains(.identifierHead) {
          scanIdentifier()
        } else {
          position += 1
          emitUnknown(start, position, first == 0 ? "NUL byte" : "unexpected character")
        }
      } else {
        scanNonASCII()
      }
    }
  }

  @inline(__always)
  mutating func emitSingle(_ kind: TokenKind) {
    position += 1
    emit(kind, position - 1, position)
  }

  /// Emits an unknown token, merging it with an adjacent unknown token before it.
  mutating func emitUnknown(_ start: Int, _ stop: Int, _ message: String) {
    if let last = tokens.last, last.kind == .unknown, Int(last.end) == start {
      tokens[tokens.count - 1].end = UInt32(truncatingIfNeeded: stop)
      return
    }
    diagnose(start, message)
    emit(.unknown, start, stop)
  }

  /// A line break inside `\( … )` of a single-line string ends that string (unterminated), as in the compiler.
  /// Returns whether any string was closed.
  mutating func endSingleLineInterpolations() -> Bool {
    var closed = false
    while contexts.count >= 2, case .interpolation = contexts[contexts.count - 1],
      case .string(_, false) = contexts[contexts.count - 2]
    {
      contexts.removeLast(2)
      closed = true
    }
    return closed
  }
}
