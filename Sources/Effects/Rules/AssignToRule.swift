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
    "`publisher.assign(to: &$x)` becomes an effect iterating the publisher's `values` and sending `xChanged(value)`; when the publisher only maps other State (`$a.combineLatest($b).map { … }`, `Publishers.CombineLatest`) and no method writes `x`, `x` becomes a computed property of State instead."
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
          """#),
      EffectExample(
        before: #"""
          init() {
            $items
              .combineLatest($query)
              .map { items, query in items.filter { $0.title.contains(query) } }
              .assign(to: &$results)
          }
          """#,
        after: #"""
          // State: var results: [Item] {
          //   let items = self.items
          //   let query = self.query
          //   return items.filter { $0.title.contains(query) }
          // }
          case .onAppear:
            return .none
          """#),
    ]
  }
}
