import Analysis
import Lexer

/// `objectWillChange.send()` in code carried into State (a computed property's setter): `@ObservableState` observes
/// State's changes itself, and State has no `objectWillChange`.
enum WillChangeCalls {
  /// `lines` without those calls (and the `;` joining one to another statement); a line left blank goes.
  static func removed(from lines: [String]) -> [String] {
    lines.compactMap { line in
      guard TextScan.containsWord(line, "objectWillChange") else { return line }
      let rewritten = removed(from: line)
      return LineText.trimmed(rewritten).isEmpty ? nil : rewritten
    }
  }

  /// `line` without its `objectWillChange.send()` calls.
  private static func removed(from line: String) -> String {
    let snippet = TokenText(line)
    var significant: [Int] = []
    for index in 0..<snippet.count where !snippet.kind(index).isTrivia { significant.append(index) }
    var cuts: [Range<Int>] = []
    var position = 0
    while position < significant.count {
      defer { position += 1 }
      let pieces = ["objectWillChange", ".", "send", "(", ")"]
      guard position + pieces.count <= significant.count,
        pieces.indices.allSatisfy({ snippet.isText(significant[position + $0], pieces[$0]) })
      else { continue }
      var first = position
      if first >= 2, snippet.isText(significant[first - 1], "."), snippet.isText(significant[first - 2], "self") {
        first -= 2
      }
      var last = position + pieces.count - 1
      // The `;` joining it to the statement before (or, at a line's start, after) goes with it.
      if first > 0, snippet.isText(significant[first - 1], ";") {
        first -= 1
      } else if last + 1 < significant.count, snippet.isText(significant[last + 1], ";") {
        last += 1
      }
      // With the `;` before it, the spaces before that `;` go; else the spaces after the call.
      var startToken = significant[first]
      var endToken = significant[last] + 1
      if snippet.isText(startToken, ";") {
        while startToken > 0, snippet.isWhitespace(startToken - 1) { startToken -= 1 }
      } else {
        while endToken < snippet.count, snippet.isWhitespace(endToken) { endToken += 1 }
      }
      cuts.append(snippet.start(startToken)..<snippet.start(endToken))
      position = last
    }
    guard !cuts.isEmpty else { return line }
    var output = ""
    var copied = 0
    for cut in cuts {
      output += snippet.text(copied, cut.lowerBound)
      copied = cut.upperBound
    }
    return output + snippet.text(from: copied)
  }
}
