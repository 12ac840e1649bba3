/// A value of an old-style property list with the byte ranges that edits are placed by.
public struct PropertyListNode: Sendable {
  /// A key and its value in a dictionary.
  public struct Entry: Sendable {
    /// The key.
    public var key: String
    /// The key's bytes.
    public var keyRange: Range<Int>
    /// The value.
    public var value: PropertyListNode
    /// The byte offset just after the entry's `;`.
    public var end: Int
  }

  /// What the value is.
  public enum Value: Sendable {
    /// A quoted or unquoted string.
    case string(String)
    /// `<…>` data, kept as bytes in the file only.
    case data
    /// `( … )`.
    case array([PropertyListNode])
    /// `{ … }`.
    case dictionary([Entry])
  }

  /// What the value is.
  public var value: Value
  /// From the value's first byte through its last (`(`…`)`, `{`…`}`).
  public var range: Range<Int>

  /// The string, if this is one.
  public var string: String? {
    if case .string(let text) = value { return text }
    return nil
  }

  /// The elements, if this is an array.
  public var elements: [PropertyListNode]? {
    if case .array(let items) = value { return items }
    return nil
  }

  /// The entries, if this is a dictionary.
  public var entries: [Entry]? {
    if case .dictionary(let items) = value { return items }
    return nil
  }

  /// The value of `key`, if this is a dictionary that has it.
  public subscript(key: String) -> PropertyListNode? {
    entries?.first { $0.key == key }?.value
  }
}

/// A property list file: its bytes, its tokens (covering every byte) and its root value.
public struct PropertyListDocument: Sendable {
  /// The file's bytes.
  public var bytes: [UInt8]
  /// Every token, trivia included, in order.
  public var tokens: [PropertyListToken]
  /// The root value.
  public var root: PropertyListNode

  /// Reads `bytes`; throws `RewriteError.malformedPropertyList` on anything it cannot read.
  public init(bytes: [UInt8]) throws(RewriteError) {
    self.bytes = bytes
    tokens = try PropertyListTokenizer.tokens(bytes)
    var parser = PropertyListParser(tokens: tokens.filter { !$0.isTrivia }, count: bytes.count)
    root = try parser.parseDocument()
  }

  /// The file written back from its tokens with `edits` applied; with no edits, exactly the bytes read.
  public func written(applying edits: [TextEdit] = []) throws(RewriteError) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    for token in tokens { output.append(contentsOf: bytes[token.range]) }
    return try TextEdit.apply(edits, to: output)
  }
}

/// Recursive descent over the significant tokens of a property list.
struct PropertyListParser {
  let tokens: [PropertyListToken]
  let count: Int
  var position = 0
  private static let maximumDepth = 256

  init(tokens: [PropertyListToken], count: Int) {
    self.tokens = tokens
    self.count = count
  }

  mutating func parseDocument() throws(RewriteError) -> PropertyListNode {
    let root = try parseValue(depth: 0)
    guard position == tokens.count else { throw failure("text after the root value") }
    return root
  }

  private func failure(_ reason: String) -> RewriteError {
    .malformedPropertyList(offset: position < tokens.count ? tokens[position].range.lowerBound : count, reason: reason)
  }

  private func punctuation(at index: Int) -> UInt8? {
    guard index < tokens.count, case .punctuation(let byte) = tokens[index].kind else { return nil }
    return byte
  }

  private mutating func expect(_ byte: UInt8) throws(RewriteError) -> Int {
    guard punctuation(at: position) == byte else { throw failure("expected '\(Character(UnicodeScalar(byte)))'") }
    position += 1
    return tokens[position - 1].range.upperBound
  }

  private mutating func parseValue(depth: Int) throws(RewriteError) -> PropertyListNode {
    guard depth < Self.maximumDepth else { throw failure("nested too deeply") }
    guard position < tokens.count else { throw failure("expected a value") }
    let token = tokens[position]
    switch token.kind {
    case .string(let value):
      position += 1
      return PropertyListNode(value: .string(value), range: token.range)
    case .data:
      position += 1
      return PropertyListNode(value: .data, range: token.range)
    case .punctuation(UInt8(ascii: "(")):
      position += 1
      var items: [PropertyListNode] = []
      while punctuation(at: position) != UInt8(ascii: ")") {
        items.append(try parseValue(depth: depth + 1))
        if punctuation(at: position) == UInt8(ascii: ",") { position += 1 } else { break }
      }
      let end = try expect(UInt8(ascii: ")"))
      return PropertyListNode(value: .array(items), range: token.range.lowerBound..<end)
    case .punctuation(UInt8(ascii: "{")):
      position += 1
      var entries: [PropertyListNode.Entry] = []
      while punctuation(at: position) != UInt8(ascii: "}") {
        guard position < tokens.count, case .string(let key) = tokens[position].kind else {
          throw failure("expected a key")
        }
        let keyRange = tokens[position].range
        position += 1
        _ = try expect(UInt8(ascii: "="))
        let value = try parseValue(depth: depth + 1)
        let end = try expect(UInt8(ascii: ";"))
        entries.append(PropertyListNode.Entry(key: key, keyRange: keyRange, value: value, end: end))
      }
      let end = try expect(UInt8(ascii: "}"))
      return PropertyListNode(value: .dictionary(entries), range: token.range.lowerBound..<end)
    default:
      throw failure("expected a value")
    }
  }
}
