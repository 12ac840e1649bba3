import Testing

@testable import Effects
@testable import Proposal

/// `NotificationCenter.default.addObserver(self, selector: #selector(handle), name: X, object: nil)` and
/// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` start the same effects as their closure
/// forms. Before, the statement stayed under a TODO ("uses `self` directly") and the handler was left as a reducer
/// helper nothing called (UIKitCombineApp's orders screen).
@Suite struct SelectorHandlerTests {
  static func source(register: String, handler: String) -> String {
    """
    func startObserving() {
      \(register)
    }
    \(handler)
    func refresh() {
      isLoading = true
    }
    """
  }

  @Test(arguments: [
    // A private handler's body becomes the received case.
    (
      "NotificationCenter.default.addObserver(self, selector: #selector(didBecomeActive), name: .appActive, object: nil)",
      "@objc private func didBecomeActive() { count += 1 }",
      ["await send(.appActiveReceived)", "case .appActiveReceived:", "state.count += 1"]
    ),
    // A handler that only calls an action sends it; `Self.` and a notification parameter it ignores are fine.
    (
      "NotificationCenter.default.addObserver(self, selector: #selector(Self.reload(_:)), name: .signedIn, object: nil)",
      "@objc private func reload(_ note: Notification) { refresh() }",
      ["await send(.refresh)"]
    ),
    // A handler that is an action itself is sent as it is.
    (
      "NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .signedIn, object: nil)",
      "",
      ["for await _ in NotificationCenter.default.notifications(named: .signedIn) {", "await send(.refresh)"]
    ),
  ])
  func theHandlerIsSent(register: String, handler: String, expected: [String]) {
    let result = ExampleFeature.convert(Self.source(register: register, handler: handler))
    let text = result.cases.map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(result.conversion.status == .full, "\(result.cases.joined(separator: "\n"))")
    for line in expected { #expect(text.contains(line), "\(line) in \(result.cases.joined(separator: "\n"))") }
  }

  @Test(arguments: [
    // The handler reads the notification, which is not Sendable.
    (
      "NotificationCenter.default.addObserver(self, selector: #selector(routeChanged(_:)), name: .route, object: nil)",
      "@objc private func routeChanged(_ note: Notification) { query = note.name.rawValue }",
      "reads the notification `note`"
    ),
    // A handler taking something else, a filtering `object:`, or no method of the view model: not this shape.
    (
      "NotificationCenter.default.addObserver(self, selector: #selector(select(_:)), name: .route, object: nil)",
      "@objc private func select(_ index: Int) { count = index }",
      "uses `self` directly"
    ),
    (
      "NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .route, object: player)",
      "",
      "uses `self` directly"
    ),
    (
      "NotificationCenter.default.addObserver(self, selector: #selector(missing), name: .route, object: nil)",
      "",
      "uses `self` directly"
    ),
  ])
  func otherShapesStayUnderATodo(register: String, handler: String, reason: String) {
    let result = ExampleFeature.convert(Self.source(register: register, handler: handler))
    let text = result.cases.joined(separator: "\n")
    #expect(text.contains("TODO(tca-migrate)") && text.contains(reason), "\(text)")
    #expect(!text.contains("for await _ in"), "\(text)")
  }

  static func timerSource(_ call: String, handler: String) -> String {
    """
    func startTimer() {
      \(call)
    }
    \(handler)
    func refresh() {
      isLoading = true
    }
    """
  }

  @Test(arguments: [
    // A repeating timer ticks on the clock; its private handler's body is the ticked case.
    (
      "timer = Timer.scheduledTimer(timeInterval: 2, target: self, selector: #selector(tick), userInfo: nil, repeats: true)",
      "@objc private func tick() { count += 1 }",
      [
        "for await _ in clock.timer(interval: .seconds(2)) {", "await send(.startTimerTimerTicked)",
        ".cancellable(id: CancelID.timer, cancelInFlight: true)", "state.count += 1",
      ]
    ),
    // A one-shot timer sleeps once; a handler that is an action is sent as it is.
    (
      "Timer.scheduledTimer(timeInterval: 5, target: self, selector: #selector(Self.refresh), userInfo: nil, repeats: false)",
      "",
      ["try await clock.sleep(for: .seconds(5))", "await send(.refresh)"]
    ),
  ])
  func aSelectorTimerTicksOnTheClock(call: String, handler: String, expected: [String]) {
    let result = ExampleFeature.convert(Self.timerSource(call, handler: handler))
    let text = result.cases.map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(result.conversion.status == .full, "\(result.cases.joined(separator: "\n"))")
    for line in expected { #expect(text.contains(line), "\(line) in \(result.cases.joined(separator: "\n"))") }
  }

  @Test func aTimerHandlerReadingItsTimerStaysUnderATodo() {
    let result = ExampleFeature.convert(
      Self.timerSource(
        "timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)",
        handler: "@objc private func tick(_ sender: Timer) { count += 1; if count > 9 { sender.invalidate() } }"))
    let text = result.cases.joined(separator: "\n")
    #expect(text.contains("TODO(tca-migrate)") && text.contains("sender.invalidate()"), "\(text)")
  }

  @Test(
    arguments: [
      ("#selector(refresh)", ["refresh"]),
      ("addObserver(self, selector: #selector(Self.handle(_:)), name: x, object: nil)", ["handle"]),
      ("#selector(ClockViewModel.tick) + #selector(stop)", ["tick", "stop"]),
      ("selector(refresh) // #selector", []),
    ] as [(String, Set<String>)])
  func selectorTargetsAreTheNamedMethods(text: String, expected: Set<String>) {
    #expect(TextScan.selectorTargets(text) == expected)
  }
}
