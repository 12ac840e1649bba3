import Lexer

extension TokenScan {
  /// One type declaration or extension: its qualified name and the token range from its keyword to its `}`.
  struct TypeDeclaration {
    /// The qualified name, outer types first (`["CountriesList", "ViewModel"]`); an extension's extended name.
    var path: [String]
    /// From the declaration keyword through the closing brace.
    var tokens: ClosedRange<Int>
  }

  /// Every `struct`, `class`, `enum`, `actor`, `protocol` and `extension` with a body, outermost first.
  func typeDeclarations() -> [TypeDeclaration] {
    // Each `{`'s `}` and each token's next brace or `;`, one pass each: thousands of unclosed or nested types cost
    // linear time, not a scan per declaration.
    var closing = [Int](repeating: -1, count: count)
    var nextStop = [Int](repeating: count, count: count + 1)
    var stack: [Int] = []
    for index in 0..<count {
      switch tokens[index].kind {
      case .leftBrace: stack.append(index)
      case .rightBrace: if let open = stack.popLast() { closing[open] = index }
      default: break
      }
    }
    for index in stride(from: count - 1, through: 0, by: -1) {
      let kind = tokens[index].kind
      nextStop[index] = kind == .leftBrace || kind == .rightBrace || kind == .semicolon ? index : nextStop[index + 1]
    }
    var result: [TypeDeclaration] = []
    var open: [TypeDeclaration] = []
    var index = 0
    while index < count {
      defer { index += 1 }
      while let last = open.last, last.tokens.upperBound < index { open.removeLast() }
      let keyword = text(index)
      guard ["struct", "class", "enum", "actor", "protocol", "extension"].contains(keyword),
        let first = identifier(index + 1), !["func", "var", "let", "subscript", "init"].contains(first)
      else { continue }
      var name = [first]
      var cursor = index + 2
      while keyword == "extension", text(cursor) == ".", let part = identifier(cursor + 1) {
        name.append(part)
        cursor += 2
      }
      cursor = nextStop[min(cursor, count)]
      guard cursor < count, tokens[cursor].kind == .leftBrace, closing[cursor] >= 0 else { continue }
      let close = closing[cursor]
      let path = keyword == "extension" ? name : (open.last?.path ?? []) + name
      let declaration = TypeDeclaration(path: path, tokens: index...close)
      result.append(declaration)
      open.append(declaration)
    }
    return result
  }

  /// Whether `declaration`'s header (from its keyword to its `{`) lists `protocolName` after `:` or `,`.
  func declares(_ declaration: TypeDeclaration, conformingTo protocolName: String) -> Bool {
    var cursor = declaration.tokens.lowerBound + 2
    while cursor < declaration.tokens.upperBound, text(cursor) != "{" {
      if text(cursor) == protocolName, [":", ","].contains(text(cursor - 1)) { return true }
      cursor += 1
    }
    return false
  }

  /// The byte ranges of the declarations and extensions of the types named in `qualified` (`A.B`), each from the
  /// start of its keyword's line to its closing brace; `declarations` when the caller has them.
  func declarationByteRanges(
    of qualified: [String], in declarations: [TypeDeclaration]? = nil
  ) -> [Range<Int>] {
    let paths = Set(qualified.map { $0.split(separator: ".").map(String.init) }.filter { !$0.isEmpty })
    guard !paths.isEmpty else { return [] }
    return (declarations ?? typeDeclarations()).filter { paths.contains($0.path) }.map {
      lineStart(of: $0.tokens.lowerBound)..<range($0.tokens.upperBound).upperBound
    }
  }

  /// The byte ranges of the extensions whose header names a nested type of one of `types`
  /// (`extension AlertState where Action == DetailModel.AlertAction`): code about that type, which stays declared.
  func extensionByteRanges(
    constrainedToNestedTypesOf types: [String], in declarations: [TypeDeclaration]? = nil
  ) -> [Range<Int>] {
    let names = types.map { $0.split(separator: ".").map(String.init) }.filter { !$0.isEmpty }
    guard !names.isEmpty else { return [] }
    return (declarations ?? typeDeclarations()).filter { declaration in
      guard text(declaration.tokens.lowerBound) == "extension" else { return false }
      var cursor = declaration.tokens.lowerBound + 1
      while cursor < declaration.tokens.upperBound, text(cursor) != "{" {
        for parts in names where text(cursor - 1) != "." && writes(parts, followedByMemberAt: cursor) {
          return true
        }
        cursor += 1
      }
      return false
    }.map { lineStart(of: $0.tokens.lowerBound)..<range($0.tokens.upperBound).upperBound }
  }

  /// Whether `parts` (`A.B`) is written at `index` and followed by `.member`.
  private func writes(_ parts: [String], followedByMemberAt index: Int) -> Bool {
    var cursor = index
    for (offset, part) in parts.enumerated() {
      if offset > 0 {
        guard text(cursor) == "." else { return false }
        cursor += 1
      }
      guard text(cursor) == part else { return false }
      cursor += 1
    }
    return text(cursor) == "." && identifier(cursor + 1) != nil
  }

  /// Whether a multi-line string literal opens among `tokens`: its lines are its text and must not be re-indented.
  func opensMultilineString(in tokens: ClosedRange<Int>) -> Bool {
    tokens.contains { self.tokens[$0].kind == .stringOpen && text($0).hasSuffix("\"\"\"") }
  }

  /// Whether the file looks like a test file: it imports XCTest or Testing.
  var isTestFile: Bool { imports("XCTest") || imports("Testing") }
}
