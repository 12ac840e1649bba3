import ComposableArchitecture
import Foundation
import Testing

@testable import RuntimeProbe

private func recorded(_ text: String) -> @Sendable (Issue) -> Bool {
  { issue in issue.comments.map(\.rawValue).joined().contains(text) }
}

@MainActor
struct TestStoreRuntimeTests {
  @Test func assertingAnUnchangedValueFails() async {
    await withKnownIssue {
      let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
      await store.send(.noop) { $0.count = 0 }
    } matching: {
      recorded("Expected state to change, but no change occurred")($0)
    }
  }

  @Test func aWrongExpectationFails() async {
    await withKnownIssue {
      let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
      await store.send(.incrementTapped) { $0.count = 2 }
    } matching: {
      recorded("A state change does not match expectation")($0)
    }
  }

  @Test func anUnassertedChangeFails() async {
    await withKnownIssue {
      let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
      await store.send(.incrementTapped)
    } matching: {
      recorded("State was not expected to change, but a change occurred")($0)
    }
  }

  @Test func anUnstubbedEndpointFails() async {
    await withKnownIssue {
      let store = TestStore(initialState: CounterFeature.State()) {
        CounterFeature()
      } withDependencies: {
        $0.continuousClock = ImmediateClock()
      }
      await store.send(.load)
      await store.receive(\.loaded.failure)
    } matching: {
      recorded("Unimplemented: 'NumberClient.fetch'")($0)
    }
  }

  @Test func anUnreceivedActionFailsAtTheEnd() async {
    await withKnownIssue {
      let store = TestStore(initialState: CounterFeature.State()) {
        CounterFeature()
      } withDependencies: {
        $0.continuousClock = ImmediateClock()
        $0[NumberClient.self].fetch = { 42 }
      }
      await store.send(.load)
      await store.finish()
    } matching: {
      recorded("The store received 1 unexpected action")($0)
    }
  }

  @Test func aRunningEffectFailsAtTheEnd() async {
    await withKnownIssue {
      let store = TestStore(initialState: CounterFeature.State()) {
        CounterFeature()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      await store.send(.startTimer)
    } matching: {
      recorded("An effect returned for this action is still running")($0)
    }
  }

  @Test func testClockDrivesTheTimerAndCancelStopsIt() async {
    let clock = TestClock()
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startTimer)
    await clock.advance(by: .seconds(2))
    await store.receive(\.tick) { $0.count = 1 }
    await store.receive(\.tick) { $0.count = 2 }
    await store.send(.cancelTapped)
    await store.finish()
  }

  @Test func cancelInFlightKeepsOnlyTheLastLoad() async {
    let clock = TestClock()
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0[NumberClient.self].fetch = { 7 }
    }
    await store.send(.load)
    await store.send(.load)
    await clock.advance(by: .seconds(1))
    await store.receive(\.loaded.success) { $0.number = 7 }
    await store.finish()
  }

  @Test func exhaustivityOffSkipsUnassertedWork() async {
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
      $0[NumberClient.self].fetch = { 3 }
    }
    store.exhaustivity = .off
    await store.send(.incrementTapped)
    await store.send(.load)
    await store.receive(\.loaded.success) { $0.number = 3 }
  }

  @Test func alertIsDismissedByItsButton() async {
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    await store.send(.showAlert) {
      $0.alert = AlertState {
        TextState("Hi")
      } actions: {
        ButtonState(action: .ok) { TextState("OK") }
      }
    }
    await store.send(\.alert.ok) { $0.alert = nil }
  }

  @Test func scopedChildRuns() async {
    let store = TestStore(initialState: ParentFeature.State()) { ParentFeature() }
    await store.send(\.counter.incrementTapped) { $0.counter.count = 1 }
  }
}
