/// Effect rule `task-loop`: long-lived `while` loops in a `Task`.
public struct TaskLoopRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "task-loop" }
  /// Short title.
  public var title: String { "Long-lived loops in a Task" }
  /// What the rule does.
  public var summary: String {
    "A `while` loop in a stored or `[weak self]` task, or an endless one, becomes one effect looping `while !Task.isCancelled`, cancellable by the property that held the task: awaits stay in the loop and each run of State changes becomes an internal action it sends (`.tick` for a call of the private helper `tick()`, else `…Tick`, or `…Received` carrying the values the loop awaited: `if let x = try? await …` and `x = try await …` are split so the await stays in the loop). A condition reading State (`while let self, self.isRunning`) is checked by the first action, which cancels the effect when it fails; `x?.cancel()` becomes `.cancel(id:)`. `break`, `continue` and `return` stay in the effect's loop. Loops that read State outside the condition while awaiting (the effect would only see a copy), exit from a State change, or hand a value of unknown type to one stay TODOs."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func start() {
            isRunning = true
            observeTask = Task { [weak self] in
              while let self, self.isRunning {
                self.tick()
                try? await Task.sleep(for: .seconds(1))
              }
            }
          }
          private func tick() {
            elapsed += 1
          }
          """#,
        after: #"""
          // Action: case tick
          // Dependency: @Dependency(\.continuousClock) var clock
          // CancelID: observeTask
          case .start:
            state.isRunning = true
            return .run { send in
              while !Task.isCancelled {
                await send(.tick)
                try? await clock.sleep(for: .seconds(1))
              }
            }
            .cancellable(id: CancelID.observeTask, cancelInFlight: true)
          case .tick:
            guard state.isRunning else { return .cancel(id: CancelID.observeTask) }
            // Inlined from `tick`.
            state.elapsed += 1
            return .none
          """#),
      EffectExample(
        before: #"""
          func startAutoRefresh() {
            Task { [weak self] in
              while true {
                guard let self else { return }
                if let latest = try? await self.api.fetchUser() {
                  self.user = latest
                }
                try? await Task.sleep(for: .seconds(30))
              }
            }
          }
          """#,
        after: #"""
          // Action: case startAutoRefreshReceived(User?)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          // Dependency: @Dependency(\.continuousClock) var clock
          case .startAutoRefresh:
            return .run { send in
              while !Task.isCancelled {
                let latest = try? await itemsClient.fetchUser()
                await send(.startAutoRefreshReceived(latest))
                try? await clock.sleep(for: .seconds(30))
              }
            }
          case let .startAutoRefreshReceived(latest):
            if let latest {
              state.user = latest
            }
            return .none
          """#),
      EffectExample(
        before: #"""
          func observeRecords() {
            observeTask = Task {
              while !Task.isCancelled {
                records = try await api.fetchRecords()
                try await Task.sleep(for: .seconds(10))
              }
            }
          }
          """#,
        after: #"""
          // Action: case observeRecordsReceived([Record])
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          // Dependency: @Dependency(\.continuousClock) var clock
          // CancelID: observeTask
          case .observeRecords:
            return .run { send in
              while !Task.isCancelled {
                let newRecords = try await itemsClient.fetchRecords()
                await send(.observeRecordsReceived(newRecords))
                try await clock.sleep(for: .seconds(10))
              }
            }
            .cancellable(id: CancelID.observeTask, cancelInFlight: true)
          case let .observeRecordsReceived(newRecords):
            state.records = IdentifiedArray(uniqueElements: newRecords)
            return .none
          """#),
      EffectExample(
        before: #"""
          func startSync() {
            observeTask = Task {
              while !Task.isCancelled {
                guard let fetched = try? await api.fetchItems() else { break }
                items = fetched
                try? await Task.sleep(for: .seconds(60))
              }
            }
          }
          """#,
        after: #"""
          // Action: case startSyncReceived([Item])
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          // Dependency: @Dependency(\.continuousClock) var clock
          // CancelID: observeTask
          case .startSync:
            return .run { send in
              while !Task.isCancelled {
                guard let fetched = try? await itemsClient.fetchItems() else { break }
                await send(.startSyncReceived(fetched))
                try? await clock.sleep(for: .seconds(60))
              }
            }
            .cancellable(id: CancelID.observeTask, cancelInFlight: true)
          case let .startSyncReceived(fetched):
            state.items = fetched
            return .none
          """#),
      EffectExample(
        before: #"""
          func countUp() {
            observeTask = Task {
              while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(1))
                count += 1
                if count >= 10 { break }
              }
            }
          }
          """#,
        after: #"""
          case .countUp:
            // TODO(tca-migrate): awaits inside `while`; move this work into an effect by hand
            // while !Task.isCancelled {
            //   try? await Task.sleep(for: .seconds(1))
            //   count += 1
            //   if count >= 10 { break }
            // }
            return .none
          """#,
        status: .manual),
    ]
  }
}
