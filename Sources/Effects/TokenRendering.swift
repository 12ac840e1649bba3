import Lexer
import Proposal

/// A replacement for the tokens from one index up to (not including) `resume`.
struct Override {
  var text: String
  var resume: Int
}

private let mutatingMethods: Set<String> = [
  "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "popLast", "toggle",
  "sort", "reverse", "shuffle", "formUnion", "formIntersection", "subtract", "merge", "updateValue",
  "removeValue", "replaceSubrange", "swapAt", "move",
]

private let closers: Set<TokenKind> = [.rightParen, .rightBracket, .rightBrace, .interpolationClose]

/// The words that end a `let`/`var`/`for` pattern.
private let patternTerminators: Set<String> = ["=", ":", ",", "in", "else", "where"]

extension ConversionSession {
  /// Renders tokens `range` of `statement` into `writer`, rewriting state, clients and side effects.
  mutating func renderRange(
    _ statement: Statement, _ range: Range<Int>, depth: Int, scope: Scope, into writer: inout LineWriter,
    overrides: [Int: Override] = [:]
  ) {
    let source = statement.source
    let blocks = statement.blocks.filter { range.contains($0.open) }
    var i = range.lowerBound
    var blockIndex = 0
    var brackets: [TokenKind] = []
    var previous: Int?
    var headerStart = range.lowerBound
    var patternDepth: Int?
    var localScope = scope
    var pendingBindings: [String] = []
    while i < range.upperBound {
      while blockIndex < blocks.count && blocks[blockIndex].open < i { blockIndex += 1 }
      if let defaults = defaultArguments.take(at: i, in: source) { writer.write(defaults) }
      if let override = overrides[i] {
        writer.write(override.text)
        previous = override.resume - 1
        i = override.resume
        continue
      }
      if source.kind(i) == .identifier,
        let scopeBlock = DependencyScopeRule.scopeBlock(statement, at: i, before: range.upperBound),
        let inner = DependencyScopeRule.soleExpression(scopeBlock)
      {
        renderRange(inner, inner.range, depth: writer.depth, scope: localScope, into: &writer)
        i = scopeBlock.close + 1
        previous = scopeBlock.close
        continue
      }
      if blockIndex < blocks.count && blocks[blockIndex].open == i {
        let block = blocks[blockIndex]
        var child = localScope
        child.inClosure = scope.inClosure || block.isClosure
        let shorthand = shorthandUnwrapTypes(source, headerStart..<i, scope: localScope)
        for name in boundNames(source, headerStart..<i) { child.declare(name, type: shorthand[name]) }
        if !block.isClosure && isCatchHeader(source, headerStart..<i) { child.declare("error") }
        // An `if`/`for` body closes at its statement's depth, even after a condition continued on more lines; a
        // closure at the depth of the line it opens on.
        let lineDepth = block.isClosure ? writer.depth : min(writer.depth, depth)
        renderBlock(block, in: statement, lineDepth: lineDepth, scope: child, into: &writer)
        i = block.close + 1
        headerStart = i
        previous = block.close
        patternDepth = nil
        blockIndex += 1
        continue
      }
      let kind = source.kind(i)
      switch kind {
      case .newline:
        let next = source.nextSignificant(i + 1, before: range.upperBound)
        var level = brackets.count
        if next < range.upperBound && closers.contains(source.kind(next)) { level -= 1 }
        writer.newLine(
          depth: depth + max(next < range.upperBound && closers.contains(source.kind(next)) ? 0 : 1, level))
        i += 1
        while i < range.upperBound && source.kind(i) == .whitespace { i += 1 }
        continue
      case .whitespace:
        if !writer.atLineStart { writer.write(" ") }
        i += 1
        continue
      case .lineComment, .docLineComment, .blockComment, .docBlockComment:
        writer.write(source.text(i))
        i += 1
        continue
      case .leftParen, .leftBracket, .interpolationOpen:
        brackets.append(kind)
      case .rightParen, .rightBracket, .interpolationClose:
        if !brackets.isEmpty { brackets.removeLast() }
        // `case .main(let screen)? = selection`: the pattern ended with the parentheses holding its `let`.
        if let depthOfPattern = patternDepth, brackets.count < depthOfPattern { patternDepth = nil }
      default: break
      }
      let word = source.text(i)
      if kind == .comma && brackets.isEmpty {
        for name in pendingBindings { localScope.declare(name) }
        pendingBindings = []
      }
      if kind == .keyword && (word == "let" || word == "var" || word == "for") {
        patternDepth = brackets.count
        writer.write(word)
        previous = i
        i += 1
        continue
      }
      if let depthOfPattern = patternDepth, brackets.count == depthOfPattern {
        if patternTerminators.contains(word) || kind == .equal || kind == .colon || kind == .comma {
          patternDepth = nil
        }
      }
      if patternDepth != nil, kind == .identifier {
        let next = source.nextSignificant(i + 1, before: range.upperBound)
        // `if let x, …` unwraps State `x`; `case .event(let x, …)` binds a payload (inside its parentheses).
        let isShorthand =
          brackets.isEmpty
          && (next >= range.upperBound || source.kind(next) == .comma || source.kind(next) == .leftBrace
            || source.text(next) == "else")
        if isShorthand && isState(word) && !localScope.locals.contains(word) {
          writer.write("\(word) = \(StateReadRule.reference(&self, word, scope: localScope))")
        } else if isShorthand, let keyword = previous, ["let", "var"].contains(source.text(keyword)),
          let before = source.previousSignificant(keyword, after: 0),
          ["if", "guard", "while", ","].contains(source.text(before))
        {
          // `if let x` reads `x`: a local of before an effect that its response case does not have is refused, and
          // so is a name that is neither a local nor State (a dependency with no client, a stored property).
          if localScope.locals.contains(word) || localScope.unavailable.contains(word) {
            OptimisticRollbackRule.refusesUnknownLocal(&self, word, scope: localScope)
          } else {
            placement.issue("unwraps `\(word)`, which is neither State nor a local; the reducer cannot read it")
          }
          writer.write(word)
        } else {
          writer.write(word)
        }
        let isMember = previous.map { source.kind($0) == .period || source.kind($0) == .prefixPeriod } ?? false
        if !isMember { pendingBindings.append(word) }
        previous = i
        i += 1
        continue
      }
      if kind == .binaryOperator,
        let comparison = NavigationStackElements.identityComparison(
          self, source, at: i, previous: previous, end: range.upperBound, scope: localScope)
      {
        writer.trimTrailingSpace()
        writer.write(comparison.text)
        previous = comparison.resume - 1
        i = comparison.resume
        continue
      }
      let resume = substitute(
        source, at: i, previous: previous, brackets: brackets, end: range.upperBound,
        scope: localScope, into: &writer)
      previous = resume - 1
      i = resume
    }
  }

  /// Names bound by `let`/`var`/`for`/`case let` patterns in `range`.
  func boundNames(_ source: BodySource, _ range: Range<Int>) -> [String] {
    source.boundNames(in: range)
  }

  func isCatchHeader(_ source: BodySource, _ range: Range<Int>) -> Bool {
    let significant = range.filter { !source.kind($0).isTrivia }
    return significant.count == 1 && source.text(significant[0]) == "catch"
  }

  /// The method called on a single or optional child view model held in `name` (`player.start(…)`,
  /// `detail?.reload()`), or nil when it is not such a call.
  func childMethodCall(_ source: BodySource, _ name: String, after index: Int, end: Int) -> String? {
    guard
      context.viewModel.childReferences.contains(where: {
        $0.property == name && ($0.cardinality == .single || $0.cardinality == .optional)
      })
    else { return nil }
    guard let member = Self.member(source, after: index, end: end) else { return nil }
    let open = source.nextSignificant(member + 1, before: end)
    guard open < end, source.kind(open) == .leftParen || source.kind(open) == .leftBrace else { return nil }
    return source.text(member)
  }

  /// The member read on a child view model held in State (`webViewModel.navigationCoordinator`) when it is one of the
  /// child's dependencies, which its feature holds as a client, not in State; nil otherwise.
  func childDependencyUse(_ source: BodySource, _ name: String, after index: Int, end: Int) -> String? {
    guard let child = context.viewModel.childReferences.first(where: { $0.property == name }),
      let dependencies = context.childDependencies[child.type]
    else { return nil }
    guard let member = Self.member(source, after: index, end: end), dependencies[source.text(member)] != nil else {
      return nil
    }
    return source.text(member)
  }

  /// The identifier token of the member named after the value at `index` (`x.member`, `x?.member`, `x!.member`).
  private static func member(_ source: BodySource, after index: Int, end: Int) -> Int? {
    var dot = source.nextSignificant(index + 1, before: end)
    if dot < end, source.kind(dot) == .questionMark || source.kind(dot) == .exclamationMark {
      dot = source.nextSignificant(dot + 1, before: end)
    }
    guard dot < end, source.kind(dot) == .period else { return nil }
    let member = source.nextSignificant(dot + 1, before: end)
    return member < end && source.kind(member) == .identifier ? member : nil
  }

  /// Whether tokens `range` assign to or mutate the name `name` (not a member of another value); with `anyCall`, a
  /// method called on it counts too, as one that may be mutating (a `var`'s, unknown to the tool).
  func mutates(_ source: BodySource, name: String, in range: Range<Int>, anyCall: Bool = false) -> Bool {
    var previous: TokenKind?
    for index in range {
      let kind = source.kind(index)
      if kind.isTrivia { continue }
      defer { previous = kind }
      guard kind == .identifier, previous != .period, previous != .prefixPeriod, source.text(index) == name else {
        continue
      }
      if writes(source, at: index, end: range.upperBound, anyCall: anyCall) { return true }
    }
    return false
  }

  /// Whether the reference at `index` is written: assigned or mutated after it (`x = …`, `x.append(…)`), or as an
  /// element of a tuple assigned whole (`(x, y) = …`).
  func writes(_ source: BodySource, at index: Int, end: Int, anyCall: Bool = false) -> Bool {
    mutates(source, after: index + 1, end: end, anyCall: anyCall)
      || TupleAssignment.assigns(source, at: index, end: end)
  }

  /// Whether the tokens after a state reference ending at `index` mutate it (with `anyCall`, call any method).
  func mutates(_ source: BodySource, after index: Int, end: Int, anyCall: Bool = false) -> Bool {
    var i = source.nextSignificant(index, before: end)
    while i < end {
      let kind = source.kind(i)
      if kind == .equal { return true }
      if kind == .binaryOperator {
        let op = source.text(i)
        return op.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(op)
      }
      if kind == .questionMark || kind == .exclamationMark || kind == .postfixOperator {
        i = source.nextSignificant(i + 1, before: end)
        continue
      }
      if kind == .period {
        let member = source.nextSignificant(i + 1, before: end)
        guard member < end else { return false }
        let after = source.nextSignificant(member + 1, before: end)
        if anyCall || mutatingMethods.contains(source.text(member)), after < end, source.kind(after) == .leftParen {
          return true
        }
        i = after
        continue
      }
      if kind == .leftBracket {
        var depth = 0
        while i < end {
          if source.kind(i) == .leftBracket { depth += 1 }
          if source.kind(i) == .rightBracket {
            depth -= 1
            if depth == 0 { break }
          }
          i += 1
        }
        i = source.nextSignificant(i + 1, before: end)
        continue
      }
      return false
    }
    return false
  }

  /// The type of the object `self` is handed to, read back from its argument or assignment: `manager` in
  /// `manager.delegate = self` or `keyringService.add(self)`; nil when the shape is another.
  func registrationReceiverType(_ source: BodySource, before previous: Int?) -> String? {
    guard let previous, let member = source.previousSignificant(previous, after: 0),
      let dot = source.previousSignificant(member, after: 0), source.kind(dot) == .period,
      let receiver = source.previousSignificant(dot, after: 0)
    else { return nil }
    let name = source.text(receiver)
    let type = context.viewModel.dependencies.first { $0.name == name }?.type ?? storedProperty(name)?.type
    return type.map { String(TypeText.stripExistential(TypeText.unwrapped($0)).prefix { $0 != "<" }) }
  }

  /// Renders the token at `index` (and any it consumes); returns the index to resume at.
  mutating func substitute(
    _ source: BodySource, at index: Int, previous: Int?, brackets: [TokenKind], end: Int, scope: Scope,
    into writer: inout LineWriter
  ) -> Int {
    let kind = source.kind(index)
    let word = source.text(index)
    let previousKind = previous.map { source.kind($0) }
    let afterDot = previousKind == .period || previousKind == .prefixPeriod
    let next = source.nextSignificant(index + 1, before: end)
    let nextKind: TokenKind? = next < end ? source.kind(next) : nil
    if kind == .keyword && word == "self" && !afterDot {
      var dot = next
      if nextKind == .questionMark || nextKind == .exclamationMark {
        dot = source.nextSignificant(next + 1, before: end)
      }
      let memberIndex = source.nextSignificant(dot + 1, before: end)
      if dot < end && source.kind(dot) == .period && memberIndex < end && source.kind(memberIndex) == .identifier {
        let name = source.text(memberIndex)
        if let resume = member(source, name, at: memberIndex, end: end, scope: scope, explicitSelf: true, into: &writer)
        {
          return resume
        }
        writer.write("self.\(name)")
        return memberIndex + 1
      }
      let handedOn =
        previousKind == .leftParen || previousKind == .comma || previousKind == .colon
        || (previous.map { source.text($0) } == "=")
      let callbacks = handedOn ? context.callbackProtocols(of: registrationReceiverType(source, before: previous)) : []
      placement.issue(
        callbacks.isEmpty
          ? "uses `self` directly"
          : "registers the view model as its \(callbacks.map { "`\($0)`" }.joined(separator: ", ")); the store cannot be one, so give the client an endpoint streaming those callbacks and run it here (see the callbacks' TODOs)"
      )
      writer.write(word)
      return index + 1
    }
    if kind == .keyword && word == "super" && !afterDot {
      placement.issue("calls `super`; fold the superclass behaviour into this reducer")
    }
    if kind == .keyword && word == "await" && scope.mode == .reducer {
      if sequence.effectRefusal.isEmpty {
        placement.issue("awaits inside a nested block; move this work into an effect")
      } else {
        // The effect was refused for what it would hold: those are the reasons to show (each once).
        placement.issue("awaits, but the effect for it and the work after it could not be written")
        for reason in sequence.effectRefusal { placement.issue(reason) }
      }
    }
    if kind == .identifier && !afterDot {
      let isLabel =
        nextKind == .colon && brackets.last == .leftParen
        && (previousKind == .leftParen || previousKind == .comma)
      if isLabel {
        writer.write(word)
        return index + 1
      }
      if let renamed = scope.renamed[word] {
        writer.write(renamed)
        return index + 1
      }
      OptimisticRollbackRule.refusesUnknownLocal(&self, word, scope: scope)
      if !scope.locals.contains(word),
        let resume = member(source, word, at: index, end: end, scope: scope, explicitSelf: false, into: &writer)
      {
        return resume
      }
      if let resume = NonServiceDependencyRule.sideEffect(
        &self, source, word, at: index, next: next, end: end, scope: scope, into: &writer)
      {
        return resume
      }
    }
    if kind == .dollarIdentifier, word == "$0", nextKind == .period, let element = stackElementCase {
      writer.write("$0.\(element)?")
      return index + 1
    }
    if kind == .dollarIdentifier,
      let resume = SharedReference.render(&self, word, at: index, scope: scope, into: &writer)
    {
      return resume
    }
    if kind == .dollarIdentifier && isState(String(word.dropFirst())) {
      placement.issue("uses the `\(word)` publisher")
    }
    if kind == .identifier, !afterDot, nextKind == .period, let reducerEnum = context.navigationEnums[word],
      case let member = source.nextSignificant(next + 1, before: end), member < end,
      context.navigationEnumCases[word]?.contains(source.text(member)) == true
    {
      // `Route.share` builds a case of the reducer enum's State now.
      writer.write(reducerEnum + ".State")
      return index + 1
    }
    writer.write(word)
    return index + 1
  }

  /// Rewrites a view-model member `name` at `index` through the member steps; nil to write it as it stands.
  private mutating func member(
    _ source: BodySource, _ name: String, at index: Int, end: Int, scope: Scope, explicitSelf: Bool,
    into writer: inout LineWriter
  ) -> Int? {
    let site = MemberSite(
      source: source, name: name, index: index, next: source.nextSignificant(index + 1, before: end), end: end,
      explicitSelf: explicitSelf)
    for step in MemberSteps.ordered {
      switch step(&self, site, scope, &writer) {
      case .declined: continue
      case .rendered(let resume): return resume
      case .keptAsWritten: return nil
      }
    }
    return nil
  }
}
