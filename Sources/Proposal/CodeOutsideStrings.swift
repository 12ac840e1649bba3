import Lexer

/// Rewrites the code of a snippet and leaves its string literals and comments as written, so that a renaming
/// (`RowViewModel` → `RowFeature.State`) never changes text a user reads.
enum CodeOutsideStrings {
  /// `text` with `transform` applied to each stretch of code between string literals and comments; the code inside
  /// an interpolation (`"\(row)"`) is code.
  static func mapping(_ text: String, _ transform: (String) -> String) -> String {
    let tokens = TokenText(text)
    let length = text.utf8.count
    var result = ""
    var segmentStart = 0
    // One entry per open string literal or interpolation: true inside a literal's text.
    var inLiteral: [Bool] = []
    func flush(upTo offset: Int, code: Bool) {
      let piece = tokens.text(segmentStart, offset)
      result += code ? transform(piece) : piece
      segmentStart = offset
    }
    for index in 0..<tokens.count {
      let start = tokens.start(index)
      let end = index + 1 < tokens.count ? tokens.start(index + 1) : length
      let inText = inLiteral.last ?? false
      switch tokens.kind(index) {
      case .stringOpen where !inText:
        flush(upTo: start, code: true)
        inLiteral.append(true)
      case .stringClose where inText:
        flush(upTo: end, code: false)
        inLiteral.removeLast()
      case .interpolationOpen where inText:
        flush(upTo: end, code: false)
        inLiteral.append(false)
      case .interpolationClose where !inText && !inLiteral.isEmpty:
        flush(upTo: start, code: true)
        inLiteral.removeLast()
      case .lineComment, .docLineComment, .blockComment, .docBlockComment, .regexLiteral:
        guard !inText else { break }
        flush(upTo: start, code: true)
        flush(upTo: end, code: false)
      default:
        break
      }
    }
    flush(upTo: length, code: !(inLiteral.last ?? false))
    return result
  }
}
