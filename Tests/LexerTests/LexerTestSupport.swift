import Lexer
import Testing

/// A token as the tests see it: its kind and its text.
struct Lexeme: Equatable, Sendable, CustomStringConvertible {
  let kind: TokenKind
  let text: String

  init(_ kind: TokenKind, _ text: String) {
    self.kind = kind
    self.text = text
  }

  var description: String { "\(kind) \(text.debugDescription)" }
}

/// A source snippet and the non-trivia tokens it must lex to.
struct LexCase: Sendable, CustomTestStringConvertible {
  let source: String
  let expected: [Lexeme]

  init(_ source: String, _ expected: [Lexeme]) {
    self.source = source
    self.expected = expected
  }

  var testDescription: String { source.debugDescription }
}

/// Every token and trivia piece of `source`.
func lexemes(_ source: String) -> [Lexeme] {
  let file = SourceFile(text: source)
  return file.tokens.map { Lexeme($0.kind, file.text(of: $0)) }
}

/// The non-trivia tokens of `source`.
func significantLexemes(_ source: String) -> [Lexeme] {
  lexemes(source).filter { !$0.kind.isTrivia }
}

/// Shorthands for expected tokens.
func id(_ text: String) -> Lexeme { Lexeme(.identifier, text) }
func kw(_ text: String) -> Lexeme { Lexeme(.keyword, text) }
func op(_ text: String) -> Lexeme { Lexeme(.binaryOperator, text) }
func int(_ text: String) -> Lexeme { Lexeme(.integerLiteral, text) }
func segment(_ text: String) -> Lexeme { Lexeme(.stringSegment, text) }
let equal = Lexeme(.equal, "=")
let leftParen = Lexeme(.leftParen, "(")
let rightParen = Lexeme(.rightParen, ")")
let period = Lexeme(.period, ".")
let quote = Lexeme(.stringOpen, "\"")
let closeQuote = Lexeme(.stringClose, "\"")
let interpolation = Lexeme(.interpolationOpen, "\\(")
let interpolationEnd = Lexeme(.interpolationClose, ")")

/// Checks the invariants every token stream keeps: tokens tile the bytes (no gap, overlap or empty token),
/// so their texts concatenate to the input byte for byte.
func expectWellFormed(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
  let file = SourceFile(bytes: bytes)
  var offset = 0
  var tiles = true
  for token in file.tokens {
    if Int(token.start) != offset || token.end <= token.start {
      tiles = false
      break
    }
    offset = Int(token.end)
  }
  #expect(tiles && offset == bytes.count, "tokens do not tile the input", sourceLocation: sourceLocation)
  var rebuilt: [UInt8] = []
  rebuilt.reserveCapacity(bytes.count)
  for token in file.tokens { rebuilt.append(contentsOf: file.bytes[token.range]) }
  #expect(rebuilt == bytes, "not lossless", sourceLocation: sourceLocation)
}
