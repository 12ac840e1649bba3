import Lexer

extension OutlineParser {
  /// Parses a `func`, `init`, `deinit` or `subscript` at `index`.
  func parseFunction(_ index: Int, header: Header, limit: Int) -> (Int, FunctionDeclaration) {
    let keyword = cursor.text(index)
    let kind: FunctionDeclaration.Kind =
      switch keyword {
      case "init": .initializer
      case "deinit": .deinitializer
      case "subscript": .subscript
      default: .function
      }
    var next = index + 1
    var name = keyword
    var isFailable = false
    if kind == .function && next < limit && cursor.kind(next) != .leftParen {
      name = cursor.name(next)
      next += 1
    } else if kind == .initializer && (cursor.is(next, "?") || cursor.is(next, "!")) {
      isFailable = true
      next += 1
    }
    var genericParameters: String?
    if cursor.angleDelta(next) > 0 {
      let end = cursor.afterAngles(next, limit: limit)
      genericParameters = cursor.compactText(next, end)
      next = end
    }
    var parameters: [ParameterDeclaration] = []
    if cursor.kind(next) == .leftParen {
      let close = cursor.closer(of: next, limit: limit)
      parameters = cursor.splitAtCommas(next + 1, close).compactMap(parseParameter)
      next = min(close + 1, limit)
    }
    var isAsync = false
    var isThrowing = false
    while next < limit {
      if cursor.is(next, "async") || cursor.is(next, "reasync") {
        isAsync = true
        next += 1
      } else if cursor.is(next, "throws") || cursor.is(next, "rethrows") {
        isThrowing = true
        next += 1
        if cursor.kind(next) == .leftParen && cursor.token(next).start == cursor.token(next - 1).end {
          next = cursor.after(next)
        }
      } else {
        break
      }
    }
    var returnType: String?
    if cursor.kind(next) == .arrow {
      let end = cursor.typeEnd(from: next + 1, limit: limit)
      returnType = cursor.compactText(next + 1, end)
      next = end
    }
    if cursor.is(next, "where") {
      next += 1
      while next < limit && cursor.kind(next) != .leftBrace
        && !(cursor.startsLine(next) && !cursor.continuesExpression(next))
      {
        next = cursor.after(next)
      }
    }
    var body: Range<Int>?
    if cursor.kind(next) == .leftBrace && next < limit {
      let close = cursor.closer(of: next, limit: limit)
      body = tokenRange(inside: next, close)
      next = min(close + 1, limit)
    }
    let (line, column) = cursor.location(index)
    var function = FunctionDeclaration(
      kind: kind, name: name, attributes: header.attributes, modifiers: header.modifiers,
      genericParameters: genericParameters, parameters: parameters, isAsync: isAsync, isThrowing: isThrowing,
      returnType: returnType, bodyTokens: body, line: line, column: column, conditional: region)
    function.isFailable = isFailable
    return (next, function)
  }

  /// Token indices strictly between the significant tokens `open` and `close`.
  func tokenRange(inside open: Int, _ close: Int) -> Range<Int> {
    let lower = open >= 0 && open < cursor.count ? cursor.significant[open] + 1 : cursor.file.tokens.count
    let upper = close >= 0 && close < cursor.count ? cursor.significant[close] : cursor.file.tokens.count
    return lower..<max(lower, upper)
  }

  /// Parses one parameter `label name: Type = default`.
  func parseParameter(_ range: Range<Int>) -> ParameterDeclaration? {
    guard let colon = range.first(where: { cursor.kind($0) == .colon }) else { return nil }
    let names = (range.lowerBound..<colon).filter {
      cursor.isName($0) || cursor.kind($0) == .wildcard || cursor.kind($0) == .keyword
    }
    guard let last = names.last else { return nil }
    let internalName = cursor.name(last)
    var label: String? = internalName
    if names.count >= 2 { label = cursor.kind(names[0]) == .wildcard ? nil : cursor.name(names[0]) }
    if names.count == 1 && cursor.kind(last) == .wildcard { label = nil }
    var typeEnd = range.upperBound
    var defaultValue: String?
    if let equal = (colon..<range.upperBound).first(where: { cursor.kind($0) == .equal }) {
      typeEnd = equal
      defaultValue = cursor.rawText(equal + 1, range.upperBound)
    }
    return ParameterDeclaration(
      label: label, name: internalName, type: cursor.compactText(colon + 1, typeEnd), defaultValue: defaultValue)
  }

  /// Parses `var`/`let` with one or more bindings, their types, initializers and accessor blocks.
  func parseProperty(_ index: Int, header: Header, limit: Int) -> (Int, [PropertyDeclaration]) {
    let isLet = cursor.is(index, "let")
    var next = index + 1
    var properties: [PropertyDeclaration] = []
    while next < limit {
      var name: String?
      let nameIndex = next
      if cursor.kind(next) == .leftParen {
        next = cursor.after(next)
      } else if cursor.isName(next) || cursor.kind(next) == .keyword || cursor.kind(next) == .wildcard {
        name = cursor.name(next)
        next += 1
      } else {
        break
      }
      var type: String?
      if cursor.kind(next) == .colon {
        let end = cursor.typeEnd(from: next + 1, limit: limit)
        type = cursor.compactText(next + 1, end)
        next = end
      }
      var initializer: String?
      var initializerTokens: Range<Int>?
      if cursor.kind(next) == .equal {
        let end = cursor.expressionEnd(from: next + 1, limit: limit)
        initializer = cursor.rawText(next + 1, end)
        if end > next + 1 { initializerTokens = tokenRange(inside: next, end) }
        next = end
      }
      var isComputed = false
      var observers: [String] = []
      var accessorTokens: Range<Int>?
      var declaresSetter = false
      if cursor.kind(next) == .leftBrace && next < limit {
        let close = cursor.closer(of: next, limit: limit)
        let accessors = accessorNames(next + 1, close)
        if accessors.isEmpty {
          isComputed = true
        } else {
          observers = accessors.filter { $0 == "willSet" || $0 == "didSet" }
          isComputed = accessors.contains { $0 != "willSet" && $0 != "didSet" }
          declaresSetter = accessors.contains("set")
        }
        accessorTokens = tokenRange(inside: next, close)
        next = min(close + 1, limit)
      }
      if let name {
        let (line, column) = cursor.location(nameIndex)
        var property = PropertyDeclaration(
          name: name, isLet: isLet, attributes: header.attributes, modifiers: header.modifiers, type: type,
          initializer: initializer, initializerTokens: initializerTokens, isComputed: isComputed,
          observers: observers,
          accessorTokens: accessorTokens, line: line, column: column, conditional: region)
        property.declaresSetter = declaresSetter
        properties.append(property)
      }
      guard cursor.kind(next) == .comma else { break }
      next += 1
    }
    return (next, properties)
  }

  /// The keywords that start an accessor (built once: a Set made per call was most of `accessorNames`' cost).
  static let accessorWords: Set<String> = [
    "get", "set", "willSet", "didSet", "_modify", "_read", "modify", "read", "unsafeAddress", "unsafeMutableAddress",
    "init",
  ]

  /// Accessor keywords at the top level of an accessor block, or empty when the block is a getter body.
  func accessorNames(_ start: Int, _ end: Int) -> [String] {
    var names: [String] = []
    var index = start
    while index < end {
      let kind = cursor.kind(index)
      if kind == .attribute || cursor.is(index, "mutating") || cursor.is(index, "nonmutating")
        || cursor.is(index, "__consuming")
      {
        index += 1
        continue
      }
      guard Self.accessorWords.contains(cursor.text(index)) else { return index == start ? [] : names }
      names.append(cursor.text(index))
      index += 1
      if cursor.kind(index) == .leftParen { index = cursor.after(index) }
      while cursor.is(index, "async") || cursor.is(index, "throws") { index += 1 }
      if cursor.kind(index) == .leftBrace { index = cursor.after(index) }
    }
    return names
  }
}
