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

  @Test(arguments: [
    "ForEach(store.scope(state: \\.trips, action: \\.trips)) { trip in\n  TripRow(store: trip)\n}\n",
    "ForEach(store.visibleTrips) { trip in\n  Text(trip.name)\n}\n",
  ])
  func otherLoopsAreLeftAlone(source: String) {
    #expect(StateElementStores.flag(source) == nil)
  }
}
