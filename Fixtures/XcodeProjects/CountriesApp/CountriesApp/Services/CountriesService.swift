import Foundation

protocol CountriesService {
    func countries() async throws -> [Country]
    func details(for country: Country) async throws -> String
}

struct LiveCountriesService: CountriesService {
    func countries() async throws -> [Country] {
        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com/countries")!)
        return try JSONDecoder().decode([String].self, from: data).map { Country(id: $0, name: $0, population: 0) }
    }

    func details(for country: Country) async throws -> String {
        "\(country.name): \(country.population) people"
    }
}
