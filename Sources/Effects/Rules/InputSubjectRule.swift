/// Effect rule `input-subject`: a subject the view pokes, subscribed to in `init`.
public struct InputSubjectRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "input-subject" }
  /// Short title.
  public var title: String { "Subjects the view sends events to" }
  /// What the rule does.
  public var summary: String {
    "A `PassthroughSubject` the view model subscribes to in `init` (`reloadRequests.throttle(…).sink { self?.loadFirstPage() }`) is an input: it becomes an action the view sends (`viewModel.reloadRequests.send()` → `store.send(.reloadRequested)`) whose case returns the sink's action, `.throttle(id:for:scheduler:latest:)` or `.debounce(id:for:scheduler:)` on the `mainQueue` dependency; a sink body that is not one action call moves into its own case. Operators other than `throttle`, `debounce` and `receive(on:)` are left under a TODO."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          init() {
            refreshRequests
              .throttle(for: .seconds(2), scheduler: DispatchQueue.main, latest: false)
              .sink { [weak self] in self?.reload() }
              .store(in: &cancellables)
          }
          func reload() {}
          """#,
        after: #"""
          // Action: case refreshRequested
          // Dependency: @Dependency(\.mainQueue) var mainQueue
          // CancelID: refreshRequests
          case .onAppear:
            return .none
          case .refreshRequested:
            return .send(.reload)
              .throttle(id: CancelID.refreshRequests, for: .seconds(2), scheduler: mainQueue, latest: false)
          """#),
      EffectExample(
        before: #"""
          init() {
            searchEdits
              .debounce(for: 0.3, scheduler: RunLoop.main)
              .sink { [weak self] text in
                self?.query = text
                self?.isLoading = true
              }
              .store(in: &cancellables)
          }
          """#,
        after: #"""
          // Action: case searchEdits(String)
          // Action: case searchEditsDebounced(String)
          // Dependency: @Dependency(\.mainQueue) var mainQueue
          // CancelID: searchEdits
          case .onAppear:
            return .none
          case let .searchEdits(text):
            return .send(.searchEditsDebounced(text))
              .debounce(id: CancelID.searchEdits, for: .seconds(0.3), scheduler: mainQueue)
          case let .searchEditsDebounced(text):
            state.query = text
            state.isLoading = true
            return .none
          """#),
      EffectExample(
        before: #"""
          init() {
            refreshRequests
              .prepend(())
              .sink { [weak self] in self?.reload() }
              .store(in: &cancellables)
          }
          func reload() {}
          """#,
        after: #"""
          case .onAppear:
            // TODO(tca-migrate): Combine pipeline on input subject `refreshRequests` uses `prepend`; write its action by hand
            // refreshRequests
            //   .prepend(())
            //   .sink { [weak self] in self?.reload() }
            //   .store(in: &cancellables)
            return .none
          """#, status: .manual),
    ]
  }
}
