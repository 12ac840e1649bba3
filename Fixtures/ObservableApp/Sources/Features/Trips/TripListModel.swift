import Foundation
import Observation

@MainActor
@Observable
final class TripListModel {
  var trips: [TripModel] = []
  var path: [TripModel] = []
  var addTrip: AddTripModel?
  var searchText = ""
  var isLoading = false
  var errorMessage: String?

  @ObservationIgnored private let store: TripStore
  @ObservationIgnored private let exchangeRates: ExchangeRateService
  @ObservationIgnored private var lastLoadedAt: Date?

  var visibleTrips: [TripModel] {
    guard !searchText.isEmpty else { return trips }
    return trips.filter { $0.trip.name.localizedCaseInsensitiveContains(searchText) }
  }

  var upcomingCount: Int {
    trips.filter { !$0.trip.isPast }.count
  }

  init(store: TripStore = FileTripStore(), exchangeRates: ExchangeRateService = LiveExchangeRateService()) {
    self.store = store
    self.exchangeRates = exchangeRates
  }

  func load() async {
    if let lastLoadedAt, Date().timeIntervalSince(lastLoadedAt) < 60 { return }
    isLoading = true
    defer { isLoading = false }
    do {
      let loaded = try await store.loadTrips()
      trips = loaded.sorted { $0.startDate < $1.startDate }.map(makeTripModel)
      lastLoadedAt = Date()
    } catch {
      errorMessage = error.localizedDescription
    }
  }

  func addTripTapped() {
    addTrip = AddTripModel { [weak self] trip in
      self?.save(trip)
    }
  }

  func cancelAddTrip() {
    addTrip = nil
  }

  private func save(_ trip: Trip) {
    addTrip = nil
    let model = makeTripModel(trip)
    trips.append(model)
    path.append(model)
    Task {
      do {
        try await store.save(trip)
      } catch {
        errorMessage = error.localizedDescription
      }
    }
  }

  func open(_ model: TripModel) {
    path = [model]
  }

  func delete(at offsets: IndexSet) {
    let removed = offsets.map { visibleTrips[$0] }
    trips.removeAll { candidate in removed.contains { $0 === candidate } }
    Task {
      for model in removed {
        try? await store.delete(tripID: model.trip.id)
      }
    }
  }

  private func makeTripModel(_ trip: Trip) -> TripModel {
    let model = TripModel(trip: trip, store: store, exchangeRates: exchangeRates)
    model.onDelete = { [weak self] id in
      guard let self else { return }
      self.trips.removeAll { $0.trip.id == id }
      self.path.removeAll { $0.trip.id == id }
    }
    return model
  }
}
