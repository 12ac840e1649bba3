import Combine
import Foundation
import SwiftUI

// Conformances kept apart from the types, the way this codebase has always done it.

extension SettingsViewModel: ObservableObject {}

extension SettingsViewModel: CustomStringConvertible {
    var description: String {
        "SettingsViewModel(theme: \(theme), fontScale: \(fontScale))"
    }
}

extension Country: Comparable {
    public static func < (lhs: Country, rhs: Country) -> Bool {
        lhs.name.localizedStandardCompare(rhs.name) == .orderedAscending
    }
}

extension Article: Hashable {
    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}

extension UserProfile: Identifiable {}

extension Theme {
    var colorScheme: ColorScheme? {
        switch self {
        case .system: return nil
        case .light: return .light
        case .dark: return .dark
        }
    }
}

@main
struct NewsReaderApp: App {
    @StateObject private var settings = SettingsViewModel()

    var body: some Scene {
        WindowGroup {
            TabView {
                FeedView()
                    .tabItem { Label("Feed", systemImage: "newspaper") }
                NavigationView { CountriesListView() }
                    .tabItem { Label("Countries", systemImage: "globe") }
                ProfileView()
                    .tabItem { Label("Me", systemImage: "person") }
                NavigationView { SettingsView(viewModel: settings) }
                    .tabItem { Label("Settings", systemImage: "gear") }
            }
            .preferredColorScheme(settings.theme.colorScheme)
            .dynamicTypeSize(settings.fontScale > 1.2 ? .xxLarge : .large)
        }
    }
}
