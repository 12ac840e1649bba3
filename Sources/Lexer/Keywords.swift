/// Reserved and contextual Swift keywords, looked up by byte comparison without allocating.
enum Keywords {
  /// Keywords that are never identifiers (outside backticks).
  static let reserved: [String] = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
    "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
    "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
  ]

  /// Keywords only in particular positions; identifiers elsewhere.
  static let contextual: [String] = [
    "actor", "any", "associativity", "async", "borrowing", "consuming", "convenience", "didSet", "distributed",
    "dynamic", "each", "final", "get", "indirect", "infix", "isolated", "lazy", "left", "macro", "mutating",
    "none", "nonisolated", "nonmutating", "open", "optional", "override", "package", "postfix", "precedence",
    "prefix", "Protocol", "required", "right", "set", "some", "Type", "unowned", "weak", "willSet", "sending",
    "consume", "copy", "discard", "_modify", "_read", "unsafeAddress", "unsafeMutableAddress", "_const",
  ]

  /// A chained hash table over (first, second, last byte, length); built once.
  struct Table: Sendable {
    /// All keyword bytes, concatenated.
    var bytes: [UInt8] = []
    /// Per slot: 0 when empty, else 1 + index into `entries` of the chain's head.
    var slots = [UInt16](repeating: 0, count: Table.slotCount)
    /// Per keyword: offset into `bytes`, length, kind, and 1 + index of the next entry in its chain (0 ends it).
    var entries: [(offset: Int, length: Int, kind: TokenKind, next: Int)] = []

    static let slotCount = 2048

    init() {
      let words =
        Keywords.reserved.map { ($0, TokenKind.keyword) } + Keywords.contextual.map { ($0, .contextualKeyword) }
      for (word, kind) in words {
        let utf8 = Array(word.utf8)
        let slot = Table.slot(utf8[0], utf8[1], utf8[utf8.count - 1], utf8.count)
        entries.append((bytes.count, utf8.count, kind, Int(slots[slot])))
        slots[slot] = UInt16(entries.count)
        bytes.append(contentsOf: utf8)
      }
    }

    @inline(__always)
    static func slot(_ first: UInt8, _ second: UInt8, _ last: UInt8, _ length: Int) -> Int {
      (Int(first) &* 61 &+ Int(second) &* 31 &+ Int(last) &* 7 &+ length &* 131) & (slotCount - 1)
    }
  }

  /// The keyword table, built once.
  static let table = Table()

  /// The keyword kind of `buffer[start..<end]`, or `.identifier`.
  @inline(__always)
  static func kind(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ table: Table) -> TokenKind {
    let length = end &- start
    guard length >= 2 && length <= 20 else { return .identifier }
    var entryIndex = Int(table.slots[Table.slot(buffer[start], buffer[start &+ 1], buffer[end &- 1], length)])
    while entryIndex != 0 {
      let entry = table.entries[entryIndex &- 1]
      if entry.length == length && matches(buffer, start, table.bytes, entry.offset, length) { return entry.kind }
      entryIndex = entry.next
    }
    return .identifier
  }

  @inline(__always)
  static func matches(
    _ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ words: [UInt8], _ offset: Int, _ length: Int
  )
    -> Bool
  {
    var index = 0
    while index < length {
      if words[offset &+ index] != buffer[start &+ index] { return false }
      index &+= 1
    }
    return true
  }
}
