import Lexer

/// A replacement of a byte range of an original file by new bytes.
public struct TextEdit: Sendable, Hashable {
  /// The replaced bytes of the original; empty for an insertion.
  public var range: Range<Int>
  /// The bytes put in place of `range`.
  public var replacement: [UInt8]

  /// Replaces `range` by `replacement`.
  public init(range: Range<Int>, replacement: [UInt8]) {
    self.range = range
    self.replacement = replacement
  }

  /// Replaces `range` by the UTF-8 of `text`.
  public init(range: Range<Int>, text: String) {
    self.init(range: range, replacement: Array(text.utf8))
  }

  /// Replaces the bytes of `token` by the UTF-8 of `text`.
  public init(replacing token: Token, with text: String) {
    self.init(range: token.range, text: text)
  }

  /// Inserts the UTF-8 of `text` at byte `offset`.
  public static func insert(_ text: String, at offset: Int) -> TextEdit {
    TextEdit(range: offset..<offset, text: text)
  }

  /// Applies `edits` to `bytes`; bytes outside every edit are kept; throws on overlap or out-of-range edits.
  ///
  /// Edits are ordered by range (an insertion goes before a replacement starting at the same offset;
  /// insertions at one offset keep their given order). Edits that only touch at a boundary do not overlap.
  public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) throws(RewriteError) -> [UInt8] {
    let sorted = edits.enumerated().sorted { left, right in
      (left.element.range.lowerBound, left.element.range.upperBound, left.offset)
        < (right.element.range.lowerBound, right.element.range.upperBound, right.offset)
    }.map(\.element)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + sorted.reduce(0) { $0 + $1.replacement.count })
    var cursor = 0
    var previous: Range<Int>?
    for edit in sorted {
      guard edit.range.lowerBound >= 0, edit.range.upperBound <= bytes.count else {
        throw .editOutOfBounds(range: edit.range, count: bytes.count)
      }
      if let previous, edit.range.lowerBound < previous.upperBound {
        throw .overlappingEdits(first: previous, second: edit.range)
      }
      output.append(contentsOf: bytes[cursor..<edit.range.lowerBound])
      output.append(contentsOf: edit.replacement)
      cursor = edit.range.upperBound
      previous = edit.range
    }
    output.append(contentsOf: bytes[cursor...])
    return output
  }
}
