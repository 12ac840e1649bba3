/// Effect rule `assign-to`: combine assign(to:).
public struct AssignToRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "assign-to" }
  /// Short title.
  public var title: String { "Combine assign(to:)" }
  /// What the rule does.
  public var summary: String {
    "`publisher.assign(to: &$x)` becomes an effect iterating the publisher's `values` and sending `xChanged(value)`."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          init() {
            NotificationCenter.default.publisher(for: .NSCalendarDayChanged)
              .map { _ in 0 }
              .assign(to: &$count)
          }
          """#,
        after: #"""
          // Action: case countChanged(Int)
          case .onAppear:
            return .run { send in
              for await value in NotificationCenter.default.publisher(for: .NSCalendarDayChanged).map { _ in 0 }.values {
                await send(.countChanged(value))
              }
            }
          case let .countChanged(value):
            state.count = value
            return .none
          """#)
    ]
  }
}
