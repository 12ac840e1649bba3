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

  /// Words by length: `table[length]` holds (bytes, kind) pairs.
  static let table: [[([UInt8], TokenKind)]] = {
    var table = [[([UInt8], TokenKind)]](repeating: [], count: 24)
    for word in reserved { table[word.utf8.count].append((Array(word.utf8), .keyword)) }
    for word in contextual { table[word.utf8.count].append((Array(word.utf8), .contextualKeyword)) }
    return table
  }()

  /// The keyword kind of `buffer[start..<end]`, or `.identifier`.
  @inline(__always)
  static func kind(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> TokenKind {
    let length = end - start
    guard length >= 2, length < table.count else { return .identifier }
    let first = buffer[start]
    for (word, kind) in table[length] where word[0] == first {
      var index = 1
      while index < length && word[index] == buffer[start + index] { index += 1 }
      if index == length { return kind }
    }
    return .identifier
  }

  /// Reserved words after which an expression is expected (so `/` starts a regex, not a division).
  static func endsExpression(_ word: String) -> Bool {
    ["self", "Self", "super", "true", "false", "nil", "init"].contains(word)
  }
}
