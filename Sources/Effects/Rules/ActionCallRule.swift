import Lexer
import Proposal

/// Effect rule `action-call`: calls to other actions.
public struct ActionCallRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "action-call" }
  /// Short title.
  public var title: String { "Calls to other actions" }
  /// What the rule does.
  public var summary: String {
    "Calling another method the view calls (an action) that `shared-action-logic` cannot inline (it awaits, calls itself, starts an effect with a response or would leave a TODO) becomes `.send(.action(arguments))`, merged with any other effect of the case; calling an action method on a child view model sends the child's action through its scope (`.send(.player(.start(episode: e)))`)."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func refresh() async {
            items = []
            await load()
          }
          func load() async {}
          """#,
        after: #"""
          case .refresh:
            state.items = []
            return .send(.load)
          """#),
      EffectExample(
        before: #"""
          func play(_ item: Item) {
            selection = item
            player.start(episode: item)
          }
          """#,
        after: #"""
          case let .play(item):
            state.selection = item
            return .send(.player(.start(episode: item)))
          """#),
    ]
  }
}

extension ActionCallRule {
  /// A statement calling an action method on a single or optional child view model (`player.start(episode: e)`,
  /// `self.detail?.reload()`): the child property, its action case and the argument tokens.
  static func childActionCall(_ s: ConversionSession, _ statement: Statement) -> (
    child: String, action: String, arguments: Range<Int>
  )? {
    let source = statement.source
    var header = statement.headerIndices
    while let first = header.first, ["try", "await"].contains(source.text(first)) { header.removeFirst() }
    header = source.droppingSelf(header)
    guard header.count >= 5, source.kind(header[0]) == .identifier,
      let actions = s.context.childActionNames[source.text(header[0])]
    else { return nil }
    let child = source.text(header[0])
    header.removeFirst()
    if source.kind(header[0]) == .questionMark || source.kind(header[0]) == .exclamationMark { header.removeFirst() }
    guard header.count >= 4, source.kind(header[0]) == .period, let action = actions[source.text(header[1])],
      source.kind(header[2]) == .leftParen, source.kind(header[header.count - 1]) == .rightParen,
      statement.blocks.isEmpty
    else { return nil }
    var depth = 0
    for (offset, index) in header.enumerated().dropFirst(2) {
      if source.kind(index) == .leftParen { depth += 1 }
      if source.kind(index) == .rightParen {
        depth -= 1
        if depth == 0 && offset != header.count - 1 { return nil }
      }
    }
    return (child, action, (header[2] + 1)..<header[header.count - 1])
  }

  /// Sends the child's action for a call on it: `.send(.player(.start(episode: episode)))`, through `.presented`
  /// for a presented child.
  static func sendChildAction(
    _ s: inout ConversionSession,
    _ call: (child: String, action: String, arguments: Range<Int>), statement: Statement, depth: Int, scope: Scope,
    into writer: inout LineWriter
  ) -> Bool {
    let arguments = s.labeledArguments(statement, call.arguments, scope: scope).map { argument in
      argument.label.map { "\($0): \(argument.value)" } ?? argument.value
    }
    let childAction = arguments.isEmpty ? ".\(call.action)" : ".\(call.action)(\(arguments.joined(separator: ", ")))"
    let wrapped = s.context.presentedChildren.contains(call.child) ? ".presented(\(childAction))" : childAction
    let send = ".\(TCANaming.identifier(call.child))(\(wrapped))"
    if scope.mode == .reducer {
      return s.startEffect([".send(\(send))"], depth: depth, scope: scope, into: &writer)
    }
    writer.writeLines(["await send(\(send))"], depth: depth)
    return true
  }

  /// A call of an action method on a child view model, sent through the child's scope.
  static func sendsChildAction(
    _ s: inout ConversionSession, _ site: StatementSite, scope: inout Scope, into writer: inout LineWriter
  ) -> StepOutcome {
    guard let call = childActionCall(s, site.statement) else { return .declined }
    return StepOutcome(
      converted: sendChildAction(&s, call, statement: site.statement, depth: site.depth, scope: scope, into: &writer))
  }

  /// The call and its action when the statement calls an action method that is not being inlined already.
  static func actionCall(
    _ s: ConversionSession, _ statement: Statement
  ) -> (call: (name: String, arguments: Range<Int>), action: String)? {
    guard let call = s.callStatement(statement), let action = s.context.actionNames[call.name],
      let method = s.viewModelMethod(call.name), !method.isPrivate, !s.helperStack.contains(call.name)
    else { return nil }
    // Of an overloaded name only the first overload became an action: a call another overload's labels pick is not
    // that action (`fetch()` calling `fetch(userIntent: false)`).
    let labels = statement.source.argumentLabels(open: call.arguments.lowerBound - 1, close: call.arguments.upperBound)
    guard method.accepts(labels: labels) else { return nil }
    return (call, action)
  }

  /// A call of another action method, as `.send(.action(arguments))`.
  static func sendsAction(
    _ s: inout ConversionSession, _ site: StatementSite, scope: inout Scope, into writer: inout LineWriter
  ) -> StepOutcome {
    guard let (call, action) = actionCall(s, site.statement) else { return .declined }
    let arguments = s.labeledArguments(site.statement, call.arguments, scope: scope).map { argument in
      argument.label.map { "\($0): \(argument.value)" } ?? argument.value
    }
    // A method called without arguments whose parameters all have defaults: `()` builds the case (the bare name
    // would be its constructor).
    let defaulted = arguments.isEmpty && s.viewModelMethod(call.name)?.parameters.isEmpty == false
    let send = ".\(action)\(defaulted ? "()" : ConversionSession.payload(arguments))"
    return StepOutcome(converted: s.send(send, depth: site.depth, scope: scope, into: &writer))
  }

  /// `await action()` at method level: the action is sent, not awaited.
  static func sendsAwaitedAction(
    _ s: inout ConversionSession, _ site: SequenceSite, scope: inout Scope, into writer: inout LineWriter
  ) -> SequenceOutcome {
    guard site.statement.awaitsInHeader, let call = s.callStatement(site.statement),
      s.context.actionNames[call.name] != nil
    else { return .declined }
    s.renderStatement(site.statement, depth: site.depth, scope: &scope, into: &writer)
    return .advanced
  }
}
