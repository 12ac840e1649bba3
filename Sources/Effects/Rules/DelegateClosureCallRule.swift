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
