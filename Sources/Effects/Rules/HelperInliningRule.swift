/// Effect rule `helper-inlining`: private helper calls.
public struct HelperInliningRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "helper-inlining" }
  /// Short title.
  public var title: String { "Private helper calls" }
  /// What the rule does.
  public var summary: String {
    "A call to a private synchronous helper is inlined; its parameters become `let`s inside a `do { }` block so its locals cannot clash. A helper returning a value, called where nothing conditional runs before it, is inlined before the statement into a labeled `do` block that stores its result. Parameterless async helpers that are awaited are spliced into the effect conversion. A helper with a parameter named `state`, `action` or `send` is not inlined: it would hide the reducer's own."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func reset() {
            clearErrors()
            applyFilter(query)
          }
          private func clearErrors() {
            errorMessage = nil
          }
          private func applyFilter(_ text: String) {
            let lowered = text.lowercased()
            results = items.filter { $0.title.lowercased().contains(lowered) }
          }
          """#,
        after: #"""
          case .reset:
            // Inlined from `clearErrors`.
            state.errorMessage = nil
            // Inlined from `applyFilter`.
            do {
              let text = state.query
              let lowered = text.lowercased()
              state.results = state.items.filter { $0.title.lowercased().contains(lowered) }
            }
            return .none
          """#),
      EffectExample(
        before: #"""
          func reload() async {
            isLoading = true
            await fetch()
          }
          private func fetch() async {
            items = (try? await api.fetchItems()) ?? []
            isLoading = false
          }
          """#,
        after: #"""
          // Action: case reloadResponse([Item]?)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case .reload:
            state.isLoading = true
            // Inlined from `fetch`.
            return .run { send in
              await send(.reloadResponse(try? await itemsClient.fetchItems()))
            }
          case let .reloadResponse(response):
            state.items = response ?? []
            state.isLoading = false
            return .none
          """#),
      EffectExample(
        before: #"""
          func save() {
            guard validate() else { return }
            didSave = true
          }
          private func validate() -> Bool {
            isSaving = true
            return !query.isEmpty
          }
          """#,
        after: #"""
          case .save:
            // Inlined from `validate`.
            let validateResult: Bool
            validate: do {
              state.isSaving = true
              validateResult = !state.query.isEmpty
              break validate
            }
            guard validateResult else { return .none }
            state.didSave = true
            return .none
          """#),
      EffectExample(
        before: #"""
          func markDone(_ item: Item) {
            mark(item, state: "done")
          }
          private func mark(_ item: Item, state: String) {
            username = state
          }
          """#,
        after: #"""
          case let .markDone(item):
            // TODO(tca-migrate): `mark`'s parameter `state` would hide the reducer's own `state`; rename it first
            // mark(item, state: "done")
            return .none
          """#,
        status: .manual),
    ]
  }
}
