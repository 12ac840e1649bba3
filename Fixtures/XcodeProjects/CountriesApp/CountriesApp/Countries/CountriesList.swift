import SwiftUI

struct CountriesList: View {
    @ObservedObject private(set) var viewModel: ViewModel

    var body: some View {
        NavigationStack {
            List(viewModel.countries) { country in
                NavigationLink(destination: CountryDetails(viewModel: .init(container: viewModel.container, country: country))) {
                    Text(country.name)
                }
            }
            .refreshable { await viewModel.reload() }
            .navigationTitle("Countries")
        }
        .modifier(LocaleReader(viewModel: viewModel))
    }
}

extension CountriesList {
    struct LocaleReader: EnvironmentalModifier {
        let viewModel: ViewModel

        func resolve(in environment: EnvironmentValues) -> some ViewModifier {
            viewModel.search.locale = environment.locale
            return EmptyModifier()
        }
    }
}

extension CountriesList {
    @MainActor
    final class ViewModel: ObservableObject {
        @Published var countries: [Country]
        @Published var search = Search()
        let container: DIContainer

        init(container: DIContainer, countries: [Country] = []) {
            self.container = container
            self.countries = countries
        }

        var localeReader: LocaleReader { LocaleReader(viewModel: self) }

        func reload() async {
            countries = (try? await container.countriesService.countries()) ?? []
        }
    }

    struct Search: Equatable {
        var text = ""
        var locale = Locale.current
    }
}
