import Foundation

protocol TripStore: Sendable {
  func loadTrips() async throws -> [Trip]
  func save(_ trip: Trip) async throws
  func delete(tripID: Trip.ID) async throws
}

actor FileTripStore: TripStore {
  private let fileURL: URL
  private var cache: [Trip]?

  init(fileURL: URL = URL.documentsDirectory.appending(path: "trips.json")) {
    self.fileURL = fileURL
  }

  func loadTrips() async throws -> [Trip] {
    if let cache { return cache }
    guard FileManager.default.fileExists(atPath: fileURL.path) else { return [] }
    let data = try Data(contentsOf: fileURL)
    let trips = try JSONDecoder().decode([Trip].self, from: data)
    cache = trips
    return trips
  }

  func save(_ trip: Trip) async throws {
    var trips = try await loadTrips()
    if let index = trips.firstIndex(where: { $0.id == trip.id }) {
      trips[index] = trip
    } else {
      trips.append(trip)
    }
    try write(trips)
  }

  func delete(tripID: Trip.ID) async throws {
    var trips = try await loadTrips()
    trips.removeAll { $0.id == tripID }
    try write(trips)
  }

  private func write(_ trips: [Trip]) throws {
    let data = try JSONEncoder().encode(trips)
    try data.write(to: fileURL, options: .atomic)
    cache = trips
  }
}

protocol ExchangeRateService: Sendable {
  func rate(from: String, to: String) async throws -> Decimal
}

struct LiveExchangeRateService: ExchangeRateService {
  func rate(from: String, to: String) async throws -> Decimal {
    guard from != to else { return 1 }
    let url = URL(string: "https://rates.example.com/latest?base=\(from)&symbols=\(to)")!
    let (data, _) = try await URLSession.shared.data(from: url)
    let rates = try JSONDecoder().decode([String: Decimal].self, from: data)
    return rates[to] ?? 1
  }
}
