import Lexer

/// A statement calling code State cannot reach (`Analytics.track(.opened)`, `NotificationCenter.default.post(…)`,
/// `print(…)`): a member of a type, or a logging function, passed nothing `inout` and no closure, its result unused.
///
/// A reducer's State is a value the case holds `inout`; such a call can neither read it back nor change it, so a
/// case evaluation may run past it. A call on a lowercase name is not one: it may be a dependency the test must stub,
/// or a local the call changes.
enum OutsideCall {
  /// Free functions that only log.
  static let loggingFunctions: Set<String> = ["print", "debugPrint", "NSLog"]

  /// Whether `header` (a statement's header tokens, its `blocks` the statement's blocks) is such a call.
  static func matches(_ header: [Int], blocks: [Block], in source: BodySource) -> Bool {
    guard blocks.isEmpty, header.count >= 3, let first = header.first, source.kind(first) == .identifier,
      source.kind(header[header.count - 1]) == .rightParen
    else { return false }
    let name = source.text(first)
    var offset = 1
    var members = 0
    while offset + 1 < header.count, source.kind(header[offset]) == .period,
      [.identifier, .keyword].contains(source.kind(header[offset + 1]))
    {
      // A keyword after a period is a member name (`NotificationCenter.default`).
      offset += 2
      members += 1
    }
    let isTypeMember = members > 0 && name.first?.isUppercase == true
    let isLogging = members == 0 && loggingFunctions.contains(name)
    guard isTypeMember || isLogging, source.kind(header[offset]) == .leftParen,
      closingParen(from: offset, in: header, source: source) == header.count - 1
    else { return false }
    return !header[offset...].contains { source.kind($0) == .ampersand }
  }

  /// The offset in `header` of the `)` closing the `(` at `open`.
  private static func closingParen(from open: Int, in header: [Int], source: BodySource) -> Int? {
    var depth = 0
    for offset in open..<header.count {
      switch source.kind(header[offset]) {
      case .leftParen: depth += 1
      case .rightParen:
        depth -= 1
        if depth == 0 { return offset }
      default: continue
      }
    }
    return nil
  }
}
