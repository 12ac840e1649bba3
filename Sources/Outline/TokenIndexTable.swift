/// Token positions of one file stored as 32-bit integers: half the memory of `[Int]`, read as `Int`s (-1 for none).
public struct TokenIndexTable: RandomAccessCollection, Sendable {
  /// The positions; `UInt32.max` stands for none.
  @usableFromInline var storage: [UInt32]

  /// A table of `count` entries, all none.
  init(noneCount count: Int) { storage = [UInt32](repeating: .max, count: count) }

  /// A table of `positions`, none of them -1.
  init(_ positions: [UInt32]) { storage = positions }

  @inlinable public var startIndex: Int { 0 }
  @inlinable public var endIndex: Int { storage.count }

  /// The position at `index`, or -1 for none.
  @inlinable public subscript(index: Int) -> Int {
    get {
      let value = storage[index]
      return value == .max ? -1 : Int(value)
    }
    set { storage[index] = newValue < 0 ? .max : UInt32(truncatingIfNeeded: newValue) }
  }
}
