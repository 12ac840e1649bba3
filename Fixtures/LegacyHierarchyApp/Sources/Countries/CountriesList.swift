import Foundation

enum CountriesList {
    enum SortOrder: String, CaseIterable {
        case name
        case population
    }
}
