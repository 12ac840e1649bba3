import Testing

@testable import Effects

/// Combine's `Timer.publish(every:on:in:).autoconnect().sink { … }` ticks on the clock like `Timer.scheduledTimer`.
/// Before, it stayed under a TODO ("state is used in a closure passed to `sink`").
@Suite struct PublishedTimerTests {
  @Test(arguments: [
    // Kept in a cancellable: its cancel ID.
    (
      "feedCancellable = Timer.publish(every: 2, on: .main, in: .common).autoconnect().sink { [weak self] _ in self?.count += 1 }",
      [
        "for await _ in clock.timer(interval: .seconds(2)) {", "await send(.startTimerTicked)",
        ".cancellable(id: CancelID.feedCancellable, cancelInFlight: true)", "state.count += 1",
      ]
    ),
    // Stored in a bag: the timer's own ID; a handler that only calls an action sends it.
    (
      "Timer.publish(every: 0.5, on: .main, in: .common).autoconnect().sink { _ in refresh() }.store(in: &cancellables)",
      ["for await _ in clock.timer(interval: .seconds(0.5)) {", "await send(.refresh)"]
    ),
  ])
  func aPublishedTimerTicksOnTheClock(statement: String, expected: [String]) {
    let result = ExampleFeature.convert(
      """
      func start() {
        \(statement)
      }
      func refresh() {
        isLoading = true
      }
      """)
    let text = result.cases.map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(result.conversion.status == .full, "\(result.cases.joined(separator: "\n"))")
    for line in expected { #expect(text.contains(line), "\(line) in \(result.cases.joined(separator: "\n"))") }
  }

  @Test func aPublishedTimerWithOperatorsStaysUnderATodo() {
    let result = ExampleFeature.convert(
      """
      func start() {
        feedCancellable = Timer.publish(every: 1, on: .main, in: .common).autoconnect().map { _ in 1 }.sink { [weak self] in self?.count += $0 }
      }
      """)
    let text = result.cases.joined(separator: "\n")
    #expect(text.contains("TODO(tca-migrate)") && !text.contains("clock.timer"), "\(text)")
  }
}
