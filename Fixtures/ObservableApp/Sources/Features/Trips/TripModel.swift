import Foundation
import Observation

@MainActor
@Observable
final class TripModel: Identifiable, Hashable {
  enum Destination: Identifiable {
    case stop(StopModel)
    case expenses(ExpensesModel)
    case share(URL)

    var id: String {
      switch self {
      case let .stop(model): return "stop-\(model.stop.id)"
      case .expenses: return "expenses"
      case let .share(url): return url.absoluteString
      }
    }
  }

  var trip: Trip
  var destination: Destination?
  var packing: PackingListModel
  var isSaving = false
  var isConfirmingDelete = false
  var saveError: String?

  @ObservationIgnored var onDelete: (Trip.ID) -> Void = { _ in }
  @ObservationIgnored private let store: TripStore
  @ObservationIgnored private let exchangeRates: ExchangeRateService
  @ObservationIgnored private var autosaveTask: Task<Void, Never>?

  let id = UUID()

  var dateRangeText: String {
    let start = trip.startDate.formatted(date: .abbreviated, time: .omitted)
    let end = trip.endDate.formatted(date: .abbreviated, time: .omitted)
    return "\(start) – \(end)"
  }

  var countdownText: String? {
    let days = Calendar.current.dateComponents([.day], from: Date(), to: trip.startDate).day ?? 0
    return days > 0 ? "In \(days) days" : nil
  }

  init(trip: Trip, store: TripStore, exchangeRates: ExchangeRateService) {
    self.trip = trip
    self.store = store
    self.exchangeRates = exchangeRates
    self.packing = PackingListModel(items: trip.packingList)
  }

  nonisolated static func == (lhs: TripModel, rhs: TripModel) -> Bool {
    lhs.id == rhs.id
  }

  nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(id)
  }

  func stopTapped(_ stop: Stop) {
    destination = .stop(StopModel(stop: stop))
  }

  func expensesTapped() {
    destination = .expenses(ExpensesModel(expenses: trip.expenses, exchangeRates: exchangeRates))
  }

  func shareTapped() {
    var components = URLComponents(string: "https://trips.example.com/shared")!
    components.queryItems = [URLQueryItem(name: "trip", value: trip.id.uuidString)]
    destination = components.url.map(Destination.share)
  }

  func destinationDismissed() {
    if case let .expenses(model) = destination {
      trip.expenses = model.expenses
      scheduleSave()
    }
    destination = nil
  }

  func notesChanged() {
    scheduleSave()
  }

  func deleteTapped() {
    isConfirmingDelete = true
  }

  func deleteConfirmed() {
    isConfirmingDelete = false
    onDelete(trip.id)
  }

  private func scheduleSave() {
    autosaveTask?.cancel()
    trip.packingList = packing.items
    autosaveTask = Task { [trip, store] in
      try? await Task.sleep(for: .seconds(1))
      guard !Task.isCancelled else { return }
      self.isSaving = true
      defer { self.isSaving = false }
      do {
        try await store.save(trip)
      } catch {
        self.saveError = error.localizedDescription
      }
    }
  }
}
