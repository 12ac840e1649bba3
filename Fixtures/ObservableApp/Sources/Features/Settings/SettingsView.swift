import SwiftUI

struct SettingsView: View {
  @Environment(SettingsModel.self) private var settings
  @State private var showsResetConfirmation = false

  var body: some View {
    @Bindable var settings = settings
    Form {
      Section("Display") {
        Picker("Currency", selection: $settings.currencyCode) {
          ForEach(settings.supportedCurrencies, id: \.self) { code in
            Text(code).tag(code)
          }
        }
        Toggle("Metric units", isOn: $settings.usesMetricUnits)
        Toggle("Show past trips", isOn: $settings.showsPastTrips)
      }
      Section("Storage") {
        Button {
          Task { await settings.clearWeatherCache() }
        } label: {
          if settings.isClearingCache {
            ProgressView()
          } else {
            Text("Clear weather cache")
          }
        }
        Button("Reset to defaults", role: .destructive) {
          showsResetConfirmation = true
        }
      }
      Section {
        WeatherStatusView()
      }
    }
    .navigationTitle("Settings")
    .confirmationDialog("Reset all settings?", isPresented: $showsResetConfirmation) {
      Button("Reset", role: .destructive) { settings.resetToDefaults() }
    }
  }
}

/// Shows the weather feed's status by binding to the old home-made `Observable<T>` box.
private struct WeatherStatusView: View {
  @State private var cachedCities: [String] = []
  @State private var lastError: String?
  private let feed = WeatherFeed.shared

  var body: some View {
    VStack(alignment: .leading) {
      Text(cachedCities.isEmpty ? "No cached weather" : "Cached: \(cachedCities.joined(separator: ", "))")
      if let lastError {
        Text(lastError).font(.caption).foregroundStyle(.red)
      }
    }
    .onAppear {
      feed.latest.bind { latest in
        cachedCities = latest.keys.sorted()
      }
      feed.lastError.bind { message in
        lastError = message
      }
    }
  }
}
