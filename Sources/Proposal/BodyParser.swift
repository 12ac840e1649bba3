import Lexer

/// A method body split into statements and blocks, over the body's own lossless tokens.
package struct ParsedBody {
  /// The lexed body text and where it sits in its file.
  package let source: BodySource
  /// Top-level statements in order.
  package let statements: [Statement]

  package init(text: String, firstLine: Int = 1) {
    var (source, statements) = Self.parse(text, firstLine: firstLine)
    if let moved = LeadingAwait.moved(statements, in: source, text: text) {
      (source, statements) = Self.parse(moved, firstLine: firstLine)
    }
    self.source = source
    self.statements = statements
  }

  private static func parse(_ text: String, firstLine: Int) -> (BodySource, [Statement]) {
    let source = BodySource(file: SourceFile(text: text), firstLine: firstLine)
    var parser = StatementParser(source: source)
    return (source, parser.parse(0..<source.file.tokens.count, inSwitch: false))
  }
}

/// A lexed body and the 1-based file line its text starts on.
package struct BodySource {
  /// The lexed body, held by reference: every statement of the body carries its source, and statements are
  /// copied often (rules take and return them by value), so a copy retains one reference instead of each array.
  private final class Storage: Sendable {
    let file: SourceFile
    let firstLine: Int
    let texts: [String]
    let kinds: [TokenKind]

    init(file: SourceFile, firstLine: Int) {
      self.file = file
      self.firstLine = firstLine
      texts = file.tokens.map { file.text(of: $0) }
      kinds = Self.kinds(file.tokens, texts: texts)
    }

    /// The tokens' kinds, with a `.` that starts a line after an expression (`api\n  .fetch()`, a closure's `}\n
    /// .store(in:)`) read as the member access Swift reads there, not as an implicit member (`.none`).
    static func kinds(_ tokens: [Token], texts: [String]) -> [TokenKind] {
      var kinds = tokens.map(\.kind)
      var previous: Int?
      var startsLine = false
      for index in kinds.indices {
        switch kinds[index] {
        case .newline: startsLine = true
        case let kind where kind.isTrivia: break
        case .prefixPeriod:
          if startsLine, let previous, endsExpression(kinds[previous], texts[previous]) { kinds[index] = .period }
          fallthrough
        default:
          previous = index
          startsLine = false
        }
      }
      return kinds
    }

    /// Whether a token of `kind` reading `text` can end an expression that a member access continues.
    private static func endsExpression(_ kind: TokenKind, _ text: String) -> Bool {
      switch kind {
      case .identifier, .backtickIdentifier, .dollarIdentifier, .rightParen, .rightBracket, .rightBrace, .stringClose,
        .integerLiteral, .floatLiteral, .postfixOperator, .exclamationMark:
        return true
      case .keyword: return text == "self" || text == "Self" || text == "super"
      default: return false
      }
    }
  }

  private let storage: Storage

  /// The body's tokens.
  package var file: SourceFile { storage.file }
  /// The file line of the body's first line.
  package var firstLine: Int { storage.firstLine }
  /// Each token's text, made once: the statement and sequence rules read the same header tokens in turn.
  private var texts: [String] { storage.texts }

  package init(file: SourceFile, firstLine: Int) {
    storage = Storage(file: file, firstLine: firstLine)
  }

  /// The text of token `index`.
  package func text(_ index: Int) -> String { texts[index] }
  /// The kind of token `index`.
  package func kind(_ index: Int) -> TokenKind { storage.kinds[index] }
  /// The absolute file line of token `index`.
  package func line(_ index: Int) -> Int { firstLine + file.location(of: file.tokens[index]).line - 1 }
  /// The index of the next non-trivia token at or after `index` (before `end`), or `end`.
  package func nextSignificant(_ index: Int, before end: Int) -> Int {
    var i = index
    while i < end && file.tokens[i].kind.isTrivia { i += 1 }
    return i
  }

  /// The index of the last non-trivia token before `index` and at or after `start`, if any.
  package func previousSignificant(_ index: Int, after start: Int) -> Int? {
    var i = index - 1
    while i >= start && file.tokens[i].kind.isTrivia { i -= 1 }
    return i >= start ? i : nil
  }

  /// Token indices `tokens` split at the commas outside parentheses and brackets (a condition list, arguments).
  package func splitAtCommas(_ tokens: [Int]) -> [[Int]] {
    var parts: [[Int]] = [[]]
    var depth = 0
    for token in tokens {
      switch kind(token) {
      case .leftParen, .leftBracket: depth += 1
      case .rightParen, .rightBracket: depth -= 1
      case .comma where depth == 0:
        parts.append([])
        continue
      default: break
      }
      parts[parts.count - 1].append(token)
    }
    return parts
  }

  /// The source text from token `range.lowerBound` through token `range.upperBound - 1`.
  package func text(_ range: Range<Int>) -> String {
    guard !range.isEmpty else { return "" }
    return file.text(in: Int(file.tokens[range.lowerBound].start)..<Int(file.tokens[range.upperBound - 1].end))
  }
}

/// One statement: a token range plus the `{}` blocks inside it.
package struct Statement {
  /// The body the tokens belong to.
  package var source: BodySource { didSet { findHeader() } }
  /// Token indices from the first to one past the last non-trivia token.
  package var range: Range<Int> { didSet { findHeader() } }
  /// Blocks inside the statement, in source order.
  package var blocks: [Block] { didSet { findHeader() } }
  /// A comment standing on its own line.
  package var isComment: Bool
  /// A `case …:` / `default:` label inside a switch.
  package var isCaseLabel: Bool
  /// Non-trivia token indices of the statement, skipping the insides of blocks (each block's `{` and `}` are
  /// in it): found once, not once per rule that reads the header.
  package private(set) var headerIndices: [Int] = []

  package init(source: BodySource, range: Range<Int>, blocks: [Block], isComment: Bool, isCaseLabel: Bool) {
    self.source = source
    self.range = range
    self.blocks = blocks
    self.isComment = isComment
    self.isCaseLabel = isCaseLabel
    findHeader()
  }

  private mutating func findHeader() {
    var result: [Int] = []
    var i = range.lowerBound
    var blockIndex = 0
    while i < range.upperBound {
      if blockIndex < blocks.count && blocks[blockIndex].open == i {
        result.append(i)
        result.append(blocks[blockIndex].close)
        i = blocks[blockIndex].close + 1
        blockIndex += 1
        continue
      }
      if !source.kind(i).isTrivia { result.append(i) }
      i += 1
    }
    headerIndices = result
  }
}

/// A `{ … }` block: control-flow body or closure.
package struct Block {
  /// Token index of `{`.
  package var open: Int
  /// Token index of the matching `}` (or the end when unbalanced).
  package var close: Int
  /// Closure signature tokens before `in` (`[weak self] value`), the `in` excluded.
  package var signature: Range<Int>?
  /// Statements between the braces (after the signature).
  package var statements: [Statement]
  /// Whether the block spans lines.
  package var isMultiline: Bool
  /// Whether the block is a closure rather than a control-flow body.
  package var isClosure: Bool
  /// Whether the block is a `switch` body (its statements include case labels).
  package var isSwitch: Bool

  /// A `switch` body's cases: each label with the statements under it; nil when code comes before the first label.
  package var switchCases: [(label: Statement, body: [Statement])]? {
    var cases: [(label: Statement, body: [Statement])] = []
    for statement in statements {
      if statement.isCaseLabel {
        cases.append((statement, []))
      } else if !cases.isEmpty {
        cases[cases.count - 1].body.append(statement)
      } else if !statement.isComment {
        return nil
      }
    }
    return cases
  }
}

private let controlKeywords: Set<String> = [
  "if", "guard", "for", "while", "switch", "do", "defer", "repeat", "catch", "else",
]

/// Splits token ranges into statements at newlines and semicolons at depth 0.
package struct StatementParser {
  package let source: BodySource
  package let tokens: [Token]

  package init(source: BodySource) {
    self.source = source
    self.tokens = source.file.tokens
  }

  package func text(_ index: Int) -> String { source.text(index) }

  /// The index of the next non-trivia token at or after `index`, or `end`.
  package func nextSignificant(_ index: Int, end: Int) -> Int {
    var i = index
    while i < end && tokens[i].kind.isTrivia { i += 1 }
    return i
  }

  /// The matching closer of the opener at `open`, or `end - 1` when unbalanced.
  package func matching(_ open: Int, end: Int) -> Int {
    var depth = 0
    var i = open
    while i < end {
      switch tokens[i].kind {
      case .leftBrace, .leftParen, .leftBracket, .interpolationOpen: depth += 1
      case .rightBrace, .rightParen, .rightBracket, .interpolationClose:
        depth -= 1
        if depth == 0 { return i }
      default: break
      }
      i += 1
    }
    return max(open, end - 1)
  }

  package mutating func parse(_ range: Range<Int>, inSwitch: Bool) -> [Statement] {
    var statements: [Statement] = []
    var i = range.lowerBound
    let end = range.upperBound
    while i < end {
      let kind = tokens[i].kind
      if kind == .whitespace || kind == .newline || kind == .semicolon || kind == .byteOrderMark {
        i += 1
        continue
      }
      if kind.isComment {
        statements.append(
          Statement(source: source, range: i..<(i + 1), blocks: [], isComment: true, isCaseLabel: false))
        i += 1
        continue
      }
      let statement = parseStatement(from: i, end: end, inSwitch: inSwitch)
      statements.append(statement)
      i = max(statement.range.upperBound, i + 1)
    }
    return statements
  }

  private func isContinuationStart(_ index: Int, end: Int) -> Bool {
    guard index < end else { return false }
    let token = tokens[index]
    switch token.kind {
    case .period, .prefixPeriod, .binaryOperator, .arrow, .equal, .colon: return true
    case .keyword:
      let word = text(index)
      return word == "else" || word == "catch" || word == "where" || word == "as" || word == "is"
    case .questionMark: return true
    default: return false
    }
  }

  private func isContinuationEnd(_ index: Int) -> Bool {
    switch tokens[index].kind {
    case .binaryOperator, .equal, .comma, .leftParen, .leftBracket, .arrow, .period, .prefixOperator:
      return true
    // `guard` alone on its line: the conditions follow on the next lines.
    case .keyword: return ["guard", "if", "while", "switch"].contains(text(index))
    default: return false
    }
  }

  private mutating func parseStatement(from start: Int, end: Int, inSwitch: Bool) -> Statement {
    var i = start
    var depth = 0
    var blocks: [Block] = []
    var last = start
    let firstWord = text(start)
    let isLabel =
      inSwitch
      && ((firstWord == "case" || firstWord == "default") && tokens[start].kind == .keyword
        || firstWord == "@unknown")
    let isControl = tokens[start].kind == .keyword && controlKeywords.contains(firstWord)
    while i < end {
      let token = tokens[i]
      switch token.kind {
      case .leftParen, .leftBracket, .interpolationOpen: depth += 1
      case .rightParen, .rightBracket, .interpolationClose: depth = max(0, depth - 1)
      case .leftBrace:
        let close = matching(i, end: end)
        blocks.append(parseBlock(open: i, close: close, statementStart: start, isControl: isControl && depth == 0))
        i = close
        last = close
        i += 1
        continue
      case .colon where isLabel && depth == 0:
        return Statement(source: source, range: start..<(i + 1), blocks: blocks, isComment: false, isCaseLabel: true)
      case .semicolon where depth == 0:
        return Statement(
          source: source, range: start..<(last + 1), blocks: blocks, isComment: false, isCaseLabel: false)
      case .newline where depth == 0:
        let next = nextSignificant(i, end: end)
        // No statement starts with `{`: a brace on its own line opens a control statement's body (`if a,\n  let b
        // = c\n{`) or a trailing closure a formatter moved down (`load(id)\n{ result in`), and continues it.
        let opensBlock = next < end && tokens[next].kind == .leftBrace
        if !isContinuationStart(next, end: end) && !isContinuationEnd(last) && !opensBlock {
          return Statement(
            source: source, range: start..<(last + 1), blocks: blocks, isComment: false, isCaseLabel: false)
        }
      default: break
      }
      if !token.kind.isTrivia { last = i }
      i += 1
    }
    return Statement(source: source, range: start..<(last + 1), blocks: blocks, isComment: false, isCaseLabel: isLabel)
  }

  private mutating func parseBlock(open: Int, close: Int, statementStart: Int, isControl: Bool) -> Block {
    var multiline = false
    for index in open..<close where tokens[index].kind == .newline {
      multiline = true
      break
    }
    let signature = isControl ? nil : closureSignature(open: open, close: close)
    let bodyStart = signature.map { $0.upperBound + 1 } ?? open + 1
    let isSwitch = isControl && text(statementStart) == "switch"
    let statements = parse(bodyStart..<max(bodyStart, close), inSwitch: isSwitch)
    return Block(
      open: open, close: close, signature: signature, statements: statements, isMultiline: multiline,
      isClosure: !isControl, isSwitch: isSwitch)
  }

  /// The tokens of `[captures] params` before `in`, when the closure has a signature (on the brace's line or, as
  /// a formatter wraps it, alone on the next).
  private func closureSignature(open: Int, close: Int) -> Range<Int>? {
    var i = open + 1
    while i < close, tokens[i].kind == .newline || tokens[i].kind == .whitespace { i += 1 }
    let start = i
    var depth = 0
    let allowedKeywords: Set<String> = ["self", "weak", "unowned", "async", "throws", "inout", "_"]
    while i < close {
      let token = tokens[i]
      switch token.kind {
      case .leftParen, .leftBracket: depth += 1
      case .rightParen, .rightBracket: depth -= 1
      case .newline where depth == 0: return nil
      case .keyword, .contextualKeyword:
        let word = text(i)
        if word == "in" && depth == 0 { return start..<i }
        if !allowedKeywords.contains(word) && token.kind == .keyword { return nil }
      case .leftBrace, .rightBrace, .stringOpen: return nil
      default: break
      }
      i += 1
    }
    return nil
  }
}
