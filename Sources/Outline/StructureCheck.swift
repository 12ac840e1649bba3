import Lexer

/// A place where a file's structure is broken: a bracket without its partner, an unterminated literal or comment,
/// or an `#if` without its `#endif`.
public struct StructureProblem: Sendable, Equatable {
  /// Byte offset where the problem starts.
  public var offset: Int
  /// What is wrong, for a person.
  public var message: String

  /// Creates a problem at `offset`.
  public init(offset: Int, message: String) {
    self.offset = offset
    self.message = message
  }
}

/// Checks that a token stream nests: with clean lexer diagnostics, what "parses" means for the skimming parser.
public enum StructureCheck {
  /// The nesting problems of the cursor's file in file order: unmatched brackets, unbalanced `#if`/`#endif` and
  /// `=` inside a `let`/`var` tuple pattern (unterminated literals are the lexer's diagnostics).
  public static func problems(in cursor: TokenCursor) -> [StructureProblem] {
    var problems: [StructureProblem] = []
    var openConditions: [Int] = []
    for index in 0..<cursor.count {
      let token = cursor.token(index)
      switch token.kind {
      case .leftParen, .leftBracket, .leftBrace:
        if !cursor.isClosed(index) {
          problems.append(
            StructureProblem(offset: Int(token.start), message: "`\(cursor.text(index))` is never closed"))
        }
      case .rightParen, .rightBracket, .rightBrace:
        if cursor.match[index] < 0 {
          problems.append(
            StructureProblem(offset: Int(token.start), message: "`\(cursor.text(index))` closes nothing"))
        }
      case .keyword where cursor.kind(index + 1) == .leftParen && (cursor.is(index, "let") || cursor.is(index, "var")):
        // `let (a = b, c) = …` is not a pattern Swift accepts (a rewrite once produced it).
        var inner = index + 2
        let close = cursor.closer(of: index + 1, limit: cursor.count)
        while inner < close {
          if cursor.kind(inner) == .equal {
            problems.append(
              StructureProblem(offset: Int(cursor.token(inner).start), message: "`=` inside a tuple pattern"))
            break
          }
          inner = cursor.after(inner)
        }
      case .poundKeyword:
        if cursor.is(index, "#if") {
          openConditions.append(Int(token.start))
        } else if cursor.is(index, "#endif") {
          if openConditions.popLast() == nil {
            problems.append(StructureProblem(offset: Int(token.start), message: "`#endif` without `#if`"))
          }
        }
      default:
        break
      }
    }
    for offset in openConditions {
      problems.append(StructureProblem(offset: offset, message: "`#if` without `#endif`"))
    }
    return problems.sorted { $0.offset < $1.offset }
  }

  /// Whether `text` lexes cleanly (no unterminated or invalid tokens) and all its brackets and `#if`s balance.
  public static func isWellFormed(_ text: String) -> Bool {
    let file = SourceFile(text: text)
    guard file.diagnostics.isEmpty else { return false }
    return balances(file) ?? problems(in: TokenCursor(file: file)).isEmpty
  }

  /// Whether `problems(in:)` finds nothing, by one pass over the tokens matching brackets the way `TokenCursor`
  /// does, without its tables; nil for a `let (`/`var (` pattern, which `problems(in:)` looks into.
  static func balances(_ file: SourceFile) -> Bool? {
    // Open bracket kinds, innermost last, and the positions in `stack` of the open braces among them.
    var stack: [TokenKind] = []
    var braces: [Int] = []
    var openConditions = 0
    var afterBinding = false
    for token in file.tokens where !token.kind.isTrivia {
      let kind = token.kind
      if afterBinding && kind == .leftParen { return nil }
      afterBinding = kind == .keyword && (file.token(token, is: "let") || file.token(token, is: "var"))
      switch kind {
      case .leftParen, .leftBracket, .leftBrace, .interpolationOpen:
        if kind == .leftBrace { braces.append(stack.count) }
        stack.append(kind)
      case .rightParen, .rightBracket, .rightBrace, .interpolationClose:
        let opener = TokenCursor.opener(of: kind)
        let top = kind == .rightBrace ? braces.last : stack.indices.suffix(3).last { stack[$0] == opener }
        guard let top else {
          // An unmatched `)`, `]` or `}` closes nothing; an unmatched interpolation end is not checked.
          if kind == .interpolationClose { continue }
          return false
        }
        // The openers above the matched one are never closed.
        if stack[(top + 1)...].contains(where: { $0 != .interpolationOpen }) { return false }
        stack.removeSubrange(top...)
        while let last = braces.last, last >= top { braces.removeLast() }
      case .poundKeyword:
        if file.token(token, is: "#if") {
          openConditions += 1
        } else if file.token(token, is: "#endif") {
          guard openConditions > 0 else { return false }
          openConditions -= 1
        }
      default:
        break
      }
    }
    return openConditions == 0 && stack.allSatisfy { $0 == .interpolationOpen }
  }

  /// Whether the lines, joined, are well formed.
  public static func isWellFormed(lines: [String]) -> Bool { isWellFormed(lines.joined(separator: "\n")) }

  /// The deepest bracket nesting in `text` (`(`, `[`, `{` and string interpolations), unmatched openers included.
  public static func maximumNesting(_ text: String) -> Int {
    let file = SourceFile(text: text)
    var depth = 0
    var deepest = 0
    for token in file.tokens {
      switch token.kind {
      case .leftParen, .leftBracket, .leftBrace, .interpolationOpen:
        depth += 1
        deepest = max(deepest, depth)
      case .rightParen, .rightBracket, .rightBrace, .interpolationClose:
        depth = max(0, depth - 1)
      default:
        break
      }
    }
    return deepest
  }

  /// Whether `text` nests deeper than `limit` (`maximumNesting(text) > limit`), lexed only when it has more than
  /// `limit` of the bytes `(`, `[`, `{`: every opener token holds one, so text with fewer cannot nest deeper.
  public static func nestsDeeper(than limit: Int, _ text: String) -> Bool {
    var openers = 0
    for byte in text.utf8 where byte == 0x28 || byte == 0x5B || byte == 0x7B { openers += 1 }
    return openers > limit && maximumNesting(text) > limit
  }

  /// How many lexer diagnostics and nesting problems `text` has (0 when it is well formed).
  public static func defectCount(_ text: String) -> Int {
    let file = SourceFile(text: text)
    return file.diagnostics.count + problems(in: TokenCursor(file: file)).count
  }

}
