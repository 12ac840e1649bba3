import Foundation
import Lexer

/// `tca-migrate tokens FILE`: one token or trivia piece a line, `line:column<TAB>kind<TAB>text`.
enum TokensCommand: Verb {
  static let name = "tokens"
  static let summary = "print every token and trivia piece of a Swift file"
  static let usage = """
    usage: tca-migrate tokens FILE

    Prints one token or trivia piece per line as `line:column<TAB>kind<TAB>text`, with
    \\n, \\r, \\t and \\\\ escaped in the text. Lexer diagnostics go to stderr.
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
      output += "\(line):\(column)\t\(token.kind)\t\(escape(file.text(of: token)))\n"
    }
    var errors = ""
    for diagnostic in file.diagnostics {
      let (line, column) = file.location(ofOffset: diagnostic.offset)
      errors += "\(path):\(line):\(column): warning: \(diagnostic.message)\n"
    }
    return CommandResult(exitCode: 0, stdout: output, stderr: errors)
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
