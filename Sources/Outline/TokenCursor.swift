import Lexer

/// The significant (non-trivia) tokens of a file with bracket matching, for skimming.
public struct TokenCursor: Sendable {
  public let file: SourceFile
  /// Indices into `file.tokens` of non-trivia tokens.
  public let significant: TokenIndexTable
  /// For each significant index: the significant index of the matching bracket, or -1.
  public let match: TokenIndexTable

  public init(file: SourceFile) {
    self.file = file
    let positions = file.tokens.withUnsafeBufferPointer { tokens in
      var significantCount = 0
      for token in tokens where !token.kind.isTrivia { significantCount += 1 }
      return [UInt32](unsafeUninitializedCapacity: significantCount) { buffer, count in
        var index = 0
        for position in tokens.indices where !tokens[position].kind.isTrivia {
          buffer[index] = UInt32(truncatingIfNeeded: position)
          index += 1
        }
        count = index
      }
    }
    let significant = TokenIndexTable(positions)
    var match = TokenIndexTable(noneCount: significant.count)
    // Open brackets, innermost last, and the positions in `stack` of the open braces among them: a `}` closes the
    // innermost `{` at any depth, other closers only an opener among the top three, so each token costs O(1).
    var stack: [(position: Int, kind: TokenKind)] = []
    var braces: [Int] = []
    file.tokens.withUnsafeBufferPointer { tokens in
      for (position, tokenIndex) in positions.enumerated() {
        let kind = tokens[Int(tokenIndex)].kind
        switch kind {
        case .leftParen, .leftBracket, .leftBrace, .interpolationOpen:
          if kind == .leftBrace { braces.append(stack.count) }
          stack.append((position, kind))
        case .rightParen, .rightBracket, .rightBrace, .interpolationClose:
          let opener = TokenCursor.opener(of: kind)
          let top: Int?
          if kind == .rightBrace {
            top = braces.last
          } else {
            top = stack.indices.suffix(3).last { stack[$0].kind == opener }
          }
          if let top {
            match[stack[top].position] = position
            match[position] = stack[top].position
            stack.removeSubrange(top...)
            while let last = braces.last, last >= top { braces.removeLast() }
          }
        default:
          break
        }
      }
    }
    self.significant = significant
    self.match = match
  }

  static func opener(of kind: TokenKind) -> TokenKind {
    switch kind {
    case .rightParen: .leftParen
    case .rightBracket: .leftBracket
    case .interpolationClose: .interpolationOpen
    default: .leftBrace
    }
  }

  @inlinable public var count: Int { significant.count }

  /// The first significant index whose token index is at or after `tokenIndex`.
  public func significantIndex(atOrAfterToken tokenIndex: Int) -> Int {
    var low = 0
    var high = significant.count
    while low < high {
      let mid = (low + high) / 2
      if significant[mid] < tokenIndex { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// Significant indices covering a token index range (as stored in declarations).
  public func significantRange(ofTokens range: Range<Int>) -> Range<Int> {
    significantIndex(atOrAfterToken: range.lowerBound)..<significantIndex(atOrAfterToken: range.upperBound)
  }

  /// The significant token at `index`; past either end, an empty token at that end of the file.
  @inlinable public func token(_ index: Int) -> Token {
    if index >= 0 && index < count { return file.tokens[significant[index]] }
    let offset = UInt32(index < 0 ? 0 : file.bytes.count)
    return Token(kind: .unknown, flags: .atStartOfLine, start: offset, end: offset)
  }
  @inlinable public func kind(_ index: Int) -> TokenKind { token(index).kind }
  public func text(_ index: Int) -> String { index >= 0 && index < count ? file.text(of: token(index)) : "" }
  @inlinable public func `is`(_ index: Int, _ word: StaticString) -> Bool {
    index >= 0 && index < count && file.token(token(index), is: word)
  }
  /// Whether the token begins a line (past the end: true).
  @inlinable public func startsLine(_ index: Int) -> Bool { token(index).flags.contains(.atStartOfLine) }
  /// 1-based line and column of a significant token.
  public func location(_ index: Int) -> (line: Int, column: Int) { file.location(of: token(index)) }

  /// Whether the token is a name (identifier, contextual keyword, backticked).
  public func isName(_ index: Int) -> Bool {
    let kind = kind(index)
    return kind == .identifier || kind == .contextualKeyword || kind == .backtickIdentifier
  }

  /// The name with backticks removed.
  public func name(_ index: Int) -> String {
    let value = text(index)
    if kind(index) == .backtickIdentifier { return String(value.dropFirst().dropLast()) }
    return value
  }

  /// Whether the name at `index` (backticks removed) is `name`, compared byte for byte without building a String.
  public func name(_ index: Int, is name: String) -> Bool {
    guard isName(index) else { return false }
    var token = token(index)
    if token.kind == .backtickIdentifier, token.end - token.start >= 2 {
      token.start += 1
      token.end -= 1
    }
    var name = name
    return name.withUTF8 { expected in
      guard Int(token.end - token.start) == expected.count else { return false }
      return file.bytes.withUnsafeBufferPointer { bytes in
        expected.indices.allSatisfy { bytes[Int(token.start) + $0] == expected[$0] }
      }
    }
  }

  /// The index after the bracket group starting at `index` (or `index + 1` when unmatched or not a bracket).
  public func after(_ index: Int) -> Int {
    let other = index >= 0 && index < count ? match[index] : -1
    return other > index ? other + 1 : index + 1
  }

  /// The closing bracket of the opener at `index`, or `limit` when it has none before `limit` (a file that ends
  /// inside the group): the group then runs to the end of the enclosing range.
  public func closer(of index: Int, limit: Int) -> Int {
    let other = index >= 0 && index < count ? match[index] : -1
    return other > index && other < limit ? other : max(index, limit)
  }

  /// Whether the opener at `index` has a matching closer.
  public func isClosed(_ index: Int) -> Bool { index >= 0 && index < count && match[index] > index }

  /// Source text from the first byte of token `start` to the last byte of token `end - 1`, verbatim.
  public func rawText(_ start: Int, _ end: Int) -> String {
    guard start < end, end <= count else { return "" }
    return file.text(in: Int(token(start).start)..<Int(token(end - 1).end))
  }

  /// Token texts from `start` to `end`, separated by one space where trivia stood between them.
  public func compactText(_ start: Int, _ end: Int) -> String {
    guard start < end, end <= count else { return "" }
    var result = ""
    for index in start..<end {
      if index > start && token(index).start != token(index - 1).end { result += " " }
      result += text(index)
    }
    return result
  }

  /// Change in `<`/`>` nesting caused by an operator token (`<`, `>`, `>>`, `>?` …).
  public func angleDelta(_ index: Int) -> Int {
    let kind = kind(index)
    guard kind == .binaryOperator || kind == .prefixOperator || kind == .postfixOperator else { return 0 }
    var delta = 0
    for byte in file.bytes[token(index).range] {
      if byte == UInt8(ascii: "<") { delta += 1 } else if byte == UInt8(ascii: ">") { delta -= 1 }
    }
    return delta
  }

  /// The index after a generic clause `<…>` starting at `index`.
  public func afterAngles(_ index: Int, limit: Int) -> Int {
    var depth = 0
    var cursor = index
    while cursor < limit {
      let kind = kind(cursor)
      if kind == .leftParen || kind == .leftBracket {
        cursor = after(cursor)
        continue
      }
      if kind == .leftBrace || kind == .rightBrace { return cursor }
      depth += angleDelta(cursor)
      cursor += 1
      if depth <= 0 { return cursor }
    }
    return cursor
  }

  /// The end of a type starting at `start`: stops at `=`, `{`, `,`, `where`, closers, or a new line.
  public func typeEnd(from start: Int, limit: Int) -> Int {
    var cursor = start
    while cursor < limit {
      let kind = kind(cursor)
      switch kind {
      case .leftParen, .leftBracket:
        cursor = after(cursor)
        continue
      case .leftBrace, .rightBrace, .rightParen, .rightBracket, .equal, .comma, .semicolon, .colon:
        return cursor
      default:
        break
      }
      if cursor > start && startsLine(cursor) && kind != .arrow && kind != .period && self.kind(cursor - 1) != .arrow {
        return cursor
      }
      if `is`(cursor, "where") { return cursor }
      if angleDelta(cursor) > 0 {
        cursor = afterAngles(cursor, limit: limit)
        continue
      }
      if kind == .binaryOperator && !isTypeOperator(cursor) { return cursor }
      cursor += 1
    }
    return cursor
  }

  /// Operators that may appear inside a type: `&`, `?`, `!`, `...`, `>`.
  public func isTypeOperator(_ index: Int) -> Bool {
    `is`(index, "&") || `is`(index, "?") || `is`(index, "!") || `is`(index, "...") || angleDelta(index) != 0
  }

  /// The end of an expression starting at `start`: balanced groups, continued across lines only by operators or `.`.
  public func expressionEnd(from start: Int, limit: Int) -> Int {
    var cursor = start
    while cursor < limit {
      let kind = kind(cursor)
      if cursor > start && startsLine(cursor) && !continuesExpression(cursor) { return cursor }
      switch kind {
      case .comma, .semicolon, .rightBrace, .rightParen, .rightBracket:
        return cursor
      case .leftBrace:
        if cursor > start && isObserverBlock(cursor) { return cursor }
        cursor = after(cursor)
      case .leftParen, .leftBracket, .interpolationOpen:
        cursor = after(cursor)
      default:
        cursor = genericArgumentsEnd(cursor, limit: limit) ?? cursor + 1
      }
    }
    return cursor
  }

  /// The end of `<…>` generic arguments written directly after a type name in an expression (`Subject<A, B>()`).
  public func genericArgumentsEnd(_ index: Int, limit: Int) -> Int? {
    guard angleDelta(index) > 0, index > 0, text(index).hasPrefix("<"), isName(index - 1),
      token(index).start == token(index - 1).end
    else { return nil }
    let end = afterAngles(index, limit: limit)
    guard end > index + 1, end <= limit else { return nil }
    for inner in (index + 1)..<(end - 1) {
      switch kind(inner) {
      case .identifier, .keyword, .contextualKeyword, .comma, .period, .leftBracket, .rightBracket, .colon,
        .questionMark,
        .exclamationMark, .leftParen, .rightParen, .arrow:
        continue
      default:
        if !isTypeOperator(inner) { return nil }
      }
    }
    return end
  }

  /// Whether a token at the start of a line continues the previous line's expression.
  public func continuesExpression(_ index: Int) -> Bool {
    switch kind(index) {
    case .binaryOperator, .period, .prefixPeriod, .questionMark, .arrow, .equal:
      return true
    default:
      break
    }
    switch kind(index - 1) {
    case .binaryOperator, .prefixOperator, .equal, .arrow, .period, .colon, .comma:
      return true
    default:
      return false
    }
  }

  /// Whether the `{` at `index` opens a `willSet`/`didSet` observer block.
  public func isObserverBlock(_ index: Int) -> Bool {
    var cursor = index + 1
    while kind(cursor) == .attribute { cursor += 1 }
    return `is`(cursor, "willSet") || `is`(cursor, "didSet")
  }

  /// Splits `start..<end` at commas outside brackets and angle brackets.
  public func splitAtCommas(_ start: Int, _ end: Int) -> [Range<Int>] {
    var parts: [Range<Int>] = []
    var partStart = start
    var cursor = start
    var angle = 0
    while cursor < end {
      let kind = kind(cursor)
      if kind == .leftParen || kind == .leftBracket || kind == .leftBrace {
        cursor = min(after(cursor), end)
        continue
      }
      angle = max(0, angle + angleDelta(cursor))
      if kind == .comma && angle == 0 {
        parts.append(partStart..<cursor)
        partStart = cursor + 1
      }
      cursor += 1
    }
    if partStart < end { parts.append(partStart..<end) }
    return parts
  }
}
