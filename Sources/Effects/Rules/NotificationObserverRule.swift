/// Effect rule `notification-observer`: `NotificationCenter` observers become long-lived effects.
public struct NotificationObserverRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "notification-observer" }
  /// Short title.
  public var title: String { "NotificationCenter observers" }
  /// What the rule does.
  public var summary: String {
    "`NotificationCenter.default.addObserver(forName: X, object: nil, queue: .main) { … }` and `NotificationCenter.default.publisher(for: X).sink { … }` (usually in `init`) become `.run { send in for await _ in NotificationCenter.default.notifications(named: X) { await send(…) } }`: the handler's action method is sent, or its body becomes an `xReceived` case. An observer token stored in a property becomes the effect's cancel ID, and `removeObserver(token)` cancels it; token arrays and `store(in:)` disappear. A `debounce(for:)` in the chain becomes a `clock.sleep` in the received case, cancelled in flight. A handler that reads the notification is refused: a `Notification` is not Sendable, so the values it needs must be sent by hand."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func startObserving() {
            interruptionObserver = NotificationCenter.default.addObserver(
              forName: AVAudioSession.interruptionNotification, object: nil, queue: .main
            ) { [weak self] _ in
              self?.isRunning = false
              self?.elapsed = 0
            }
          }
          """#,
        after: #"""
          // Action: case interruptionReceived
          // CancelID: interruptionObserver
          case .startObserving:
            return .run { send in
              for await _ in NotificationCenter.default.notifications(named: AVAudioSession.interruptionNotification) {
                await send(.interruptionReceived)
              }
            }
            .cancellable(id: CancelID.interruptionObserver, cancelInFlight: true)
          case .interruptionReceived:
            state.isRunning = false
            state.elapsed = 0
            return .none
          """#),
      EffectExample(
        before: #"""
          func observeSignIn() {
            NotificationCenter.default.publisher(for: .userDidSignIn)
              .receive(on: DispatchQueue.main)
              .sink { [weak self] _ in
                Task { await self?.load() }
              }
              .store(in: &cancellables)
          }
          func load() async {
            items = (try? await api.fetchItems()) ?? []
          }
          """#,
        after: #"""
          case .observeSignIn:
            return .run { send in
              for await _ in NotificationCenter.default.notifications(named: .userDidSignIn) {
                await send(.load)
              }
            }
          """#),
      EffectExample(
        before: #"""
          func observeChanges() {
            NotificationCenter.default.publisher(for: .itemsDidChange)
              .debounce(for: .seconds(1), scheduler: RunLoop.main)
              .sink { [weak self] _ in
                Task { await self?.load() }
              }
              .store(in: &cancellables)
          }
          func load() async {
            items = (try? await api.fetchItems()) ?? []
          }
          """#,
        after: #"""
          // Action: case itemsDidChangeReceived
          // Dependency: @Dependency(\.continuousClock) var clock
          // CancelID: itemsDidChangeReceived
          case .observeChanges:
            return .run { send in
              for await _ in NotificationCenter.default.notifications(named: .itemsDidChange) {
                await send(.itemsDidChangeReceived)
              }
            }
          case .itemsDidChangeReceived:
            return .run { send in
              try await clock.sleep(for: .seconds(1))
              await send(.load)
            }
            .cancellable(id: CancelID.itemsDidChangeReceived, cancelInFlight: true)
          """#),
      EffectExample(
        before: #"""
          func stopObserving() {
            if let interruptionObserver {
              NotificationCenter.default.removeObserver(interruptionObserver)
            }
            interruptionObserver = nil
          }
          """#,
        after: #"""
          // CancelID: interruptionObserver
          case .stopObserving:
            return .cancel(id: CancelID.interruptionObserver)
          """#),
      EffectExample(
        before: #"""
          func observeRoute() {
            isRunning = true
            interruptionObserver = NotificationCenter.default.addObserver(
              forName: .routeChanged, object: nil, queue: .main
            ) { [weak self] note in
              self?.query = note.userInfo?["route"] as? String ?? ""
            }
          }
          """#,
        after: #"""
          case .observeRoute:
            state.isRunning = true
            // TODO(tca-migrate): the observer reads the notification `note`; a `Notification` is not Sendable, so send the values it needs (from `userInfo`) in an action of a `for await … in NotificationCenter.default.notifications(named:)` effect
            // interruptionObserver = NotificationCenter.default.addObserver(
            //   forName: .routeChanged, object: nil, queue: .main
            // ) { [weak self] note in
            //   self?.query = note.userInfo?["route"] as? String ?? ""
            // }
            return .none
          """#, status: .partial),
    ]
  }
}
