/// Detects a codebase's indentation unit from leading whitespace.
public enum IndentationStyle {
  /// `"\t"` when most indented lines start with a tab, else the most common step between indent levels (2, 3, 4 or 8 spaces).
  public static func detect(_ sources: [[UInt8]]) -> String {
    var tabLines = 0
    var spaceLines = 0
    var steps = [Int](repeating: 0, count: 9)
    for bytes in sources {
      var previous = 0
      var index = 0
      while index < bytes.count {
        var spaces = 0
        var tabs = 0
        while index < bytes.count && (bytes[index] == 0x20 || bytes[index] == 0x09) {
          if bytes[index] == 0x20 { spaces += 1 } else { tabs += 1 }
          index += 1
        }
        let blank = index >= bytes.count || bytes[index] == 0x0A || bytes[index] == 0x0D
        if !blank {
          if tabs > 0 { tabLines += 1 } else if spaces > 0 { spaceLines += 1 }
          if tabs == 0 {
            let step = spaces - previous
            if step > 0 && step < steps.count { steps[step] += 1 }
            previous = spaces
          }
        }
        while index < bytes.count && bytes[index] != 0x0A { index += 1 }
        index += 1
      }
    }
    if tabLines > spaceLines { return "\t" }
    let candidates = [4, 2, 3, 8]
    let best = candidates.max { steps[$0] < steps[$1] } ?? 4
    return String(repeating: " ", count: steps[best] == 0 ? 4 : best)
  }
}
