import Combine
import SwiftUI

extension CountriesList {
    // The namespace and its `SortOrder` are declared in CountriesList.swift,
    // a Foundation-only file, so models, services and the generated feature
    // can use them without SwiftUI (the view model and its view stay here,
    // next to each other).

    @MainActor
    final class ViewModel: ObservableObject {
        @Published var query = ""
        @Published private(set) var countries: [Country] = []
        @Published var region: Country.Region?
        @Published var sortOrder: SortOrder = .name
        @Published var selectedCountry: Country?
        @Published private(set) var loadState: LoadState<Int> = .idle

        private let service: CountriesService
        private var loadCancellable: AnyCancellable?
        private let numberFormatter: NumberFormatter = {
            let formatter = NumberFormatter()
            formatter.numberStyle = .decimal
            return formatter
        }()

        lazy var favorites: ListViewModel<Country> = ListViewModel { [countries] in
            let saved = Set(UserDefaults.standard.stringArray(forKey: "countries.favorites") ?? [])
            return countries.filter { saved.contains($0.id) }
        }

        var filteredCountries: [Country] {
            countries
                .filter { region == nil || $0.region == region }
                .filter { query.isEmpty || $0.name.localizedCaseInsensitiveContains(query) }
                .sorted {
                    switch sortOrder {
                    case .name: return $0.name < $1.name
                    case .population: return $0.population > $1.population
                    }
                }
        }

        init(service: CountriesService = RESTCountriesService()) {
            self.service = service
        }

        func load() {
            loadState = .loading
            loadCancellable = service.allCountries()
                .sink { [weak self] completion in
                    if case let .failure(error) = completion {
                        self?.loadState = .failed(error.localizedDescription)
                    }
                } receiveValue: { [weak self] countries in
                    self?.countries = countries
                    self?.loadState = .loaded(countries.count)
                }
        }

        func select(_ country: Country) {
            selectedCountry = country
        }

        func populationText(for country: Country) -> String {
            numberFormatter.string(from: NSNumber(value: country.population)) ?? "\(country.population)"
        }

        func toggleFavorite(_ country: Country) {
            var saved = Set(UserDefaults.standard.stringArray(forKey: "countries.favorites") ?? [])
            if saved.remove(country.id) == nil {
                saved.insert(country.id)
            }
            UserDefaults.standard.set(Array(saved), forKey: "countries.favorites")
            favorites.toggle(country)
        }

        func clearFilters() {
            query = ""
            region = nil
            sortOrder = .name
        }
    }
}

struct CountriesListView: View {
    @StateObject var viewModel: CountriesList.ViewModel

    init(viewModel: @autoclosure @escaping () -> CountriesList.ViewModel = CountriesList.ViewModel()) {
        _viewModel = StateObject(wrappedValue: viewModel())
    }

    var body: some View {
        List {
            Picker("Region", selection: $viewModel.region) {
                Text("All").tag(Country.Region?.none)
                ForEach(Country.Region.allCases, id: \.self) { region in
                    Text(region.rawValue.capitalized).tag(Country.Region?.some(region))
                }
            }
            Picker("Sort", selection: $viewModel.sortOrder) {
                ForEach(CountriesList.SortOrder.allCases, id: \.self) { Text($0.rawValue.capitalized) }
            }
            .pickerStyle(.segmented)
            NavigationLink("Favorites") {
                FavoriteCountriesView(favorites: viewModel.favorites)
            }
            ForEach(viewModel.filteredCountries) { country in
                HStack {
                    Text(country.flagEmoji)
                    VStack(alignment: .leading) {
                        Text(country.name)
                        Text(viewModel.populationText(for: country)).font(.caption)
                    }
                    Spacer()
                    Button("★") { viewModel.toggleFavorite(country) }
                }
                .onTapGesture { viewModel.select(country) }
            }
        }
        .searchable(text: $viewModel.query)
        .toolbar {
            Button("Clear") { viewModel.clearFilters() }
        }
        .onAppear { viewModel.load() }
    }
}
