import Foundation
import Lexer

/// `tca-migrate tokens FILE`: one token or trivia piece a line, `line:column<TAB>kind<TAB>text`.
enum TokensCommand: Verb {
  static let name = "tokens"
  static let summary = "print every token and trivia piece of a Swift file"
  static let usage = """
    usage: tca-migrate tokens FILE

    Prints one token or trivia piece per line as `line:column<TAB>kind<TAB>text`, with
    \\n, \\r, \\t and \\\\ escaped in the text, and each byte that is not valid UTF-8 written as
    \\x{FF}, so the output is lossless. Lexer diagnostics go to stderr.
    """
  static let options = OptionSpec()

  static func run(_ arguments: ParsedArguments) throws -> CommandResult {
    let path = try arguments.singlePath()
    let bytes = try InputFiles.readSwiftFile(path)
    let file = SourceFile(bytes: bytes)
    var output = ""
    output.reserveCapacity(bytes.count * 3)
    for token in file.tokens {
      let (line, column) = file.location(of: token)
      output += "\(line):\(column)\t\(token.kind)\t\(escape(bytes: file.bytes[token.range]))\n"
    }
    var errors = ""
    for diagnostic in file.diagnostics {
      let (line, column) = file.location(ofOffset: diagnostic.offset)
      errors += "\(path):\(line):\(column): warning: \(diagnostic.message)\n"
    }
    return CommandResult(exitCode: 0, stdout: output, stderr: errors)
  }

  /// The token's bytes as text: valid UTF-8 escaped with `escape(_:)`, each byte that is not valid UTF-8 as
  /// `\x{FF}`, so the output is lossless.
  static func escape(bytes: ArraySlice<UInt8>) -> String {
    if let text = String(validating: bytes, as: UTF8.self) { return escape(text) }
    var result = ""
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let lead = bytes[index]
      let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 ? 2 : 0
      let end = index + length
      if length > 0, end <= bytes.endIndex, let text = String(validating: bytes[index..<end], as: UTF8.self) {
        result += escape(text)
        index = end
      } else {
        result += "\\x{" + String(lead, radix: 16, uppercase: true).leftPadded(to: 2) + "}"
        index += 1
      }
    }
    return result
  }

  /// Escapes backslash, newline, carriage return and tab so each token stays on one line.
  static func escape(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

extension String {
  /// The string with zeros in front up to `width` characters.
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
