import Analysis

/// An array whose items are encoded on every core, each run of items into a writer of its own, and joined in
/// order: the text is the one `JSONStreamWriter.write` gives the array.
protocol JSONParallelItems {
  /// Writes the array at nesting `depth` at the end of `writer`'s bytes, sending finished runs to its output.
  func writeInParallel(depth: Int, through writer: JSONStreamWriter) throws
}

/// An item type of the analysis' long arrays, whose items can be encoded apart from each other.
protocol JSONParallelElement: Encodable, Sendable {}

extension ViewModel: JSONParallelElement {}
extension Owner: JSONParallelElement {}
extension Service: JSONParallelElement {}
extension Diagnostic: JSONParallelElement {}

extension Array: JSONParallelItems where Element: JSONParallelElement {
  func writeInParallel(depth: Int, through writer: JSONStreamWriter) throws {
    writer.bytes.append(contentsOf: [0x5B, 0x0A])
    let run = 16
    let runsAtOnce = 64
    var first = 0
    while first < count {
      let last = Swift.min(first + run * runsAtOnce, count)
      let runs = Swift.stride(from: first, to: last, by: run).map { $0..<Swift.min($0 + run, last) }
      let texts = ParallelMap.map(runs) { items -> [UInt8]? in
        let local = JSONStreamWriter()
        for index in items {
          local.indent(depth + 1)
          guard (try? local.write(self[index], depth: depth + 1, path: nil)) != nil, local.frames.isEmpty else {
            return nil
          }
          local.endEntry()
        }
        return local.bytes
      }
      for (place, text) in texts.enumerated() {
        guard let text else { throw PrettyJSONEncoder.Unsupported() }
        writer.bytes.append(contentsOf: text)
        // The last item's `,` goes before anything is sent: its text ends the array.
        if last == count && place == texts.count - 1 { writer.bytes.removeLast(2) } else { writer.flushIfComplete() }
      }
      first = last
    }
    writer.bytes.append(0x0A)
    writer.indent(depth)
    writer.bytes.append(0x5D)
  }
}
