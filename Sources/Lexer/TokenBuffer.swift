/// A growable token store for the scanner's hot loop, without an Array's uniqueness check on every append.
/// `finish()` hands the tokens over as an `Array` and frees the storage.
struct TokenBuffer {
  private var base: UnsafeMutablePointer<Token>
  private var capacity: Int
  /// Number of tokens stored.
  private(set) var count = 0

  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  @inline(__always)
  mutating func append(_ token: Token) {
    if count == capacity { grow() }
    (base + count).initialize(to: token)
    count &+= 1
  }

  @inline(never)
  private mutating func grow() {
    let larger = UnsafeMutablePointer<Token>.allocate(capacity: capacity * 2)
    larger.moveInitialize(from: base, count: count)
    base.deallocate()
    base = larger
    capacity *= 2
  }

  /// The token at `index` (`0 ..< count`).
  @inline(__always)
  subscript(index: Int) -> Token {
    get { base[index] }
    nonmutating set { base[index] = newValue }
  }

  /// The last token, if any.
  var last: Token? { count > 0 ? base[count - 1] : nil }

  /// The tokens as an array; the buffer is freed and must not be used again.
  mutating func finish() -> [Token] {
    let tokens = Array(UnsafeBufferPointer(start: base, count: count))
    base.deallocate()
    count = 0
    capacity = 0
    return tokens
  }
}
