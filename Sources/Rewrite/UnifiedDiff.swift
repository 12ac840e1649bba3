/// Unified diffs (`diff -u` format) between two versions of a file.
public enum UnifiedDiff {
  /// The unified diff from `old` to `new` (`nil` = the file does not exist), with `context` lines around changes.
  ///
  /// Headers are `--- oldLabel` / `+++ newLabel` (`/dev/null` for a missing side); hunks are `@@ -a,b +c,d @@`;
  /// a last line without a line break is followed by `\ No newline at end of file`. Empty when the files are equal.
  public static func render(
    old: [UInt8]?,
    new: [UInt8]?,
    oldLabel: String,
    newLabel: String,
    context: Int = 3
  ) -> [UInt8] {
    if old == new { return [] }
    let oldLines = splitLines(old ?? [])
    let newLines = splitLines(new ?? [])
    var identifiers: [ArraySlice<UInt8>: Int] = [:]
    func identifier(_ line: ArraySlice<UInt8>) -> Int {
      if let known = identifiers[line] { return known }
      identifiers[line] = identifiers.count
      return identifiers.count - 1
    }
    let oldIDs = oldLines.map(identifier)
    let newIDs = newLines.map(identifier)
    var output: [UInt8] = []
    output.append(contentsOf: Array("--- \(old == nil ? "/dev/null" : oldLabel)\n".utf8))
    output.append(contentsOf: Array("+++ \(new == nil ? "/dev/null" : newLabel)\n".utf8))
    let operations = LineDiff.operations(old: oldIDs, new: newIDs)
    for hunk in hunks(operations, context: max(0, context)) {
      output.append(contentsOf: Array(header(of: operations[hunk]).utf8))
      appendBody(of: operations[hunk], oldLines: oldLines, newLines: newLines, to: &output)
    }
    return output
  }

  /// The unified diff of the file at `path` (labels `a/path` and `b/path`), as text.
  public static func render(path: String, old: [UInt8]?, new: [UInt8]?, context: Int = 3) -> String {
    String(
      decoding: render(old: old, new: new, oldLabel: "a/" + path, newLabel: "b/" + path, context: context),
      as: UTF8.self)
  }

  /// The lines of `bytes`, each with its `\n` if it has one.
  static func splitLines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    var lines: [ArraySlice<UInt8>] = []
    var start = 0
    for index in bytes.indices where bytes[index] == 0x0A {
      lines.append(bytes[start...index])
      start = index + 1
    }
    if start < bytes.count { lines.append(bytes[start...]) }
    return lines
  }

  /// Ranges of `operations` forming hunks: changes closer than `2 * context` equal lines share a hunk.
  static func hunks(_ operations: [LineOperation], context: Int) -> [Range<Int>] {
    var result: [Range<Int>] = []
    var current: (start: Int, lastChange: Int)?
    for (index, operation) in operations.enumerated() {
      if operation.kind == .equal { continue }
      if let open = current {
        if index - open.lastChange - 1 <= 2 * context {
          current = (open.start, index)
          continue
        }
        result.append(open.start..<min(operations.count, open.lastChange + 1 + context))
      }
      current = (max(0, index - context), index)
    }
    if let open = current {
      result.append(open.start..<min(operations.count, open.lastChange + 1 + context))
    }
    return result
  }

  private static func header(of operations: ArraySlice<LineOperation>) -> String {
    var oldCount = 0
    var newCount = 0
    for operation in operations {
      switch operation.kind {
      case .equal:
        oldCount += 1
        newCount += 1
      case .delete: oldCount += 1
      case .insert: newCount += 1
      }
    }
    // Lines of each side before the hunk; a side with no lines in the hunk is numbered by the line before it.
    let oldBefore = operations.first?.old ?? 0
    let newBefore = operations.first?.new ?? 0
    let oldStart = oldCount > 0 ? oldBefore + 1 : oldBefore
    let newStart = newCount > 0 ? newBefore + 1 : newBefore
    return "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
  }

  private static func range(_ start: Int, _ count: Int) -> String {
    count == 1 ? "\(start)" : "\(start),\(count)"
  }

  private static func appendBody(
    of operations: ArraySlice<LineOperation>,
    oldLines: [ArraySlice<UInt8>],
    newLines: [ArraySlice<UInt8>],
    to output: inout [UInt8]
  ) {
    var deleted: [ArraySlice<UInt8>] = []
    var inserted: [ArraySlice<UInt8>] = []
    func flush() {
      for line in deleted { appendLine(line, prefix: 0x2D, to: &output) }
      for line in inserted { appendLine(line, prefix: 0x2B, to: &output) }
      deleted.removeAll()
      inserted.removeAll()
    }
    for operation in operations {
      switch operation.kind {
      case .equal:
        flush()
        appendLine(oldLines[operation.old], prefix: 0x20, to: &output)
      case .delete: deleted.append(oldLines[operation.old])
      case .insert: inserted.append(newLines[operation.new])
      }
    }
    flush()
  }

  private static func appendLine(_ line: ArraySlice<UInt8>, prefix: UInt8, to output: inout [UInt8]) {
    output.append(prefix)
    output.append(contentsOf: line)
    if line.last != 0x0A {
      output.append(0x0A)
      output.append(contentsOf: Array("\\ No newline at end of file\n".utf8))
    }
  }
}
