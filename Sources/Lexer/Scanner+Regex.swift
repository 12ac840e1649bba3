extension Scanner {
  /// Whether the bytes of `tokens[index]` spell `word`, without allocating.
  func token(at index: Int, is word: StaticString) -> Bool {
    guard index >= 0 else { return false }
    let token = tokens[index]
    let count = word.utf8CodeUnitCount
    guard token.length == count else { return false }
    let base = word.utf8Start
    var offset = 0
    while offset < count {
      if buffer[Int(token.start) + offset] != base[offset] { return false }
      offset += 1
    }
    return true
  }

  /// The regex literal a `/` inside an operator opens, if the compiler would lex one there (SE-0354):
  /// its end and whether it is terminated. The operator's characters run from `start` to `position`.
  func regexInOperator(slash: Int, start: Int, leftBound: Bool) -> (end: Int, terminated: Bool)? {
    guard !leftBound else { return nil }
    let previous = lastSignificant
    let previousKind = previous >= 0 ? tokens[previous].kind : nil
    // `func /(…)`, `operator /^/`: an operator name, never a regex.
    if previousKind == .keyword && (token(at: previous, is: "func") || token(at: previous, is: "operator")) {
      return nil
    }
    var mustBeRegex = false
    if !isRightBound(position, leftBound: false) {
      // Looks like a binary operator: only a regex where an expression must start.
      let afterTry =
        (previousKind == .questionMark || previousKind == .exclamationMark) && previous > 0
        && tokens[previous - 1].kind == .keyword && token(at: previous - 1, is: "try")
      mustBeRegex = afterTry
      if !mustBeRegex && !inRegexLiteralPosition() { return nil }
      switch previousKind {
      case .leftParen?, .leftBracket?, .comma?, .colon?, .interpolationOpen?: break
      default: mustBeRegex = true
      }
    }
    return bareRegexEnd(from: slash, mustBeRegex: mustBeRegex)
  }

  /// Whether the previous token leaves the lexer expecting an expression (so `/` may open a regex).
  func inRegexLiteralPosition() -> Bool {
    guard lastSignificant >= 0 else { return true }
    switch tokens[lastSignificant].kind {
    case .leftParen, .leftBrace, .leftBracket, .prefixOperator, .ampersand, .binaryOperator, .equal, .semicolon,
      .comma, .colon, .interpolationOpen, .unknown:
      return true
    case .keyword:
      // Keywords that are expressions themselves are followed by an operator, not a regex.
      let index = lastSignificant
      return
        !(token(at: index, is: "self") || token(at: index, is: "Self") || token(at: index, is: "super")
        || token(at: index, is: "true") || token(at: index, is: "false") || token(at: index, is: "nil")
        || token(at: index, is: "Any"))
    case .poundKeyword:
      let index = lastSignificant
      return token(at: index, is: "#if") || token(at: index, is: "#else") || token(at: index, is: "#elseif")
        || token(at: index, is: "#endif")
    default:
      return false
    }
  }

  /// The end of a bare `/…/` regex starting at `start` (the compiler's rules), or nil when it is not one.
  /// When `mustBeRegex`, an unterminated literal ends at the line break instead of being rejected.
  func bareRegexEnd(from start: Int, mustBeRegex: Bool) -> (end: Int, terminated: Bool)? {
    var cursor = start + 1
    if cursor < end {
      let first = buffer[cursor]
      if (first == 0x20 || first == 0x09) && !mustBeRegex { return nil }
      if first == UInt8(ascii: "*") || first == UInt8(ascii: "/") { return nil }
    }
    var groupDepth = 0
    var classDepth = 0
    var lastSpace = -1
    while true {
      guard cursor < end else { return mustBeRegex ? (cursor, false) : nil }
      var value = buffer[cursor]
      if value == UInt8(ascii: "/") {
        let next = byte(cursor + 1)
        if cursor + 1 < end && (next == UInt8(ascii: "/") || next == UInt8(ascii: "*")) {
          return mustBeRegex ? (cursor, false) : nil
        }
        if lastSpace == cursor - 1 && !mustBeRegex { return nil }
        return (cursor + 1, true)
      }
      if value == 0x0A || value == 0x0D { return mustBeRegex ? (cursor, false) : nil }
      if value == UInt8(ascii: "\\") {
        cursor += 1
        guard cursor < end else { return mustBeRegex ? (cursor, false) : nil }
        value = buffer[cursor]
        if value == 0x0A || value == 0x0D { return mustBeRegex ? (cursor, false) : nil }
        cursor += 1
        continue
      }
      switch value {
      case UInt8(ascii: "(") where classDepth == 0:
        groupDepth += 1
      case UInt8(ascii: ")") where classDepth == 0:
        if groupDepth == 0 {
          if !mustBeRegex { return nil }
        } else {
          groupDepth -= 1
        }
      case UInt8(ascii: "["):
        classDepth += 1
      case UInt8(ascii: "]"):
        if classDepth > 0 { classDepth -= 1 }
      case 0x20, 0x09:
        lastSpace = cursor
      default:
        break
      }
      cursor += 1
    }
  }

  /// The end of `#/…/#` starting at `start` with `hashes` `#`s, and whether it is terminated.
  /// It is multi-line when only spaces follow the opener on its line; unterminated, it ends at its first line break.
  mutating func extendedRegexEnd(from start: Int, hashes: Int) -> (end: Int, terminated: Bool) {
    var cursor = start + hashes + 1
    var scan = cursor
    while scan < end && (buffer[scan] == 0x20 || buffer[scan] == 0x09) { scan += 1 }
    let multiline = scan < end && (buffer[scan] == 0x0A || buffer[scan] == 0x0D)
    let firstNewline = scan
    if multiline {
      // An earlier multi-line one with no more `#`s found no closing delimiter up to the end: neither will this one
      // (its scan, from a line break, is in step with the earlier one), so `#/` on many lines stays linear.
      if let unclosed = unclosedMultilineRegex, unclosed.start < start && unclosed.hashes <= hashes {
        return (firstNewline, false)
      }
      cursor = scan
    }
    while cursor < end {
      var value = buffer[cursor]
      if value == UInt8(ascii: "/") {
        var closing = cursor + 1
        while closing < end && buffer[closing] == UInt8(ascii: "#") { closing += 1 }
        if closing - cursor - 1 >= hashes { return (closing, true) }
      }
      if value == UInt8(ascii: "\\") {
        cursor += 1
        guard cursor < end else { break }
        value = buffer[cursor]
      }
      if (value == 0x0A || value == 0x0D) && !multiline { return (cursor, false) }
      cursor += 1
    }
    if multiline { unclosedMultilineRegex = (start, hashes) }
    return (multiline ? firstNewline : end, false)
  }
}
