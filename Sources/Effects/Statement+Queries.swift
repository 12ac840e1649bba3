import Lexer
import Proposal

extension BodySource {
  /// The innermost `(` around token `index`, over balanced brackets, within its statement; nil inside a `[…]`, after
  /// an `=` or when none is open.
  func enclosingParenthesis(of index: Int) -> Int? {
    var depth = 0
    var open = index - 1
    while open >= 0 {
      switch kind(open) {
      case .rightParen, .rightBracket: depth += 1
      case .leftParen where depth == 0: return open
      case .leftBracket where depth == 0: return nil
      case .leftParen, .leftBracket: depth -= 1
      case .leftBrace, .rightBrace, .semicolon: return nil
      case .equal where depth == 0: return nil
      default: break
      }
      open -= 1
    }
    return nil
  }

  /// Whether token `index` is the keyword or identifier `word`.
  func isWord(_ index: Int, _ word: String, end: Int) -> Bool {
    index < end && !kind(index).isTrivia && text(index) == word
  }

  /// Significant token indices `header` without a leading `self.` (and `self?.` when `optional`).
  func droppingSelf(_ header: [Int], optional: Bool = false) -> [Int] {
    if header.count > 2, text(header[0]) == "self", kind(header[1]) == .period { return Array(header.dropFirst(2)) }
    if optional, header.count > 3, text(header[0]) == "self", kind(header[1]) == .questionMark,
      kind(header[2]) == .period
    {
      return Array(header.dropFirst(3))
    }
    return header
  }
}

extension Statement {
  /// The first token's text.
  var firstWord: String { source.text(range.lowerBound) }

  /// The text of the whole statement as written.
  var originalText: String { source.text(range) }

  /// Whether the statement awaits, outside closures (control-flow blocks included).
  var awaitsOutsideClosures: Bool {
    if headerIndices.contains(where: { source.kind($0) == .keyword && source.text($0) == "await" }) { return true }
    return blocks.contains { !$0.isClosure && $0.statements.contains { $0.awaitsOutsideClosures } }
  }

  /// Whether the statement may throw outside closures: a `try` (not `try?`/`try!`) or `throw`, blocks included,
  /// `do` blocks with a catch-all excluded.
  var throwsOutsideClosures: Bool {
    let header = headerIndices
    for (offset, index) in header.enumerated() where source.kind(index) == .keyword {
      let word = source.text(index)
      if word == "throw" { return true }
      guard word == "try" else { continue }
      let next = offset + 1 < header.count ? source.kind(header[offset + 1]) : nil
      if next != .questionMark && next != .exclamationMark { return true }
    }
    let catchesAll = firstWord == "do" && blocks.count > 1
    return blocks.enumerated().contains { offset, block in
      !block.isClosure && !(catchesAll && offset == 0) && block.statements.contains { $0.throwsOutsideClosures }
    }
  }

  /// Whether the statement's own tokens (not nested blocks) contain `await`.
  var awaitsInHeader: Bool {
    headerIndices.contains { source.kind($0) == .keyword && source.text($0) == "await" }
  }

  /// Every identifier used anywhere in the statement (blocks included), not after a `.`.
  var identifiersUsed: Set<String> {
    var names: Set<String> = []
    var previous: TokenKind?
    for i in range {
      let kind = source.kind(i)
      if kind.isTrivia { continue }
      if kind == .identifier && previous != .period && previous != .prefixPeriod { names.insert(source.text(i)) }
      previous = kind
    }
    return names
  }

  /// The statement with a new token range (blocks outside it dropped).
  func sub(_ newRange: Range<Int>) -> Statement {
    var copy = self
    copy.range = newRange
    copy.blocks = blocks.filter { newRange.contains($0.open) }
    copy.isComment = false
    copy.isCaseLabel = false
    return copy
  }
}

extension Statement {
  /// The names a `let`/`var` declaration binds, or a `guard` binds for what follows it; none for other statements.
  var declaredNames: [String] {
    var first = source.nextSignificant(range.lowerBound, before: range.upperBound)
    // `async let a = …` binds `a` as `let a = …` does.
    if first < range.upperBound, source.text(first) == "async" {
      first = source.nextSignificant(first + 1, before: range.upperBound)
    }
    guard first < range.upperBound, ["let", "var", "guard"].contains(source.text(first)) else { return [] }
    // A guard's condition, not its `else` block, binds what follows.
    let end = source.text(first) == "guard" ? blocks.first?.open ?? range.upperBound : range.upperBound
    return source.boundNames(in: range.lowerBound..<end)
  }
}

extension Block {
  /// The statement's tokens between the block's braces, as a statement list.
  var isEmpty: Bool { statements.isEmpty }
}

extension BodySource {
  /// Names bound by `let`/`var`/`for`/`case let` patterns in `range`.
  func boundNames(in range: Range<Int>) -> [String] {
    var names: [String] = []
    var inPattern = false
    var depth = 0
    var patternDepth = 0
    var previous: TokenKind?
    for i in range {
      let kind = kind(i)
      if kind.isTrivia { continue }
      let word = text(i)
      switch kind {
      case .leftParen, .leftBracket: depth += 1
      case .rightParen, .rightBracket: depth -= 1
      default: break
      }
      if kind == .keyword && (word == "let" || word == "var" || word == "for") {
        inPattern = true
        patternDepth = depth
      } else if inPattern && depth <= patternDepth
        && (kind == .equal || kind == .colon || kind == .comma || word == "in" || word == "else" || word == "where")
      {
        inPattern = false
      } else if inPattern && kind == .identifier && previous != .period && previous != .prefixPeriod {
        names.append(word)
      }
      previous = kind
    }
    return names
  }
}
