import Lexer
import Proposal

/// Effect rule `awaited-condition`: an `if`, `guard` or `switch` whose condition awaits.
public struct AwaitedConditionRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "awaited-condition" }
  /// Short title.
  public var title: String { "Awaits in a condition" }
  /// What the rule does.
  public var summary: String {
    "An `if`, `guard` or `switch` whose condition is one awaited call (`if await api.isEmpty()`, `switch await api.latest()`) awaits it first into a local named after the call, so the effect sends the value and the response case decides the branch in the reducer. `if let x = await api.load()` awaits into `x` and unwraps it with `if let x`, unless later code reads a State field or local of that name."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func clearIfRead() async {
            if await api.unreadCount() == 0 {
              items = []
              showBanner = false
            }
          }
          """#,
        after: #"""
          // Action: case clearIfReadResponse(Int)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case .clearIfRead:
            return .run { send in
              await send(.clearIfReadResponse(await itemsClient.unreadCount()))
            }
          case let .clearIfReadResponse(unreadCount):
            if unreadCount == 0 {
              state.items = []
              state.showBanner = false
            }
            return .none
          """#),
      EffectExample(
        before: #"""
          func showUnread() async {
            switch await api.unreadCount() {
            case 0:
              showBanner = false
            case let count:
              unread = count
              showBanner = true
            }
          }
          """#,
        after: #"""
          // Action: case showUnreadResponse(Int)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case .showUnread:
            return .run { send in
              await send(.showUnreadResponse(await itemsClient.unreadCount()))
            }
          case let .showUnreadResponse(unreadCount):
            switch unreadCount {
            case 0:
              state.showBanner = false
            case let count:
              state.unread = count
              state.showBanner = true
            }
            return .none
          """#),
      EffectExample(
        before: #"""
          func restoreDraft() async {
            if let saved = await api.lastDraft() {
              draft = saved
              showBanner = true
            }
          }
          """#,
        after: #"""
          // Action: case restoreDraftResponse(Item?)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case .restoreDraft:
            return .run { send in
              await send(.restoreDraftResponse(await itemsClient.lastDraft()))
            }
          case let .restoreDraftResponse(saved):
            if let saved {
              state.draft = saved
              state.showBanner = true
            }
            return .none
          """#),
    ]
  }
}

extension AwaitedConditionRule {
  /// `if await api.isEmpty() { … }` → `let isEmpty = await api.isEmpty(); if isEmpty { … }`, on the statement's own
  /// line so TODOs keep their lines; the sequence goes on from the new `let`.
  static func hoistsAwaitedCondition(
    _ s: inout ConversionSession, _ site: SequenceSite, scope: inout Scope, into writer: inout LineWriter
  ) -> SequenceOutcome {
    let statement = site.statement
    guard ["if", "guard", "switch"].contains(statement.firstWord),
      let shape = AwaitShape(statement, isState: s.isState), shape.form == .embedded,
      let firstBlock = statement.blocks.first
    else { return .declined }
    let source = statement.source
    // A closure in the condition (`if await list.contains { … } {`) is followed at once by the body: not hoisted.
    if statement.blocks.count > 1,
      source.nextSignificant(firstBlock.close + 1, before: statement.range.upperBound) == statement.blocks[1].open
    {
      return .declined
    }
    // `if await api.isEmpty() {`: the body is no trailing closure of the call.
    var expressionEnd = shape.expressionEnd
    if expressionEnd > firstBlock.open {
      var last = firstBlock.open - 1
      while last > shape.expressionStart && source.kind(last).isTrivia { last -= 1 }
      expressionEnd = last + 1
    }
    // A half-written condition (`} else if _ = await load()` with no `{` of its own) can put the `await` past the
    // block the statement's header ends at.
    guard expressionEnd <= firstBlock.open, shape.start < expressionEnd, shape.expressionStart < expressionEnd else {
      return .declined
    }
    let condition = Array(statement.headerIndices.filter { $0 < firstBlock.open }.dropFirst())
    let hoisted: [Statement]?
    if statement.firstWord == "if", let name = boundName(s, site, shape, condition: condition, end: expressionEnd) {
      hoisted = hoist(
        statement, name: name, awaited: shape.start..<expressionEnd, replacing: condition[0]..<expressionEnd,
        with: "let " + name)
    } else {
      // Any other binding condition (`if case …`, `if var`) or a list of conditions is left to other rules.
      guard
        !condition.contains(where: {
          ["let", "var", "case"].contains(source.text($0)) || source.kind($0) == .comma
        })
      else { return .declined }
      let name = localName(
        source, shape.expressionStart..<expressionEnd, taken: { scope.locals.contains($0) || s.isState($0) })
      let awaited = shape.start..<expressionEnd
      hoisted = hoist(statement, name: name, awaited: awaited, replacing: awaited, with: name)
    }
    guard let hoisted else { return .declined }
    var statements = site.statements
    statements.replaceSubrange(site.k...site.k, with: hoisted)
    return .continuing(statements, at: site.k)
  }

  /// The name `if let x = await api.load() {` binds, when the condition is that one binding and nothing after the `if`
  /// reads or declares a State field or local named `x` (which the hoisted `let x` would now shadow or clash with).
  private static func boundName(
    _ s: ConversionSession, _ site: SequenceSite, _ shape: AwaitShape, condition: [Int], end: Int
  ) -> String? {
    let source = site.statement.source
    guard condition.count >= 4, source.text(condition[0]) == "let", source.kind(condition[1]) == .identifier,
      source.kind(condition[2]) == .equal, condition[3] == shape.start,
      let last = condition.last, last < end, !condition.contains(where: { source.kind($0) == .comma })
    else { return nil }
    let name = source.text(condition[1])
    let laterNames = site.statements[(site.k + 1)...].reduce(into: Set<String>()) { $0.formUnion($1.identifiersUsed) }
    return s.isState(name) || laterNames.contains(name) ? nil : name
  }

  /// `let name = <awaited>` followed by `statement` with its tokens `replaced` written as `replacement`, on the
  /// statement's own line so TODOs keep their lines; nil unless that reads as exactly two statements.
  private static func hoist(
    _ statement: Statement, name: String, awaited: Range<Int>, replacing replaced: Range<Int>,
    with replacement: String
  ) -> [Statement]? {
    let source = statement.source
    let lower = statement.range.lowerBound
    let text =
      "let \(name) = " + source.text(awaited) + "; " + source.text(lower..<replaced.lowerBound) + replacement
      + source.text(replaced.upperBound..<statement.range.upperBound)
    let hoisted = ParsedBody(text: text, firstLine: source.line(lower)).statements
    return hoisted.count == 2 ? hoisted : nil
  }

  /// The awaited call's name (`isEmpty` for `await api.isEmpty()`, `unread` for `await api.fetchUnread()`, the last
  /// member for a property), `value` when it has none; made unique with `taken`.
  static func localName(_ source: BodySource, _ range: Range<Int>, taken: (String) -> Bool) -> String {
    let tokens = range.filter { !source.kind($0).isTrivia }
    let call = tokens.firstIndex { source.kind($0) == .leftParen }
    let candidates = tokens[..<(call ?? tokens.endIndex)].filter { source.kind($0) == .identifier }
    var name = candidates.last.map { source.text($0) } ?? "value"
    if name.hasPrefix("fetch"), name.count > 5 { name = TCANaming.lowerCamel(String(name.dropFirst(5))) }
    while taken(name) { name += "Value" }
    return name
  }
}
