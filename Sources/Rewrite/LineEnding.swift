/// The line break style of a file.
public enum LineEnding: String, Sendable, Hashable {
  /// `\n`.
  case lf
  /// `\r\n`.
  case crlf

  /// The line break style of `bytes`: `nil` when there are no line breaks, else the more frequent one (LF on a tie).
  public static func detect(in bytes: [UInt8]) -> LineEnding? {
    let counts = count(in: bytes)
    if counts.lf == 0 && counts.crlf == 0 { return nil }
    return counts.crlf > counts.lf ? .crlf : .lf
  }

  /// Whether `bytes` contains both bare `\n` and `\r\n` line breaks.
  public static func isMixed(_ bytes: [UInt8]) -> Bool {
    let counts = count(in: bytes)
    return counts.lf > 0 && counts.crlf > 0
  }

  /// Numbers of bare `\n` and of `\r\n` line breaks in `bytes`.
  public static func count(in bytes: [UInt8]) -> (lf: Int, crlf: Int) {
    var lf = 0
    var crlf = 0
    for index in bytes.indices where bytes[index] == newline {
      if index > 0 && bytes[index - 1] == carriageReturn { crlf += 1 } else { lf += 1 }
    }
    return (lf, crlf)
  }

  /// The bytes of this line break.
  public var bytes: [UInt8] { self == .lf ? [newline] : [carriageReturn, newline] }

  /// `bytes` with every line break (`\n` or `\r\n`) written in this style; lone `\r` is kept.
  public func convert(_ bytes: [UInt8]) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + bytes.count / 16)
    for index in bytes.indices {
      let byte = bytes[index]
      if byte == carriageReturn, index + 1 < bytes.count, bytes[index + 1] == newline { continue }
      if byte == newline { output.append(contentsOf: self.bytes) } else { output.append(byte) }
    }
    return output
  }

  /// `text` with every line break written in this style.
  public func convert(_ text: String) -> String {
    String(decoding: convert(Array(text.utf8)), as: UTF8.self)
  }
}

private let newline: UInt8 = 0x0A
private let carriageReturn: UInt8 = 0x0D
