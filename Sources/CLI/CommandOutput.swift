import Foundation

/// What a verb prints on standard output: text, or a writer that produces it in pieces, so that an output of tens
/// of MB is never held whole on its way to the terminal.
enum CommandOutput: Sendable {
  case text(String)
  /// Calls its argument with each piece of the output, in order.
  case stream(@Sendable (_ write: (UnsafeBufferPointer<UInt8>) -> Void) throws -> Void)

  /// Passes the output to `write` in pieces.
  func write(to write: (UnsafeBufferPointer<UInt8>) -> Void) throws {
    switch self {
    case .text(var text): text.withUTF8 { write($0) }
    case .stream(let stream): try stream(write)
    }
  }

  /// The whole output as one string.
  func collected() throws -> String {
    if case .text(let text) = self { return text }
    var pieces: [[UInt8]] = []
    try write { pieces.append(Array($0)) }
    let count = pieces.reduce(0) { $0 + $1.count }
    return String(unsafeUninitializedCapacity: count) { buffer in
      var sink = JSONBufferSink(buffer: buffer)
      for piece in pieces { piece.withUnsafeBufferPointer { sink.append(contentsOf: $0) } }
      return sink.count
    }
  }
}
