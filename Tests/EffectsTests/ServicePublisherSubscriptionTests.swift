import Effects
import Testing

/// Regression (DuckDuckGo's subscription flow: `subFeature.$transactionStatus.sink { … }`, 7 calls): a subscription
/// to an injected object's published property stayed a TODO saying "completion-handler call; make the client
/// endpoint `async`", which points at the wrong fix. It now says what the call is and what replaces it.
@Suite struct ServicePublisherSubscriptionTests {
  @Test(arguments: [
    (
      "func bind() {\n  api.$unreadCount.sink { [weak self] value in\n    self?.unread = value\n  }\n    .store(in: &cancellables)\n}",
      "subscribes to `api.$unreadCount`, another object's published property"
    ),
    (
      "func bind() {\n  self.api.$unreadCount\n    .receive(on: DispatchQueue.main)\n    .sink { [weak self] value in\n      self?.unread = value\n    }\n    .store(in: &cancellables)\n}",
      "subscribes to `api.$unreadCount`, another object's published property"
    ),
    (
      "func load() {\n  api.fetchLegacy { [weak self] items in\n    self?.items = items\n  }\n}",
      "completion-handler call on `api`; make the client endpoint `async`"
    ),
  ])
  func saysWhatTheCallIs(source: String, reason: String) {
    let lines = ExampleFeature.convert(source).cases.joined(separator: "\n")
    #expect(lines.contains(reason), "\(lines)")
  }
}
