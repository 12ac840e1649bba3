import Lexer

extension OutlineParser {
  /// Parses a class/struct/enum/actor/protocol/extension at `index`; returns the next index and the qualified name.
  mutating func parseType(_ index: Int, header: Header, owner: String?, limit: Int) -> (Int, String?) {
    let kind = TypeKind(rawValue: cursor.text(index)) ?? .class
    var next = index + 1
    guard next < limit, cursor.isName(next) || cursor.kind(next) == .keyword else { return (next, nil) }
    // The name; an extension's may be dotted (`Foo.Bar`) or carry generic arguments.
    var nameEnd = next + 1
    if kind == .extension {
      while cursor.kind(nameEnd) == .period && cursor.isName(nameEnd + 1) { nameEnd += 2 }
    }
    let name = kind == .extension ? cursor.compactText(next, nameEnd) : cursor.name(next)
    next = nameEnd
    var genericParameters: String?
    if cursor.angleDelta(next) > 0 && cursor.token(next).start == cursor.token(next - 1).end {
      let end = cursor.afterAngles(next, limit: limit)
      genericParameters = cursor.compactText(next, end)
      next = end
    }
    var inheritance: [String] = []
    if cursor.kind(next) == .colon {
      var end = next + 1
      while end < limit && cursor.kind(end) != .leftBrace && !cursor.is(end, "where") {
        if cursor.kind(end) == .leftParen || cursor.kind(end) == .leftBracket {
          end = cursor.after(end)
        } else {
          end += 1
        }
      }
      inheritance = cursor.splitAtCommas(next + 1, end).map { cursor.compactText($0.lowerBound, $0.upperBound) }
      next = end
    }
    var whereClause: String?
    if cursor.is(next, "where") {
      var end = next + 1
      while end < limit && cursor.kind(end) != .leftBrace { end = cursor.after(end) }
      whereClause = cursor.compactText(next + 1, end)
      next = end
    }
    let qualifiedName = kind == .extension ? name : (owner.map { $0 + "." + name } ?? name)
    let (line, column) = cursor.location(index)
    var declaration = TypeDeclaration(
      kind: kind, name: name, qualifiedName: qualifiedName, genericParameters: genericParameters,
      inheritance: inheritance, whereClause: whereClause, attributes: header.attributes, modifiers: header.modifiers,
      line: line, column: column, conditional: region)
    guard cursor.kind(next) == .leftBrace else {
      types.append(declaration)
      return (next, nil)
    }
    // An unclosed body (the file ends inside it) runs to the end of the enclosing range.
    let close = cursor.closer(of: next, limit: limit)
    let bodyEnd = cursor.isClosed(next) && close < limit ? cursor.significant[close] + 1 : tokenEnd(before: close)
    declaration.bodyTokens = cursor.significant[next]..<max(cursor.significant[next] + 1, bodyEnd)
    let position = types.count
    types.append(declaration)
    guard depth < OutlineParser.maximumDepth else { return (min(close + 1, limit), nil) }
    let saved = conditions
    depth += 1
    let members = parseMembers((next + 1)..<close, owner: qualifiedName)
    depth -= 1
    conditions = saved
    types[position].properties = members.properties
    types[position].functions = members.functions
    types[position].enumCases = members.enumCases
    types[position].nestedTypes = members.nestedTypes
    return (min(close + 1, limit), kind == .extension ? nil : qualifiedName)
  }

  /// The token index just past the significant token before `index` (the end of a group cut off at `index`).
  func tokenEnd(before index: Int) -> Int {
    index <= 0 ? 0 : index < cursor.count ? cursor.significant[index] : cursor.file.tokens.count
  }

  /// Parses `case a, b(Int), c(label: T) = 1`.
  func parseEnumCase(_ index: Int, limit: Int) -> (Int, [EnumCaseDeclaration]) {
    var cases: [EnumCaseDeclaration] = []
    var next = index + 1
    while next < limit && (cursor.isName(next) || cursor.kind(next) == .keyword) {
      let name = cursor.name(next)
      let line = cursor.location(next).line
      next += 1
      var associated: [String] = []
      var labels: [String?] = []
      var defaults: [String?] = []
      if cursor.kind(next) == .leftParen {
        let close = cursor.closer(of: next, limit: limit)
        for part in cursor.splitAtCommas(next + 1, close) {
          var start = part.lowerBound
          var label: String?
          if let colon = part.first(where: { cursor.kind($0) == .colon }) {
            start = colon + 1
            label = colon > part.lowerBound ? cursor.name(part.lowerBound) : nil
          }
          labels.append(label)
          var end = part.upperBound
          var defaultValue: String?
          if let equal = (start..<end).first(where: { cursor.kind($0) == .equal }) {
            defaultValue = cursor.compactText(equal + 1, end)
            end = equal
          }
          associated.append(cursor.compactText(start, end))
          defaults.append(defaultValue)
        }
        next = min(close + 1, limit)
      }
      if cursor.kind(next) == .equal { next = cursor.expressionEnd(from: next + 1, limit: limit) }
      var declaration = EnumCaseDeclaration(name: name, associatedTypes: associated, line: line, conditional: region)
      if labels.contains(where: { $0 != nil }) { declaration.associatedLabels = labels }
      if defaults.contains(where: { $0 != nil }) { declaration.associatedDefaults = defaults }
      cases.append(declaration)
      guard cursor.kind(next) == .comma else { break }
      next += 1
    }
    return (next, cases)
  }
}
