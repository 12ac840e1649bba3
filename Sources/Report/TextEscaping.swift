import Foundation

/// Escaping for the three output languages; every piece of user text goes through one of these.
enum TextEscaping {
  /// `&`, `<`, `>`, `"` and `'` as character references; safe in HTML/XML text and attribute values.
  static func html(_ text: String) -> String {
    text.utf8.contains(where: needsHTMLEscape) ? slowHTML(text) : text
  }

  /// Whether `byte` must be replaced in HTML: markup characters and control characters other than tab/newlines.
  private static func needsHTMLEscape(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x26, 0x3C, 0x3E, 0x22, 0x27, 0x7F: true
    case 0x09, 0x0A, 0x0D: false
    default: byte < 0x20
    }
  }

  private static func slowHTML(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\u{0}"..."\u{8}", "\u{B}", "\u{C}", "\u{E}"..."\u{1F}", "\u{7F}": result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Plain text inside Markdown (paragraphs and table cells): Markdown and HTML syntax made literal, one line.
  static func markdown(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\\", "`", "*", "_", "[", "]", "|", "#", "~": result += "\\" + String(scalar)
      case "\n", "\r", "\t": result += " "
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// An inline code span holding `text` literally; `|` is escaped so it also works in a table cell.
  static func markdownCode(_ text: String) -> String {
    let flat = text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ")
      .replacingOccurrences(of: "|", with: "\\|")
    let fence = String(repeating: "`", count: longestRun(of: "`", in: flat) + 1)
    let pad = flat.hasPrefix("`") || flat.hasSuffix("`") ? " " : ""
    return fence + pad + flat + pad + fence
  }

  /// A fenced code block whose fence is longer than any backtick run in `code`.
  static func markdownFence(_ code: String, language: String) -> String {
    let fence = String(repeating: "`", count: max(3, longestRun(of: "`", in: code) + 1))
    let body = code.hasSuffix("\n") ? code : code + "\n"
    return fence + language + "\n" + body + fence + "\n"
  }

  /// A label inside a quoted Mermaid node label (`"…"`).
  static func mermaid(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "#quot;"
      case "<": result += "#lt;"
      case ">": result += "#gt;"
      case "&": result += "#amp;"
      case "#": result += "#35;"
      case "\n", "\r", "\t": result += " "
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The length of the longest run of the ASCII `character` in `text`.
  static func longestRun(of character: Character, in text: String) -> Int {
    guard let byte = character.asciiValue else { return 0 }
    var longest = 0
    var current = 0
    for item in text.utf8 {
      if item == byte {
        current += 1
        longest = max(longest, current)
      } else {
        current = 0
      }
    }
    return longest
  }
}

/// Text with Markdown code spans (`` `x` ``) written by other stages (checklist items, bridges, notes).
struct InlineCodeText {
  /// Alternating pieces: plain text and code span contents.
  enum Piece: Equatable {
    case text(String)
    case code(String)
  }

  let pieces: [Piece]

  /// Splits `source` on single-backtick code spans; an unmatched backtick stays text.
  init(_ source: String) {
    var pieces: [Piece] = []
    var rest = Substring(source)
    while let open = rest.firstIndex(of: "`") {
      let afterOpen = rest.index(after: open)
      guard let close = rest[afterOpen...].firstIndex(of: "`") else { break }
      if open > rest.startIndex { pieces.append(.text(String(rest[..<open]))) }
      pieces.append(.code(String(rest[afterOpen..<close])))
      rest = rest[rest.index(after: close)...]
    }
    if !rest.isEmpty { pieces.append(.text(String(rest))) }
    self.pieces = pieces
  }

  /// Markdown: code spans kept (re-fenced safely), HTML-significant characters in the text escaped.
  var markdown: String {
    pieces.map { piece in
      switch piece {
      case .code(let code): return TextEscaping.markdownCode(code)
      case .text(let text): return TextEscaping.markdown(text)
      }
    }.joined()
  }

  /// HTML: text escaped, code spans as `<code>`.
  var html: String {
    pieces.map { piece in
      switch piece {
      case .code(let code): return "<code>" + TextEscaping.html(code) + "</code>"
      case .text(let text): return TextEscaping.html(text)
      }
    }.joined()
  }
}
