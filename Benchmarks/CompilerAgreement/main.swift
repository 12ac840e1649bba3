import Foundation
import SwiftParser
import SwiftSyntax

// Compares this project's lexer with the swift-syntax lexer the toolchain ships, on token boundaries.
// Built by ../compiler-agreement.sh together with Sources/Lexer into one executable (not a package target).

/// A token range with a coarse kind used for fixity comparison.
struct Piece: Hashable {
  var start: Int
  var end: Int
  var kind: String
}

/// The compiler's tokens, with composite constructs merged the way this lexer emits them.
func compilerPieces(_ bytes: [UInt8]) -> [Piece] {
  let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
  var raw: [(start: Int, end: Int, kind: SwiftSyntax.TokenKind, inSegment: Bool)] = []
  for token in tree.tokens(viewMode: .sourceAccurate) {
    let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = token.endPositionBeforeTrailingTrivia.utf8Offset
    if end == start { continue }
    if case .stringSegment = token.tokenKind { continue }
    if case .shebang = token.tokenKind { continue }
    raw.append((start, end, token.tokenKind, token.parent?.kind == .expressionSegment))
  }
  var pieces: [Piece] = []
  var index = 0
  func adjacent(_ offset: Int) -> Bool {
    index + offset < raw.count && raw[index + offset].start == raw[index + offset - 1].end
  }
  while index < raw.count {
    let token = raw[index]
    switch token.kind {
    case .atSign where adjacent(1) && raw[index + 1].kind.isWord:
      pieces.append(Piece(start: token.start, end: raw[index + 1].end, kind: "attribute"))
      index += 2
    case .pound where adjacent(1) && raw[index + 1].kind.isWord:
      pieces.append(Piece(start: token.start, end: raw[index + 1].end, kind: "pound"))
      index += 2
    case .backslash where token.inSegment && adjacent(1) && raw[index + 1].kind == .leftParen:
      pieces.append(Piece(start: token.start, end: raw[index + 1].end, kind: "interpolation"))
      index += 2
    case .backslash
    where adjacent(1) && adjacent(2) && raw[index + 1].kind.isRawDelimiter
      && raw[index + 2].kind == .leftParen:
      pieces.append(Piece(start: token.start, end: raw[index + 2].end, kind: "interpolation"))
      index += 3
    case .rawStringPoundDelimiter where adjacent(1) && raw[index + 1].kind.isQuote:
      pieces.append(Piece(start: token.start, end: raw[index + 1].end, kind: "quote"))
      index += 2
    case .stringQuote where adjacent(1) && raw[index + 1].kind.isRawDelimiter,
      .multilineStringQuote where adjacent(1) && raw[index + 1].kind.isRawDelimiter:
      pieces.append(Piece(start: token.start, end: raw[index + 1].end, kind: "quote"))
      index += 2
    case _ where token.kind.isRegexPart:
      var stop = index + 1
      while stop < raw.count && raw[stop].kind.isRegexPart && raw[stop].start == raw[stop - 1].end { stop += 1 }
      pieces.append(Piece(start: token.start, end: raw[stop - 1].end, kind: "regex"))
      index = stop
    default:
      pieces.append(Piece(start: token.start, end: token.end, kind: token.kind.fixity))
      index += 1
    }
  }
  return pieces
}

extension SwiftSyntax.TokenKind {
  var isWord: Bool {
    switch self {
    case .identifier, .keyword: return true
    default: return false
    }
  }
  var isRawDelimiter: Bool {
    if case .rawStringPoundDelimiter = self { return true }
    return false
  }
  var isQuote: Bool { self == .stringQuote || self == .multilineStringQuote }
  var isRegexPart: Bool {
    switch self {
    case .regexSlash, .regexPoundDelimiter, .regexLiteralPattern: return true
    default: return false
    }
  }
  var isOperatorLike: Bool {
    switch self {
    case .binaryOperator, .prefixOperator, .postfixOperator, .leftAngle, .rightAngle, .exclamationMark,
      .postfixQuestionMark, .infixQuestionMark, .equal, .arrow, .prefixAmpersand, .period, .ellipsis:
      return true
    default: return false
    }
  }
  /// Operator fixity in this lexer's vocabulary, or "other".
  var fixity: String {
    switch self {
    case .binaryOperator, .infixQuestionMark: return "binary"
    case .prefixOperator, .prefixAmpersand: return "prefix"
    case .postfixOperator, .postfixQuestionMark: return "postfix"
    case .exclamationMark: return "bang"
    case .leftAngle, .rightAngle: return "angle"
    case .integerLiteral: return "integer"
    case .floatLiteral: return "float"
    case .identifier, .keyword, .wildcard, .dollarIdentifier: return "word"
    default: return "other"
    }
  }
}

/// This lexer's non-trivia tokens, string text dropped (its bounds are the delimiters around it).
func ourPieces(_ file: SourceFile) -> [Piece] {
  file.tokens.compactMap { token in
    if token.kind.isTrivia || token.kind == .stringSegment { return nil }
    let kind: String
    switch token.kind {
    case .binaryOperator: kind = "binary"
    case .prefixOperator, .ampersand: kind = "prefix"
    case .postfixOperator, .questionMark: kind = "postfix"
    case .exclamationMark: kind = "bang"
    case .integerLiteral: kind = "integer"
    case .floatLiteral: kind = "float"
    case .identifier, .keyword, .contextualKeyword, .wildcard, .dollarIdentifier, .backtickIdentifier: kind = "word"
    default: kind = "other"
    }
    return Piece(start: Int(token.start), end: Int(token.end), kind: kind)
  }
}

var arguments = CommandLine.arguments.dropFirst()
let showLimit = arguments.firstIndex(of: "--show").flatMap { Int(arguments[$0 + 1]) } ?? 40
guard let root = arguments.first else {
  FileHandle.standardError.write(Data("usage: compiler-agreement DIR [--show N]\n".utf8))
  exit(2)
}
var paths: [String] = []
if let enumerator = FileManager.default.enumerator(atPath: root) {
  while let relative = enumerator.nextObject() as? String {
    if relative.hasSuffix(".swift") || relative.hasSuffix(".swiftinterface") { paths.append(root + "/" + relative) }
  }
}
var total = 0
var exact = 0
var parserSplit = 0
var fixityCompared = 0
var fixityAgreed = 0
var shown = 0
var fixityShown = 0
var lossless = 0
for path in paths.sorted() {
  guard let data = FileManager.default.contents(atPath: path) else { continue }
  let bytes = [UInt8](data)
  let file = SourceFile(bytes: bytes)
  var rebuilt: [UInt8] = []
  for token in file.tokens { rebuilt.append(contentsOf: bytes[token.range]) }
  if rebuilt == bytes { lossless += 1 }
  let theirs = compilerPieces(bytes)
  let ours = ourPieces(file)
  var ourByStart: [Int: Piece] = [:]
  for piece in ours { ourByStart[piece.start] = piece }
  var index = 0
  while index < theirs.count {
    let piece = theirs[index]
    total += 1
    if let mine = ourByStart[piece.start], mine.end == piece.end {
      exact += 1
      if ["binary", "prefix", "postfix", "bang", "integer", "float", "word"].contains(piece.kind) {
        fixityCompared += 1
        if mine.kind == piece.kind {
          fixityAgreed += 1
        } else if fixityShown < showLimit {
          fixityShown += 1
          let (line, column) = file.location(ofOffset: piece.start)
          let context = file.text(in: max(0, piece.start - 20)..<min(bytes.count, piece.end + 20))
          print(
            "\(path):\(line):\(column): fixity compiler \(piece.kind) vs ours \(mine.kind) in \(context.debugDescription)"
          )
        }
      }
      index += 1
      continue
    }
    // The parser re-splits some lexer tokens: operators in types (`>>`, `>?`, `??`), `15.4` in version tuples.
    if let mine = ourByStart[piece.start], mine.end > piece.end {
      var stop = index
      while stop < theirs.count && theirs[stop].end <= mine.end { stop += 1 }
      let kinds = theirs[index..<stop].map(\.kind)
      let operatorKinds: Set<String> = ["angle", "postfix", "bang", "binary", "prefix"]
      let isAngleSplit = kinds.allSatisfy { operatorKinds.contains($0) }
      let isVersionSplit =
        kinds.allSatisfy { $0 == "other" || $0 == "integer" || $0 == "float" }
        && bytes[piece.start..<mine.end].allSatisfy {
          $0 == UInt8(ascii: ".") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
        }
      if (isAngleSplit || isVersionSplit) && theirs[stop - 1].end == mine.end {
        total += stop - index - 1
        parserSplit += stop - index
        index = stop
        continue
      }
    }
    if shown < showLimit {
      shown += 1
      let (line, column) = file.location(ofOffset: piece.start)
      let context = file.text(in: max(0, piece.start - 20)..<min(bytes.count, piece.end + 20))
      let mineText = ourByStart[piece.start].map { file.text(in: $0.start..<$0.end) } ?? "(no token starts here)"
      print(
        "\(path):\(line):\(column): compiler \(piece.kind) \(file.text(in: piece.start..<piece.end).debugDescription) vs ours \(mineText.debugDescription) in \(context.debugDescription)"
      )
    }
    index += 1
  }
}
print("files            \(paths.count) (lossless \(lossless))")
print("compiler tokens  \(total)")
print("exact            \(exact)")
print("mismatches       \(total - exact - parserSplit)")
print("parser splits    \(parserSplit) (operators like `>>`, `>?` split in types; `15.4` in version tuples)")
print(String(format: "agreement        %.4f%%", Double(exact + parserSplit) / Double(max(total, 1)) * 100))
print(
  String(
    format: "kind agreement   %.4f%% of %d operators, words, numbers",
    Double(fixityAgreed) / Double(max(fixityCompared, 1)) * 100,
    fixityCompared))
