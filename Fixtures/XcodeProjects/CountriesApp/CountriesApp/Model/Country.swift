import Foundation

struct Country: Identifiable, Equatable, Sendable {
    let id: String
    let name: String
    let population: Int

    static let sample = Country(id: "NO", name: "Norway", population: 5_500_000)
}

struct DIContainer {
    let countriesService: CountriesService

    static let preview = DIContainer(countriesService: LiveCountriesService())
}
