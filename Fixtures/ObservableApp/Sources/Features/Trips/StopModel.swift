import Foundation
import Observation

@MainActor
@Observable
final class StopModel: Identifiable {
  var stop: Stop
  var weather: Weather?
  var isLoadingWeather = false
  var bookingReferenceDraft: String
  var weatherError: String?
  var weatherCheckedAt: String?
  private var errorToken: UUID?

  @ObservationIgnored private let feed: WeatherFeed
  @ObservationIgnored private let geocoderTimeout: TimeInterval = 10

  let id = UUID()

  var title: String {
    "\(stop.city), \(stop.country)"
  }

  var nightsText: String {
    stop.nights == 1 ? "1 night" : "\(stop.nights) nights"
  }

  var hasUnsavedReference: Bool {
    bookingReferenceDraft != (stop.bookingReference ?? "")
  }

  init(stop: Stop, feed: WeatherFeed = .shared) {
    self.stop = stop
    self.feed = feed
    self.bookingReferenceDraft = stop.bookingReference ?? ""
  }

  func loadWeather() async {
    guard weather == nil else { return }
    isLoadingWeather = true
    defer { isLoadingWeather = false }
    errorToken = feed.lastError.bind { [weak self] message in
      Task { @MainActor in self?.weatherError = message }
    }
    weather = await feed.weather(for: stop)
  }

  func refreshWeather() async {
    guard let fresh = await feed.weather(for: stop) else { return }
    weather = fresh
    weatherCheckedAt = "\(stop.city): \(fresh.summary)"
  }

  func stopObservingErrors() {
    if let errorToken {
      feed.lastError.unbind(errorToken)
    }
    errorToken = nil
  }

  func saveBookingReference() {
    let trimmed = bookingReferenceDraft.trimmingCharacters(in: .whitespacesAndNewlines)
    stop.bookingReference = trimmed.isEmpty ? nil : trimmed
  }

  func addNight() {
    stop.nights += 1
  }

  func removeNight() {
    stop.nights = max(1, stop.nights - 1)
  }

  func mapsURL() -> URL? {
    URL(string: "https://maps.apple.com/?ll=\(stop.latitude),\(stop.longitude)&q=\(stop.city)")
  }
}
