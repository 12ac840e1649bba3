import SwiftUI

struct CountryDetails: View {
    @ObservedObject var viewModel: ViewModel

    var body: some View {
        VStack(spacing: 8) {
            Text(viewModel.country.name).font(.title)
            Text(viewModel.details)
        }
        .task { await viewModel.load() }
    }
}

extension CountryDetails {
    @MainActor
    final class ViewModel: ObservableObject {
        @Published var country: Country
        @Published var details = ""
        let container: DIContainer

        init(container: DIContainer, country: Country) {
            self.container = container
            self.country = country
        }

        func load() async {
            details = (try? await container.countriesService.details(for: country)) ?? ""
        }
    }
}
