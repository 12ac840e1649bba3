import Testing

@testable import Effects
@testable import Proposal

/// `NotificationCenter.default.addObserver(self, selector: #selector(handle), name: X, object: nil)` starts the
/// same long-lived effect as the closure form. Before, the registration stayed under a TODO ("uses `self`
/// directly") and the handler was left as a reducer helper nothing called (UIKitCombineApp's orders screen).
@Suite struct SelectorObserverTests {
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
