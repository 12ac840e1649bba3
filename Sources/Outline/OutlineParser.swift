import Lexer

/// Members found in one declaration context.
struct MemberList {
  var properties: [PropertyDeclaration] = []
  var functions: [FunctionDeclaration] = []
  var enumCases: [EnumCaseDeclaration] = []
  var nestedTypes: [String] = []
}

/// The skimming parser: walks declaration contexts, skipping bodies as token ranges.
struct OutlineParser {
  let cursor: TokenCursor
  var types: [TypeDeclaration] = []
  var importDeclarations: [String] = []
  /// Every `typealias` of the file, nested ones with their owner.
  var typeAliases: [TypeAliasDeclaration] = []
  /// Open `#if` clauses: condition text and branch index.
  var conditions: [(condition: String, branch: Int)] = []
  /// How many type bodies enclose the one being parsed.
  var depth = 0

  /// Type bodies nested deeper than this are kept as token ranges without their members (no unbounded recursion).
  static let maximumDepth = 64

  static let modifierWords: Set<String> = [
    "public", "private", "fileprivate", "internal", "package", "open", "static", "final", "override", "mutating",
    "nonmutating", "lazy", "weak", "unowned", "convenience", "required", "dynamic", "optional", "nonisolated",
    "indirect", "distributed", "prefix", "postfix", "infix", "consuming", "borrowing", "__consuming", "isolated",
  ]

  init(cursor: TokenCursor) { self.cursor = cursor }

  var region: ConditionalRegion? {
    conditions.isEmpty
      ? nil : ConditionalRegion(conditions: conditions.map(\.condition), branch: conditions.last?.branch ?? 0)
  }

  /// Parses declarations in `range` (significant indices); nested types are appended to `types`.
  mutating func parseMembers(_ range: Range<Int>, owner: String?) -> MemberList {
    var members = MemberList()
    var index = range.lowerBound
    let limit = range.upperBound
    while index < limit {
      let kind = cursor.kind(index)
      if kind == .poundKeyword {
        index = handlePound(index, limit: limit)
        continue
      }
      var attributes: [Attribute] = []
      var modifiers: [String] = []
      let declarationStart = index
      while index < limit {
        if cursor.kind(index) == .attribute {
          let name = String(cursor.text(index).dropFirst())
          var arguments: String?
          let next = index + 1
          if cursor.kind(next) == .leftParen && cursor.token(next).start == cursor.token(index).end {
            let close = cursor.closer(of: next, limit: limit)
            arguments = cursor.rawText(next + 1, close)
            index = min(close + 1, limit)
          } else {
            index = next
          }
          attributes.append(Attribute(name: name, arguments: arguments))
        } else if isModifier(index) {
          var word = cursor.text(index)
          let next = index + 1
          if cursor.kind(next) == .leftParen && cursor.is(next + 2, ")") && cursor.isName(next + 1) {
            word += "(" + cursor.text(next + 1) + ")"
            index = next + 3
          } else {
            index = next
          }
          modifiers.append(word)
        } else {
          break
        }
      }
      guard index < limit else { break }
      let header = Header(attributes: attributes, modifiers: modifiers, start: declarationStart)
      if cursor.is(index, "class") || cursor.is(index, "struct") || cursor.is(index, "enum")
        || cursor.is(index, "protocol") || cursor.is(index, "extension")
        || (cursor.is(index, "actor") && cursor.isName(index + 1))
      {
        let (next, qualified) = parseType(index, header: header, owner: owner, limit: limit)
        if let qualified { members.nestedTypes.append(qualified) }
        index = next
      } else if cursor.is(index, "func") || cursor.is(index, "init") || cursor.is(index, "deinit")
        || cursor.is(index, "subscript")
      {
        let (next, function) = parseFunction(index, header: header, limit: limit)
        members.functions.append(function)
        index = next
      } else if cursor.is(index, "var") || cursor.is(index, "let") {
        let (next, properties) = parseProperty(index, header: header, limit: limit)
        members.properties += properties
        index = next
      } else if cursor.is(index, "case") {
        let (next, cases) = parseEnumCase(index, limit: limit)
        members.enumCases += cases
        index = next
      } else if cursor.is(index, "import") {
        var next = index + 1
        var declaration = ""
        while next < limit && (cursor.isName(next) || cursor.kind(next) == .keyword) && !cursor.startsLine(next) {
          declaration += (declaration.isEmpty || declaration.hasSuffix(".") ? "" : " ") + cursor.text(next)
          next += 1
          if cursor.kind(next) == .period {
            declaration += "."
            next += 1
          }
        }
        if !declaration.isEmpty { importDeclarations.append(declaration) }
        index = next
      } else if cursor.is(index, "typealias") {
        let end = skipStatement(index + 1, limit: limit)
        if let alias = parseTypeAlias(index, end: end, owner: owner) { typeAliases.append(alias) }
        index = end
      } else if cursor.is(index, "associatedtype") || cursor.is(index, "operator")
        || cursor.is(index, "precedencegroup") || cursor.is(index, "macro")
      {
        index = skipStatement(index + 1, limit: limit)
      } else {
        index = cursor.after(index)
      }
    }
    return members
  }

  /// `typealias Name<P> = Target` at `index`, the statement ending at `end`; nil when it is not written that way.
  func parseTypeAlias(_ index: Int, end: Int, owner: String?) -> TypeAliasDeclaration? {
    let nameIndex = index + 1
    guard nameIndex < end, cursor.isName(nameIndex) else { return nil }
    var next = nameIndex + 1
    var generics: [String] = []
    if cursor.angleDelta(next) > 0 {
      let close = cursor.afterAngles(next, limit: end)
      var expectsName = true
      for position in (next + 1)..<max(next + 1, close - 1) {
        if expectsName, cursor.isName(position) { generics.append(cursor.text(position)) }
        expectsName = cursor.kind(position) == .comma
      }
      next = close
    }
    guard next < end, cursor.kind(next) == .equal, next + 1 < end else { return nil }
    return TypeAliasDeclaration(
      name: cursor.text(nameIndex), owner: owner, genericParameters: generics,
      target: cursor.compactText(next + 1, end))
  }

  /// Attributes and modifiers written before a declaration keyword.
  struct Header {
    var attributes: [Attribute]
    var modifiers: [String]
    var start: Int
  }

  func isModifier(_ index: Int) -> Bool {
    let kind = cursor.kind(index)
    guard kind == .keyword || kind == .contextualKeyword || kind == .identifier else { return false }
    if cursor.is(index, "class") {
      let next = index + 1
      return cursor.is(next, "func") || cursor.is(next, "var") || cursor.is(next, "let") || cursor.is(next, "subscript")
        || isModifier(next)
    }
    guard OutlineParser.modifierWords.contains(cursor.text(index)) else { return false }
    // A modifier word used as a name (`var open: Bool`) is followed by `:` or `=` instead of a declaration.
    let next = cursor.kind(index + 1)
    return next != .colon && next != .equal && next != .period && next != .comma
  }

  /// Handles `#if`/`#elseif`/`#else`/`#endif` and skips other `#` directives and macros.
  mutating func handlePound(_ index: Int, limit: Int) -> Int {
    let word = cursor.text(index)
    switch word {
    case "#if", "#elseif":
      var end = index + 1
      while end < limit && !cursor.startsLine(end) { end = cursor.after(end) }
      let condition = cursor.compactText(index + 1, end)
      if word == "#if" {
        conditions.append((condition, 0))
      } else if !conditions.isEmpty {
        conditions[conditions.count - 1] = (condition, conditions[conditions.count - 1].branch + 1)
      }
      return end
    case "#else":
      if !conditions.isEmpty {
        let top = conditions[conditions.count - 1]
        conditions[conditions.count - 1] = ("!(" + top.condition + ")", top.branch + 1)
      }
      return index + 1
    case "#endif":
      if !conditions.isEmpty { conditions.removeLast() }
      return index + 1
    default:
      var next = index + 1
      if cursor.kind(next) == .leftParen && !cursor.startsLine(next) { next = cursor.after(next) }
      if cursor.kind(next) == .leftBrace { next = cursor.after(next) }
      return next
    }
  }

  /// The index after the statement starting at `index`.
  func skipStatement(_ index: Int, limit: Int) -> Int {
    var cursorIndex = index
    while cursorIndex < limit {
      if cursorIndex > index && cursor.startsLine(cursorIndex) && !cursor.continuesExpression(cursorIndex) {
        return cursorIndex
      }
      let kind = cursor.kind(cursorIndex)
      if kind == .semicolon { return cursorIndex + 1 }
      if kind == .rightBrace { return cursorIndex }
      cursorIndex = cursor.after(cursorIndex)
    }
    return cursorIndex
  }
}
