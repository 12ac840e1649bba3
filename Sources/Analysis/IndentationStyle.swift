import Foundation

/// Detects a codebase's indentation unit from leading whitespace.
enum IndentationStyle {
  /// `"\t"` when most indented lines start with a tab, else the most common step between indent levels (2, 3, 4 or 8 spaces).
  static func detect(_ files: [ParsedFile]) -> String {
    // Each file's counts were taken while it was parsed, on every core.
    var total = Counts()
    for file in files { total.add(file.indentation) }
    return total.unit
  }

  /// How the indented lines of some files start: tab lines, space lines and the steps between space indents.
  struct Counts: Sendable {
    var tabLines = 0
    var spaceLines = 0
    /// `steps[n]`: how often a line is indented `n` spaces deeper than the line before it (1 ... 8).
    var steps = [Int](repeating: 0, count: 9)

    init() {}

    /// The counts of one file's lines.
    init(_ bytes: [UInt8]) {
      bytes.withUnsafeBufferPointer { self.count($0) }
    }

    private mutating func count(_ bytes: UnsafeBufferPointer<UInt8>) {
      var previous = 0
      var index = 0
      let end = bytes.count
      while index < end {
        var spaces = 0
        var tabs = 0
        while index < end && (bytes[index] == 0x20 || bytes[index] == 0x09) {
          if bytes[index] == 0x20 { spaces += 1 } else { tabs += 1 }
          index += 1
        }
        let blank = index >= end || bytes[index] == 0x0A || bytes[index] == 0x0D
        if !blank {
          if tabs > 0 { tabLines += 1 } else if spaces > 0 { spaceLines += 1 }
          if tabs == 0 {
            let step = spaces - previous
            if step > 0 && step < steps.count { steps[step] += 1 }
            previous = spaces
          }
        }
        // The rest of the line by `memchr`, which looks at many bytes per step.
        guard index < end, let base = bytes.baseAddress,
          let newline = memchr(base + index, 0x0A, end - index)
        else { break }
        index = UnsafeRawPointer(newline).assumingMemoryBound(to: UInt8.self) - base + 1
      }
    }

    mutating func add(_ other: Counts) {
      tabLines += other.tabLines
      spaceLines += other.spaceLines
      for step in steps.indices { steps[step] += other.steps[step] }
    }

    /// The indentation unit these counts point to.
    var unit: String {
      if tabLines > spaceLines { return "\t" }
      let candidates = [4, 2, 3, 8]
      let best = candidates.max { steps[$0] < steps[$1] } ?? 4
      return String(repeating: " ", count: steps[best] == 0 ? 4 : best)
    }
  }
}
