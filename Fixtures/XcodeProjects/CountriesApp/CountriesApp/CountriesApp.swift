import SwiftUI

@main
struct CountriesApp: App {
    let container = DIContainer(countriesService: LiveCountriesService())

    var body: some Scene {
        WindowGroup {
            CountriesList(viewModel: .init(container: container))
        }
    }
}
