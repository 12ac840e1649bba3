import SwiftUI

@main
struct GameCatalogApp: App {
    @StateObject private var settings = SettingsViewModel()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environmentObject(settings)
        }
    }
}

struct RootView: View {
    @EnvironmentObject var settings: SettingsViewModel
    @State private var selectedTab = Tab.games

    enum Tab: Hashable {
        case games
        case settings
    }

    var body: some View {
        if settings.hasCompletedOnboarding {
            TabView(selection: $selectedTab) {
                NavigationStack {
                    GamesListView()
                }
                .tabItem { Label("Games", systemImage: "gamecontroller") }
                .tag(Tab.games)

                NavigationStack {
                    SettingsView()
                }
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(Tab.settings)
            }
        } else {
            OnboardingView(viewModel: settings.makeOnboardingViewModel())
        }
    }
}
