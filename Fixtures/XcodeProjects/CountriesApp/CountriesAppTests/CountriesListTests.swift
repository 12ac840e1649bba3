import XCTest
@testable import CountriesApp

@MainActor
final class CountriesListTests: XCTestCase {
    func testViewModelStartsEmpty() {
        let viewModel = CountriesList.ViewModel(container: .preview)
        XCTAssertTrue(viewModel.countries.isEmpty)
    }

    func testDetailsViewModelKeepsItsCountry() {
        let viewModel = CountryDetails.ViewModel(container: .preview, country: .sample)
        XCTAssertEqual(viewModel.country, .sample)
    }

    func testViewShowsCountries() {
        let view = CountriesList(viewModel: .init(container: .preview, countries: [.sample]))
        XCTAssertNotNil(view.body)
    }

    func testDetailsView() {
        let view = CountryDetails(viewModel: .init(container: .preview, country: .sample))
        XCTAssertNotNil(view.body)
    }
}
