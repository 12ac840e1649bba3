/// One level of indentation in a Swift file.
public enum IndentationUnit: Sendable, Hashable, CustomStringConvertible {
  /// A tab character per level.
  case tab
  /// `n` spaces per level.
  case spaces(Int)

  /// The whitespace of one level.
  public var text: String {
    switch self {
    case .tab: return "\t"
    case .spaces(let count): return String(repeating: " ", count: count)
    }
  }

  /// A readable explanation.
  public var description: String {
    switch self {
    case .tab: return "tab"
    case .spaces(let count): return "\(count) spaces"
    }
  }

  /// The indentation unit of a Swift file's bytes, or `nil` when no line is indented.
  ///
  /// Tab-led lines against space-led lines decide tab vs spaces; for spaces, the most frequent increase of
  /// indentation between consecutive non-blank lines wins (2, 3, 4 or 8; ties go to the smaller width).
  /// Lines that continue a block comment (` * …`) are ignored.
  public static func detect(in bytes: [UInt8]) -> IndentationUnit? {
    var tabLines = 0
    var spaceLines = 0
    var increases: [Int: Int] = [:]
    var previousWidth = 0
    var index = 0
    while index < bytes.count {
      var end = index
      while end < bytes.count && bytes[end] != 0x0A { end += 1 }
      var cursor = index
      while cursor < end && (bytes[cursor] == 0x20 || bytes[cursor] == 0x09) { cursor += 1 }
      let isBlank = cursor == end || (cursor + 1 == end && bytes[cursor] == 0x0D)
      let isCommentContinuation = cursor < end && bytes[cursor] == 0x2A
      if !isBlank && !isCommentContinuation {
        if cursor > index {
          if bytes[index] == 0x09 { tabLines += 1 } else { spaceLines += 1 }
        }
        let width = cursor - index
        if bytes[index..<cursor].allSatisfy({ $0 == 0x20 }), width > previousWidth {
          increases[width - previousWidth, default: 0] += 1
        }
        previousWidth = width
      }
      index = end + 1
    }
    if tabLines == 0 && spaceLines == 0 { return nil }
    if tabLines > spaceLines { return .tab }
    let candidates = [2, 4, 3, 8].filter { (increases[$0] ?? 0) > 0 }
    guard let best = candidates.max(by: { (increases[$0] ?? 0, -$0) < (increases[$1] ?? 0, -$1) }) else {
      return .spaces(4)
    }
    return .spaces(best)
  }

  /// `text` re-indented from `source` levels to this unit: each line's leading run of whole `source` levels is
  /// rewritten, any remainder kept. Also rewrites lines inside multi-line string literals.
  public func reindent(_ text: String, from source: IndentationUnit = .spaces(2)) -> String {
    if source == self { return text }
    let sourceUnit = Array(source.text.utf8)
    let targetUnit = Array(self.text.utf8)
    let bytes = Array(text.utf8)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + bytes.count / 4)
    var atLineStart = true
    var index = 0
    while index < bytes.count {
      if atLineStart {
        atLineStart = false
        while index + sourceUnit.count <= bytes.count, bytes[index..<index + sourceUnit.count].elementsEqual(sourceUnit)
        {
          output.append(contentsOf: targetUnit)
          index += sourceUnit.count
        }
        continue
      }
      let byte = bytes[index]
      output.append(byte)
      if byte == 0x0A { atLineStart = true }
      index += 1
    }
    return String(decoding: output, as: UTF8.self)
  }
}
