import Lexer

/// Index-based reading of a file's significant (non-trivia) tokens.
struct TokenScan {
  let file: SourceFile
  /// Non-trivia tokens in order.
  let tokens: [Token]

  init(file: SourceFile) {
    self.file = file
    self.tokens = file.tokens.filter { !$0.kind.isTrivia }
  }

  var count: Int { tokens.count }

  /// The text of token `index`, or `""` out of range.
  func text(_ index: Int) -> String {
    guard index >= 0, index < tokens.count else { return "" }
    return file.text(of: tokens[index])
  }

  /// The byte range of token `index`.
  func range(_ index: Int) -> Range<Int> { tokens[index].range }

  /// The identifier text at `index`, if it is one.
  func identifier(_ index: Int) -> String? {
    guard index >= 0, index < tokens.count else { return nil }
    switch tokens[index].kind {
    case .identifier, .backtickIdentifier, .contextualKeyword: return text(index)
    default: return nil
    }
  }

  /// Whether token `index` starts a line.
  func startsLine(_ index: Int) -> Bool {
    index == 0 || tokens[index].flags.contains(.atStartOfLine)
  }

  /// Whether token `index` opens a bracket, parenthesis or brace (not a string interpolation).
  func isOpening(_ index: Int) -> Bool {
    guard index >= 0, index < tokens.count else { return false }
    let kind = tokens[index].kind
    return kind == .leftParen || kind == .leftBracket || kind == .leftBrace
  }

  /// Whether token `index` closes a bracket, parenthesis or brace (not a string interpolation).
  func isClosing(_ index: Int) -> Bool {
    guard index >= 0, index < tokens.count else { return false }
    let kind = tokens[index].kind
    return kind == .rightParen || kind == .rightBracket || kind == .rightBrace
  }

  /// The index of the bracket closing the one at `index`, if balanced.
  func matching(_ index: Int) -> Int? {
    let open = text(index)
    let close: String
    switch open {
    case "(": close = ")"
    case "[": close = "]"
    case "{": close = "}"
    default: return nil
    }
    var depth = 0
    var cursor = index
    while cursor < tokens.count {
      let value = text(cursor)
      if value == open, isOpening(cursor) {
        depth += 1
      } else if value == close, isClosing(cursor) {
        depth -= 1
        if depth == 0 { return cursor }
      }
      cursor += 1
    }
    return nil
  }

  /// The last token of the statement starting at `index`: up to the next line start at bracket depth 0.
  func endOfStatement(from index: Int) -> Int {
    var depth = 0
    var cursor = index
    while cursor + 1 < tokens.count {
      let value = text(cursor)
      if isOpening(cursor) { depth += 1 }
      if isClosing(cursor) { depth -= 1 }
      if value == ";" { return cursor }
      let next = cursor + 1
      if depth <= 0, startsLine(next), text(next) != "." { return cursor }
      if depth < 0 { return cursor }
      cursor += 1
    }
    return cursor
  }

  /// The `var`/`let` declaration of `name` (on `line` if there is one there): its byte range and token range.
  func propertyDeclaration(named name: String, line: Int, within regions: [Range<Int>]) -> (
    range: Range<Int>, tokens: Range<Int>
  )? {
    var candidates: [Int] = []
    for index in 0..<tokens.count
    where (text(index) == "var" || text(index) == "let") && text(index + 1) == name
      && regions.contains(where: { $0.contains(index) })
    {
      let after = text(index + 2)
      if after == ":" || after == "=" || startsLine(index + 2) { candidates.append(index) }
    }
    guard let chosen = candidates.first(where: { file.location(of: tokens[$0]).line == line }) ?? candidates.first
    else { return nil }
    var start = chosen
    while start > 0, !startsLine(start) { start -= 1 }
    // Attributes on lines of their own above it (`@ObservedObject` then `private var viewModel: …`) are its own.
    while let above = attributeLine(before: start) { start = above }
    let end = endOfStatement(from: chosen + 1)
    return (range(start).lowerBound..<range(end).upperBound, start..<(end + 1))
  }

  /// The first token of the line before the one token `start` begins, when that line holds attributes only
  /// (`@ObservedObject`, `@Environment(Model.self)`).
  func attributeLine(before start: Int) -> Int? {
    guard start > 0 else { return nil }
    var first = start - 1
    while first > 0, !startsLine(first) { first -= 1 }
    return first < start && afterAttributes(from: first) == start ? first : nil
  }

  /// The first token after the attributes starting at `index` on its line (`@MainActor @available(…)`); `index`
  /// itself when no attribute starts there.
  func afterAttributes(from index: Int) -> Int {
    var cursor = index
    while cursor < count, cursor == index || !startsLine(cursor), text(cursor).hasPrefix("@"), text(cursor).count > 1 {
      cursor += 1
      if text(cursor) == "(", !startsLine(cursor), let close = matching(cursor) { cursor = close + 1 }
    }
    return cursor
  }

  /// Whether the label at `index` sits in `init(…)`'s parameter list (when `includingInit`) or a call `Owner(…)`.
  func isLabelInRenamedCall(_ index: Int, owner: String, includingInit: Bool = true) -> Bool {
    let ownerName = owner.split(separator: ".").last.map(String.init) ?? owner
    var depth = 0
    var cursor = index - 1
    while cursor >= 0 {
      let value = text(cursor)
      if isClosing(cursor) { depth += 1 }
      if isOpening(cursor) {
        if depth == 0 {
          guard value == "(" else { return false }
          let callee = text(cursor - 1)
          return (includingInit && callee == "init") || callee == ownerName
        }
        depth -= 1
      }
      cursor -= 1
    }
    return false
  }

  /// The last token index of `parts` (`["CountriesList", "ViewModel"]`) written at `index` as `A.B`, if it matches.
  func matchesQualifiedName(_ parts: [String], at index: Int) -> Int? {
    guard !parts.isEmpty else { return nil }
    var cursor = index
    for (offset, part) in parts.enumerated() {
      if offset > 0 {
        guard text(cursor) == "." else { return nil }
        cursor += 1
      }
      guard text(cursor) == part else { return nil }
      cursor += 1
    }
    if text(cursor) == "." { return nil }
    return cursor - 1
  }

  /// Whether the file has `import module`.
  func imports(_ module: String) -> Bool {
    (0..<tokens.count).contains { text($0) == "import" && text($0 + 1) == module }
  }

  /// Where `import module` goes to keep imports sorted: (byte offset, whether to insert before an import line).
  func importInsertionPoint(for module: String) -> (offset: Int, before: Bool)? {
    var last: Int?
    for index in 0..<tokens.count where text(index) == "import" && startsLine(index) {
      if let name = identifier(index + 1), name > module { return (range(index).lowerBound, true) }
      var end = index + 1
      while text(end + 1) == ".", end + 2 < tokens.count { end += 2 }
      last = range(end).upperBound
    }
    return last.map { ($0, false) }
  }

  /// The byte range from `name` through the trailing closures of the `.name(…)` modifier whose parentheses hold `index`.
  func enclosingModifier(named name: String, around index: Int) -> Range<Int>? {
    var depth = 0
    var cursor = index - 1
    while cursor > 0 {
      if isClosing(cursor) { depth += 1 }
      if isOpening(cursor) {
        if depth == 0 { break }
        depth -= 1
      }
      cursor -= 1
    }
    guard text(cursor) == "(", text(cursor - 1) == name, text(cursor - 2) == ".", let close = matching(cursor) else {
      return nil
    }
    var end = close
    while text(end + 1) == "{", let closing = matching(end + 1) { end = closing }
    while identifier(end + 1) != nil, text(end + 2) == ":", text(end + 3) == "{", let closing = matching(end + 3) {
      end = closing
    }
    return range(cursor - 1).lowerBound..<range(end).upperBound
  }

  /// Whether the file already has an `observe {` block.
  var hasObserveBlock: Bool {
    (0..<tokens.count).contains { text($0) == "observe" && text($0 + 1) == "{" }
  }

  /// Whether the file already has `store.send(.name`.
  func sends(_ name: String, on store: String) -> Bool {
    (0..<tokens.count).contains { index in
      text(index) == store && text(index + 1) == "." && text(index + 2) == "send" && text(index + 3) == "("
        && text(index + 4) == "." && text(index + 5) == name
    }
  }

  /// The token ranges of the declaration and extensions of the type named `owner` (last component); the whole file
  /// when none is found.
  func typeRegions(named owner: String) -> [Range<Int>] {
    let name = owner.split(separator: ".").last.map(String.init) ?? owner
    var result: [Range<Int>] = []
    for index in 0..<tokens.count where text(index + 1) == name {
      guard ["struct", "class", "enum", "actor", "extension"].contains(text(index)) else { continue }
      var cursor = index + 2
      while cursor < tokens.count, text(cursor) != "{" { cursor += 1 }
      if let close = matching(cursor) { result.append(index..<(close + 1)) }
    }
    return result.isEmpty ? [0..<tokens.count] : result
  }

  /// The `)` of `super.viewDidLoad()` inside `regions`, if present.
  func superViewDidLoadEnd(within regions: [Range<Int>]) -> Int? {
    for index in 0..<tokens.count
    where text(index) == "super" && text(index + 1) == "." && text(index + 2) == "viewDidLoad" && text(index + 3) == "("
      && regions.contains(where: { $0.contains(index) })
    {
      return matching(index + 3)
    }
    return nil
  }

  /// The braces of `var body: … {` inside `regions`, when the body is not empty.
  func bodyBraces(within regions: [Range<Int>]) -> (open: Int, close: Int)? {
    for index in 0..<tokens.count
    where text(index) == "var" && text(index + 1) == "body" && text(index + 2) == ":"
      && regions.contains(where: { $0.contains(index) })
    {
      var cursor = index + 3
      while cursor < tokens.count, text(cursor) != "{" { cursor += 1 }
      guard let close = matching(cursor), cursor + 1 < close else { return nil }
      return (cursor, close)
    }
    return nil
  }

  /// The source text from token `first` through token `last`, whitespace runs collapsed, at most 80 characters.
  func source(from first: Int, through last: Int) -> String {
    guard first <= last else { return "" }
    let text = file.text(in: range(first).lowerBound..<range(last).upperBound)
    let collapsed = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
      .joined(separator: " ")
    return collapsed.count > 80 ? String(collapsed.prefix(77)) + "…" : collapsed
  }

  /// The byte offset where the line holding token `index` starts.
  func lineStart(of index: Int) -> Int { file.lineStart(ofOffset: Int(tokens[index].start)) }

  /// The leading whitespace of the line holding token `index`.
  func lineIndentation(of index: Int) -> String { file.indentation(ofLineAt: Int(tokens[index].start)) }
}
