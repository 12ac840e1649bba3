import Foundation

protocol WeatherClient: Sendable {
  func currentWeather(latitude: Double, longitude: Double) async throws -> Weather
}

struct OpenMeteoClient: WeatherClient {
  func currentWeather(latitude: Double, longitude: Double) async throws -> Weather {
    var components = URLComponents(string: "https://api.open-meteo.example/v1/forecast")!
    components.queryItems = [
      URLQueryItem(name: "latitude", value: String(latitude)),
      URLQueryItem(name: "longitude", value: String(longitude)),
      URLQueryItem(name: "current_weather", value: "true"),
    ]
    let (data, _) = try await URLSession.shared.data(from: components.url!)
    let payload = try JSONDecoder().decode(Payload.self, from: data)
    return Weather(
      temperatureCelsius: payload.current_weather.temperature,
      symbolName: payload.current_weather.weathercode < 3 ? "sun.max" : "cloud.rain",
      summary: payload.current_weather.weathercode < 3 ? "Clear" : "Showers"
    )
  }

  private struct Payload: Decodable {
    struct Current: Decodable {
      let temperature: Double
      let weathercode: Int
    }

    let current_weather: Current
  }
}

/// Caches weather per city and lets older UIKit-era code observe it through `Observable<T>`.
final class WeatherFeed: @unchecked Sendable {
  static let shared = WeatherFeed()

  var latest = Observable<[String: Weather]>([:])
  var lastError = Observable<String?>(nil)
  private let client: WeatherClient

  init(client: WeatherClient = OpenMeteoClient()) {
    self.client = client
  }

  func weather(for stop: Stop) async -> Weather? {
    if let cached = latest.value[stop.city] {
      return cached
    }
    do {
      let weather = try await client.currentWeather(latitude: stop.latitude, longitude: stop.longitude)
      latest.value[stop.city] = weather
      return weather
    } catch {
      lastError.update(error.localizedDescription)
      return nil
    }
  }

  func clearCache() {
    latest.value.removeAll()
  }
}
