import Analysis
import Foundation
import Lexer
import Proposal

/// Effect rule `delegate-closure-call`: calls of parent-injected closures.
public struct DelegateClosureCallRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "delegate-closure-call" }
  /// Short title.
  public var title: String { "Calls of parent-injected closures" }
  /// What the rule does.
  public var summary: String {
    "Calling a closure the parent injected (`onFinish(item)`, `onDismiss?()`) becomes `.send(.delegate(.onFinish(item)))`."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func finish() {
            didSave = true
            onFinish(draft)
          }
          """#,
        after: #"""
          case .finish:
            state.didSave = true
            return .send(.delegate(.onFinish(state.draft)))
          """#)
    ]
  }
}

extension DelegateClosureCallRule {
  /// A call of an injected closure property (`onFinish?()`, `self.onSelect(item)`) or of a coordinator method
  /// (`coordinator?.showSettings()`): the delegate case and the argument tokens.
  static func injectedClosureCall(_ s: ConversionSession, _ statement: Statement) -> (
    name: String, arguments: Range<Int>
  )? {
    let source = statement.source
    var header = source.droppingSelf(statement.headerIndices, optional: true)
    guard header.count >= 3, source.kind(header[0]) == .identifier else { return nil }
    var name = source.text(header[0])
    let coordinator = s.context.coordinators[name]
    guard s.isInjectedClosure(name) || coordinator != nil else { return nil }
    header.removeFirst()
    if source.kind(header[0]) == .questionMark || source.kind(header[0]) == .exclamationMark { header.removeFirst() }
    if let coordinator {
      // `coordinator?.showPlayer(for: episode)`: the protocol method is the delegate case.
      guard header.count >= 4, source.kind(header[0]) == .period, coordinator.contains(source.text(header[1])) else {
        return nil
      }
      name = source.text(header[1])
      header.removeFirst(2)
    }
    if header.count >= 3, source.kind(header[0]) == .period, source.text(header[1]) == "send" { header.removeFirst(2) }
    guard header.count >= 2, source.kind(header[0]) == .leftParen, source.kind(header[header.count - 1]) == .rightParen
    else { return nil }
    return (name, (header[0] + 1)..<header[header.count - 1])
  }

  /// A call of an injected closure, as `.send(.delegate(…))`.
  static func sendsDelegate(
    _ s: inout ConversionSession, _ site: StatementSite, scope: inout Scope, into writer: inout LineWriter
  ) -> StepOutcome {
    guard let closure = injectedClosureCall(s, site.statement) else { return .declined }
    // A protocol method's labels are the delegate case's (`shareLink(for: url)`); the view model handing itself
    // over (`started(model: self)`) hands its State, which the case's payload type became.
    let arguments = s.labeledArguments(site.statement, closure.arguments, scope: scope).map { argument in
      let value = argument.value == "self" && scope.mode == .reducer ? "state" : argument.value
      return argument.label.map { "\($0): \(value)" } ?? value
    }
    let send = ".delegate(.\(closure.name)\(ConversionSession.payload(arguments)))"
    if !s.send(send, depth: site.depth, scope: scope, into: &writer) {
      let reason = "calls `\(closure.name)` inside a closure; send `.delegate(.\(closure.name))` from the reducer"
      s.placement.emitTodo(site.statement, reasons: [reason], depth: site.depth, into: &writer)
    }
    return .converted
  }
}
