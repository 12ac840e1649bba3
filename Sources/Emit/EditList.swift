import Lexer

/// Non-overlapping text replacements on a file's bytes, applied back to front.
struct EditList {
  private(set) var edits: [(range: Range<Int>, text: String)] = []
  /// Byte ranges left exactly as they are: edits inside them, or overlapping them, are dropped.
  var protected: [Range<Int>] = []

  /// Adds a replacement that wins over the edits it contains (they are dropped); nothing when it partly overlaps one.
  mutating func replaceContaining(_ range: Range<Int>, _ text: String) {
    if isProtected(range) { return }
    edits.removeAll { range.lowerBound <= $0.range.lowerBound && $0.range.upperBound <= range.upperBound }
    add(range, text)
  }

  /// Adds a replacement unless it overlaps one already added or a protected range (insertions at the same point keep
  /// their order); whether it was added.
  @discardableResult
  mutating func add(_ range: Range<Int>, _ text: String) -> Bool {
    guard accepts(range) else { return false }
    edits.append((range, text))
    return true
  }

  /// Whether `add` would take a replacement of `range`: it overlaps no edit added and no protected range.
  func accepts(_ range: Range<Int>) -> Bool {
    if isProtected(range) { return false }
    for edit in edits {
      let overlaps = range.lowerBound < edit.range.upperBound && edit.range.lowerBound < range.upperBound
      if overlaps { return false }
      if range.isEmpty, !edit.range.isEmpty, edit.range.lowerBound < range.lowerBound,
        range.lowerBound < edit.range.upperBound
      {
        return false
      }
    }
    return true
  }

  /// Whether an edit of `range` would change a protected byte (an insertion at a protected range's edge does not).
  func isProtected(_ range: Range<Int>) -> Bool {
    protected.contains { area in
      range.isEmpty
        ? area.lowerBound < range.lowerBound && range.lowerBound < area.upperBound
        : range.lowerBound < area.upperBound && area.lowerBound < range.upperBound
    }
  }

  /// The file's text with every edit applied.
  func apply(to file: SourceFile) -> String {
    var bytes = file.bytes
    let ordered = edits.enumerated().sorted { left, right in
      if left.element.range.lowerBound != right.element.range.lowerBound {
        return left.element.range.lowerBound > right.element.range.lowerBound
      }
      return left.offset > right.offset
    }
    for (_, edit) in ordered {
      bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension EditList {
  /// Inserts `// TODO(tca-migrate): text` on a line of its own above token `index`, indented as its line, unless the
  /// line above already is that TODO (a second run over a rewritten file keeps the one it wrote).
  mutating func addTodo(_ text: String, above index: Int, in scan: TokenScan) {
    let line = scan.lineStart(of: index)
    let todo = scan.lineIndentation(of: index) + "// TODO(tca-migrate): " + text
    if scan.file.line(before: line) != todo { add(line..<line, todo + "\n") }
  }
}
