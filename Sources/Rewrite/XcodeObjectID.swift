/// Fresh 24-hex-digit pbxproj object ids, derived from a seed so that a dry run and the real run agree.
public struct XcodeObjectIDs: Sendable {
  /// Ids in the file or already handed out.
  public private(set) var taken: Set<String>

  /// Ids that must not be reused.
  public init(taken: Set<String>) {
    self.taken = taken
  }

  /// A new id for `seed` (e.g. `fileRef Sources/QuizFeature.swift`) that collides with no other.
  public mutating func make(_ seed: String) -> String {
    var attempt = 0
    while true {
      let text = attempt == 0 ? seed : seed + "#\(attempt)"
      let high = Self.fnv1a(Array(("tca-migrate " + text).utf8))
      let low = Self.fnv1a(Array((text + " tca-migrate").utf8))
      let id = Self.hex(high, digits: 16) + Self.hex(low >> 32, digits: 8)
      if taken.insert(id).inserted { return id }
      attempt += 1
    }
  }

  private static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    return hash
  }

  private static func hex(_ value: UInt64, digits: Int) -> String {
    let symbols = Array("0123456789ABCDEF")
    var result: [Character] = []
    var rest = value
    for _ in 0..<digits {
      result.append(symbols[Int(rest & 0xF)])
      rest >>= 4
    }
    return String(result.reversed())
  }
}
