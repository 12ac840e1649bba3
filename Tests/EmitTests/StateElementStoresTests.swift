import Testing

@testable import Emit

/// A store-taking view handed an element of a `ForEach` over State gets a TODO; over a scope of stores it does not.
@Suite struct StateElementStoresTests {
  @Test func anElementOfStateHandedAsAStoreIsFlagged() {
    let source = """
      ForEach(store.visibleTrips) { trip in
        TripRow(store: trip)
      }

      """
    #expect(
      StateElementStores.flag(source) == """
        ForEach(store.visibleTrips) { trip in
          // TODO(tca-migrate): `trip` is an element of `store.visibleTrips`, State, not a store: iterate `store.scope(state:action:)` of the collection and hand `TripRow` each element's store.
          TripRow(store: trip)
        }

        """)
  }

  /// Each feature's pass runs the check on the file again: the TODO is written once.
  @Test func aSecondPassAddsNothing() {
    let once = StateElementStores.flag("ForEach(store.visibleTrips) { trip in\n  TripRow(store: trip)\n}\n")
    #expect(once != nil)
    #expect(once.flatMap(StateElementStores.flag) == nil)
  }

  @Test(arguments: [
    "ForEach(store.scope(state: \\.trips, action: \\.trips)) { trip in\n  TripRow(store: trip)\n}\n",
    "ForEach(store.visibleTrips) { trip in\n  Text(trip.name)\n}\n",
  ])
  func otherLoopsAreLeftAlone(source: String) {
    #expect(StateElementStores.flag(source) == nil)
  }
}
