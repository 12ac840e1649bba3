/// A small deterministic generator (SplitMix64), so every seeded test case is reproducible from its seed.
public struct SeededGenerator: RandomNumberGenerator {
  /// The generator's state, advanced on every draw.
  public var state: UInt64

  /// A generator starting from `state`.
  public init(state: UInt64) { self.state = state }

  /// The next pseudo-random value.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
