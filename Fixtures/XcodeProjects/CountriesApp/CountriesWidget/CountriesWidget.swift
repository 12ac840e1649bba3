import SwiftUI
import WidgetKit

struct CountriesWidgetView: View {
    let country: Country

    var body: some View {
        Text(country.name)
    }
}
