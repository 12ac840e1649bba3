import Foundation
import Observation

@MainActor
@Observable
final class SettingsModel {
  var currencyCode: String {
    didSet { UserDefaults.standard.set(currencyCode, forKey: "settings.currency") }
  }
  var usesMetricUnits: Bool {
    didSet { UserDefaults.standard.set(usesMetricUnits, forKey: "settings.metric") }
  }
  var showsPastTrips: Bool {
    didSet { UserDefaults.standard.set(showsPastTrips, forKey: "settings.pastTrips") }
  }
  var isClearingCache = false

  @ObservationIgnored private let weatherFeed: WeatherFeed
  @ObservationIgnored let supportedCurrencies = ["EUR", "USD", "GBP", "JPY", "CHF"]

  var currencySymbol: String {
    Locale.current.currencySymbol ?? currencyCode
  }

  init(weatherFeed: WeatherFeed = .shared) {
    self.weatherFeed = weatherFeed
    let defaults = UserDefaults.standard
    currencyCode = defaults.string(forKey: "settings.currency") ?? "EUR"
    usesMetricUnits = defaults.object(forKey: "settings.metric") as? Bool ?? true
    showsPastTrips = defaults.bool(forKey: "settings.pastTrips")
  }

  func clearWeatherCache() async {
    isClearingCache = true
    defer { isClearingCache = false }
    try? await Task.sleep(for: .milliseconds(300))
    weatherFeed.clearCache()
  }

  func resetToDefaults() {
    currencyCode = "EUR"
    usesMetricUnits = true
    showsPastTrips = false
  }
}
