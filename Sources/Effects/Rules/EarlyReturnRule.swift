/// Effect rule `early-return`: early returns.
public struct EarlyReturnRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "early-return" }
  /// Short title.
  public var title: String { "Early returns" }
  /// What the rule does.
  public var summary: String {
    "`guard`, `if` and `switch` are kept; a `return` that leaves the method becomes `return .none` (after any `defer` body), while `return` inside closures is untouched."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func submit() {
            guard !query.isEmpty else { return }
            switch count {
            case 0:
              errorMessage = "Nothing to submit"
              return
            default:
              didSave = true
            }
          }
          """#,
        after: #"""
          case .submit:
            guard !state.query.isEmpty else { return .none }
            switch state.count {
            case 0:
              state.errorMessage = "Nothing to submit"
              return .none
            default:
              state.didSave = true
            }
            return .none
          """#)
    ]
  }
}
