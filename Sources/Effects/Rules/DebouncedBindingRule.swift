/// Effect rule `debounced-binding`: combine debounce in init.
public struct DebouncedBindingRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "debounced-binding" }
  /// Short title.
  public var title: String { "Combine debounce in init" }
  /// What the rule does.
  public var summary: String {
    "`$query.debounce(for:scheduler:).sink { self.search($0) }` in `init` becomes a `.binding(\\\\.query)` case with a debounced, cancellable `.run` on the `continuousClock` dependency; without `debounce`, `map` steps and the sink body run in the binding case itself. Property setup in `init` is left to State and `@Dependency`."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          init(api: ItemsService) {
            self.api = api
            $query
              .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
              .removeDuplicates()
              .sink { [weak self] text in self?.search(text) }
              .store(in: &cancellables)
          }
          func search(_ text: String) {}
          """#,
        after: #"""
          // Dependency: @Dependency(\.continuousClock) var clock
          // CancelID: query
          case .onAppear:
            return .none
          case .binding(\.query):
            return .run { [query = state.query] send in
              try await clock.sleep(for: .milliseconds(300))
              await send(.search(query))
            }
            .cancellable(id: CancelID.query, cancelInFlight: true)
          """#),
      EffectExample(
        before: #"""
          init() {
            $query
              .dropFirst()
              .map { $0.lowercased() }
              .sink { [weak self] in self?.username = $0 }
              .store(in: &cancellables)
          }
          """#,
        after: #"""
          case .onAppear:
            return .none
          case .binding(\.query):
            let mapped1 = state.query.lowercased()
            state.username = mapped1
            return .none
          """#),
    ]
  }
}
