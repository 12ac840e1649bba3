/// Builds Swift source line by line in a given indentation unit.
struct SourceWriter {
  /// One level of indentation (`"\t"`, two or four spaces).
  let unit: String
  private(set) var lines: [String] = []
  private var level = 0

  init(unit: String) {
    self.unit = unit.isEmpty ? "  " : unit
  }

  /// The current indentation prefix.
  var indentation: String { String(repeating: unit, count: level) }

  /// Appends one line at the current level (an empty line stays empty).
  mutating func line(_ text: String = "") {
    lines.append(text.isEmpty ? "" : indentation + text)
  }

  /// Appends lines whose relative indentation is already written in the unit.
  mutating func raw(_ relative: [String]) {
    for text in relative { line(text) }
  }

  /// Appends `header {`, the body one level deeper, and `}` plus `suffix`.
  mutating func block(_ header: String, suffix: String = "", _ body: (inout SourceWriter) -> Void) {
    line(header + " {")
    level += 1
    body(&self)
    level -= 1
    line("}" + suffix)
  }

  /// Appends `opening` as written, the body one level deeper, and the `close` line.
  mutating func open(_ opening: String, close: String = "}", _ body: (inout SourceWriter) -> Void) {
    line(opening)
    level += 1
    body(&self)
    level -= 1
    line(close)
  }

  /// Runs `body` one level deeper.
  mutating func indented(_ body: (inout SourceWriter) -> Void) {
    level += 1
    body(&self)
    level -= 1
  }

  /// Appends a blank line unless the last line is blank or an opening brace.
  mutating func blank() {
    guard let last = lines.last, !last.isEmpty, !last.hasSuffix("{") else { return }
    lines.append("")
  }

  /// The text, ending with one newline.
  var text: String { lines.joined(separator: "\n") + "\n" }
}
