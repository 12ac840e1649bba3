import Analysis
import Lexer
import Proposal

/// Effect rule `callback-stream`: a view-model method handed to an API as its callback.
public struct CallbackStreamRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "callback-stream" }
  /// Short title.
  public var title: String { "A method passed as a callback" }
  /// What the rule does.
  public var summary: String {
    "A call that hands one of the view model's action methods to an API as its callback (`pool.subscribe(id, handler: handleEvent)`) runs in an effect: the call is made inside an `AsyncStream` whose continuation is the callback, and each value the API calls back with is sent as that method's action. The API may call back many times, so the effect lives until it is cancelled: a NOTE says where to end it. A method the reducer has no action for (a private helper), an `async` or throwing one, or one whose parameter types are unknown is left under a TODO."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func watchTopic() {
            isRunning = true
            api.subscribe(topic: query, handler: received)
          }
          func received(_ topic: String, count: Int) {
            unread = count
          }
          """#,
        after: #"""
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case .watchTopic:
            state.isRunning = true
            // NOTE(tca-migrate): `received` is called back until this effect is cancelled; cancel it where the subscription ends
            return .run { [query = state.query] send in
              let calls = AsyncStream<(String, Int)> { continuation in
                itemsClient.subscribe(topic: query, handler: { continuation.yield(($0, $1)) })
              }
              for await (topic, count) in calls {
                await send(.received(topic, count: count))
              }
            }
          """#),
      EffectExample(
        before: #"""
          func watchDrafts() {
            var topic = query
            topic += "-drafts"
            api.subscribe(topic: topic, handler: self.received)
          }
          func received(_ topic: String, count: Int) {
            unread = count
          }
          """#,
        after: #"""
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case .watchDrafts:
            var topic = state.query
            topic += "-drafts"
            // NOTE(tca-migrate): `received` is called back until this effect is cancelled; cancel it where the subscription ends
            return .run { [topic] send in
              let calls = AsyncStream<(String, Int)> { continuation in
                itemsClient.subscribe(topic: topic, handler: { continuation.yield(($0, $1)) })
              }
              for await (topic, count) in calls {
                await send(.received(topic, count: count))
              }
            }
          """#),
      EffectExample(
        before: #"""
          func watchTopic() {
            api.subscribe(topic: query, handler: received)
          }
          private func received(_ topic: String, count: Int) {
            unread = count
          }
          """#,
        after: #"""
          case .watchTopic:
            // TODO(tca-migrate): passes view-model method `received` as a function value; the reducer has no such function
            // api.subscribe(topic: query, handler: received)
            return .none
          """#, status: .manual),
    ]
  }
}

extension CallbackStreamRule {
  /// A call statement with one argument naming an action method: an effect bridging its calls into actions.
  static func streamsCallback(
    _ s: inout ConversionSession, _ site: StatementSite, scope: inout Scope, into writer: inout LineWriter
  ) -> StepOutcome {
    guard scope.mode == .reducer, !scope.inClosure, site.statement.blocks.isEmpty,
      !site.statement.awaitsOutsideClosures, let callback = callbackArgument(s, site)
    else { return .declined }
    let method = callback.method
    let types = method.parameters.map { TypeText.payloadType($0.type) }
    guard !method.isAsync, !method.throws, !types.contains(where: { $0.isEmpty }) else { return .declined }
    let names = method.parameters.map { TCANaming.identifier($0.name) }
    let yielded: String
    switch names.count {
    case 0: yielded = "continuation.yield()"
    case 1: yielded = "continuation.yield($0)"
    default: yielded = "continuation.yield((" + names.indices.map { "$\($0)" }.joined(separator: ", ") + "))"
    }
    let overrides = [callback.range.lowerBound: Override(text: "{ \(yielded) }", resume: callback.range.upperBound)]
    guard
      let rendered = StateCaptureRule.renderedInEffect(
        &s, [(site.statement, site.statement.range)], scope: scope, inClosure: nil, overrides: overrides)
    else { return .declined }
    let element =
      switch types.count {
      case 0: "Void"
      case 1: types[0]
      default: "(" + types.joined(separator: ", ") + ")"
      }
    let pattern =
      switch names.count {
      case 0: "_"
      case 1: names[0]
      default: "(" + names.joined(separator: ", ") + ")"
      }
    let arguments = zip(method.parameters, names).map { parameter, name in
      parameter.label.map { "\($0): \(name)" } ?? name
    }
    let variables = StateCaptureRule.variableCaptures(site.statement.source, site.statement.range, scope: scope)
    let captures = StateCaptureRule.captureListText(StateCaptureRule.stateCaptures(rendered.captures) + variables)
    let i = s.indent
    var writerCopy = rendered.writer
    let call = writerCopy.finish()
    var effect = [".run { \(captures)send in", i + "let calls = AsyncStream<\(element)> { continuation in"]
    effect += call.map { i + i + $0 }
    effect.append(i + "}")
    effect.append(i + "for await \(pattern) in calls {")
    effect.append(i + i + "await send(.\(callback.action)\(ConversionSession.payload(arguments)))")
    effect += [i + "}", "}"]
    writer.writeLines(
      [
        "// NOTE(tca-migrate): `\(method.name)` is called back until this effect is cancelled; cancel it where the subscription ends"
      ], depth: site.depth)
    return StepOutcome(converted: s.startEffect(effect, depth: site.depth, scope: scope, into: &writer))
  }

  /// The one argument of the statement's call that is a bare action method (`handler: handleEvent`,
  /// `self.handleEvent`), its token range and its action.
  static func callbackArgument(
    _ s: ConversionSession, _ site: StatementSite
  ) -> (method: Method, action: String, range: Range<Int>)? {
    let source = site.statement.source
    let header = site.header
    guard let first = header.first, source.kind(first) == .identifier || source.text(first) == "self" else {
      return nil
    }
    var found: (method: Method, action: String, range: Range<Int>)?
    for (offset, index) in header.enumerated() where source.kind(index) == .identifier && offset > 0 {
      let name = source.text(index)
      guard let method = s.viewModelMethod(name), let action = s.context.actionNames[name], !method.isPrivate,
        !s.helperStack.contains(name), offset + 1 < header.count,
        [.comma, .rightParen].contains(source.kind(header[offset + 1]))
      else { continue }
      var start = offset
      if offset >= 2, source.text(header[offset - 2]) == "self", source.kind(header[offset - 1]) == .period {
        start = offset - 2
      }
      // An argument of a call (`f(…)`, `a.b(…)`), not an element of a tuple or a pattern.
      guard start > 0, [.colon, .comma, .leftParen].contains(source.kind(header[start - 1])),
        let open = source.enclosingParenthesis(of: header[start]),
        let callee = source.previousSignificant(open, after: site.statement.range.lowerBound),
        [.identifier, .rightParen].contains(source.kind(callee))
      else { continue }
      guard found == nil else { return nil }
      found = (method, action, header[start]..<(index + 1))
    }
    return found
  }
}
