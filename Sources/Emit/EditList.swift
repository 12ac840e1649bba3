import Lexer

/// Non-overlapping text replacements on a file's bytes, applied back to front.
struct EditList {
  private(set) var edits: [(range: Range<Int>, text: String)] = []

  /// Adds a replacement that wins over the edits it contains (they are dropped); nothing when it partly overlaps one.
  mutating func replaceContaining(_ range: Range<Int>, _ text: String) {
    edits.removeAll { range.lowerBound <= $0.range.lowerBound && $0.range.upperBound <= range.upperBound }
    add(range, text)
  }

  /// Adds a replacement unless it overlaps one already added (insertions at the same point keep their order).
  mutating func add(_ range: Range<Int>, _ text: String) {
    for edit in edits {
      let overlaps = range.lowerBound < edit.range.upperBound && edit.range.lowerBound < range.upperBound
      if overlaps { return }
      if range.isEmpty, !edit.range.isEmpty, edit.range.lowerBound < range.lowerBound,
        range.lowerBound < edit.range.upperBound
      {
        return
      }
    }
    edits.append((range, text))
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
