import Lexer
import Proposal

/// How a statement uses its single `await`: `let x = try await …`, `x = await …`, a bare call, or embedded.
struct AwaitShape {
  /// The statement's form around the awaited expression.
  enum Form: Equatable {
    /// `let name[: T] = try await expr` (or `var`).
    case bind(name: String, annotation: String?)
    /// `let (a, b) = try await (x, y)`: a tuple pattern of plain names (and `_`).
    case bindTuple(names: [String])
    /// `x = try await expr` / `self.x = …` for state `x`.
    case assign(state: String)
    /// `(a, b) = try await expr` for state `a` and `b`: a tuple of State fields assigned as a whole.
    case assignTuple(states: [String])
    /// `try await expr` alone.
    case bare
    /// The awaited expression sits inside a larger statement.
    case embedded
  }

  var form: Form
  /// `""`, `"try"`, `"try?"` or `"try!"`.
  var marker: String
  /// Index of `try` (or `await` when there is no `try`).
  var start: Int
  /// Index of the first token after `await`.
  var expressionStart: Int
  /// One past the last token of the awaited postfix expression.
  var expressionEnd: Int
  /// The override range when the awaited expression is wrapped in parentheses: `(try? await x)`.
  var parenthesized: Range<Int>?
  /// `dependency.method(…)` when the awaited expression is exactly that call.
  var endpoint: (dependency: String, method: String)?
  /// The argument labels of `endpoint`'s call (nil for an unlabeled argument); nil for a property read.
  var endpointLabels: [String?]?
  /// `dependency.method(…).member` when the awaited expression reads one property of a call's result.
  var endpointMember: (dependency: String, method: String, member: String)?
  /// Whether the awaited expression is `Task.sleep(…)`.
  var isSleep: Bool
  /// `Type.shared.method(…)` when the awaited expression is exactly that call (`URLSession.shared.data(from: url)`).
  var sharedInstanceCall: (type: String, method: String)?

  /// Reads the shape of `statement`, or nil when it has no single top-level `await` of a postfix expression.
  init?(_ statement: Statement, isState: (String) -> Bool) {
    let source = statement.source
    let header = statement.headerIndices
    let awaits = header.filter { source.kind($0) == .keyword && source.text($0) == "await" }
    guard awaits.count == 1, let awaitIndex = awaits.first,
      !header.contains(where: { source.text($0) == "async" && source.kind($0) == .contextualKeyword })
    else { return nil }
    let position = header.firstIndex(of: awaitIndex)!
    var startPosition = position
    marker = ""
    if position >= 2, source.text(header[position - 2]) == "try",
      source.kind(header[position - 1]) == .questionMark || source.kind(header[position - 1]) == .exclamationMark
    {
      marker = "try" + source.text(header[position - 1])
      startPosition = position - 2
    } else if position >= 1, source.text(header[position - 1]) == "try" {
      marker = "try"
      startPosition = position - 1
    }
    start = header[startPosition]
    guard position + 1 < header.count else { return nil }
    expressionStart = header[position + 1]
    guard let end = AwaitShape.postfixEnd(statement, from: position + 1, header: header) else { return nil }
    expressionEnd = header[end - 1] + 1
    let expression = header[(position + 1)..<end].map {
      source.kind($0) == .interpolationOpen ? "(" : source.text($0)
    }
    isSleep = expression.starts(with: ["Task", ".", "sleep"])
    sharedInstanceCall = AwaitShape.sharedInstanceCall(expression)
    endpoint = AwaitShape.endpoint(expression)
    if endpoint == nil, expression.count > 2, expression[expression.count - 2] == ".",
      let call = AwaitShape.endpoint(Array(expression.dropLast(2))), expression.dropLast(2).last == ")"
    {
      endpointMember = (call.dependency, call.method, expression[expression.count - 1])
    }
    // The call's labels pick among the service's overloads.
    if endpoint != nil || endpointMember != nil,
      let open = header[(position + 1)..<end].first(where: { source.kind($0) == .leftParen })
    {
      endpointLabels = source.callLabels(at: open, end: expressionEnd)
    }
    if startPosition > 0, end < header.count, source.kind(header[startPosition - 1]) == .leftParen,
      source.kind(header[end]) == .rightParen
    {
      parenthesized = header[startPosition - 1]..<(header[end] + 1)
    }
    let before = header[..<startPosition].map { source.text($0) }
    let isWhole = end == header.count
    if before.isEmpty {
      form = isWhole ? .bare : .embedded
    } else if isWhole, before.count >= 3, before[0] == "let" || before[0] == "var", before.last == "=",
      source.kind(header[1]) == .identifier
    {
      let annotation = before.count > 4 && before[2] == ":" ? before[3..<(before.count - 1)].joined() : nil
      form = before.count == 3 || annotation != nil ? .bind(name: before[1], annotation: annotation) : .embedded
    } else if isWhole, let names = AwaitShape.tupleNames(before) {
      form = .bindTuple(names: names)
    } else if isWhole, before.first == "(", let names = AwaitShape.tupleNames(["let"] + before),
      names.allSatisfy(isState)
    {
      form = .assignTuple(states: names)
    } else if isWhole, before.count == 2, before[1] == "=", isState(before[0]) {
      form = .assign(state: before[0])
    } else if isWhole, before.count == 4, before[0] == "self", before[1] == ".", before[3] == "=", isState(before[2]) {
      form = .assign(state: before[2])
    } else {
      form = .embedded
    }
  }

  /// The header position one past the postfix expression starting at `position`.
  private static func postfixEnd(_ statement: Statement, from position: Int, header: [Int]) -> Int? {
    let source = statement.source
    var p = position
    func matching(_ at: Int) -> Int? {
      var depth = 0
      var q = at
      while q < header.count {
        switch source.kind(header[q]) {
        case .leftParen, .leftBracket, .interpolationOpen: depth += 1
        case .rightParen, .rightBracket, .interpolationClose:
          depth -= 1
          if depth == 0 { return q }
        default: break
        }
        q += 1
      }
      return nil
    }
    guard p < header.count else { return nil }
    switch source.kind(header[p]) {
    case .identifier, .keyword, .dollarIdentifier: p += 1
    case .prefixPeriod: p += 2
    case .leftParen:
      guard let close = matching(p) else { return nil }
      p = close + 1
    default: return nil
    }
    while p < header.count {
      let kind = source.kind(header[p])
      switch kind {
      case .period: p += 2
      case .questionMark, .exclamationMark, .postfixOperator: p += 1
      case .leftParen, .leftBracket:
        guard let close = matching(p) else { return nil }
        p = close + 1
      case .leftBrace:
        guard let block = statement.blocks.first(where: { $0.open == header[p] }),
          let closeAt = header.firstIndex(of: block.close)
        else { return nil }
        p = closeAt + 1
        // `} matching: {`: a labeled trailing closure continues the same call.
        if p + 2 < header.count, source.kind(header[p]) == .identifier, source.kind(header[p + 1]) == .colon,
          source.kind(header[p + 2]) == .leftBrace
        {
          p += 2
        }
      default: return min(p, header.count)
      }
    }
    return min(p, header.count)
  }

  /// The names of `let (a, b) =` (`_` for an element the pattern drops), nil for any other pattern.
  static func tupleNames(_ words: [String]) -> [String]? {
    guard words.count >= 7, words[0] == "let" || words[0] == "var", words[1] == "(", words.suffix(2) == [")", "="]
    else { return nil }
    let inner = words[2..<(words.count - 2)]
    let names = inner.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
    let commas = inner.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    guard inner.count % 2 == 1, names.count >= 2, commas.allSatisfy({ $0 == "," }),
      names.allSatisfy({ $0.first.map { $0.isLetter || $0 == "_" } == true && !TextScan.containsBytes($0, ".") }),
      names.contains(where: { $0 != "_" })
    else { return nil }
    return names
  }

  /// `Type.shared.method(…)` with nothing after the call.
  static func sharedInstanceCall(_ words: [String]) -> (type: String, method: String)? {
    guard words.count >= 7, words[1] == ".", words[2] == "shared", words[3] == ".", words[5] == "(",
      words.last == ")", endpoint(Array(words[2...])) != nil
    else { return nil }
    return (words[0], words[4])
  }

  /// `dep.method(…)` or `self.dep.method(…)` with nothing after the call, or a property read `dep.name`.
  static func endpoint(_ words: [String]) -> (dependency: String, method: String)? {
    var rest = words[...]
    if rest.first == "self" { rest = rest.dropFirst(2) }
    let parts = Array(rest)
    if parts.count == 3, parts[1] == "." { return (parts[0], parts[2]) }
    guard parts.count >= 5, parts[1] == ".", parts[3] == "(", parts.last == ")" else { return nil }
    var depth = 0
    for (index, word) in parts.enumerated().dropFirst(3) {
      if word == "(" { depth += 1 }
      if word == ")" {
        depth -= 1
        if depth == 0 && index != parts.count - 1 { return nil }
      }
    }
    return (parts[0], parts[2])
  }
}
