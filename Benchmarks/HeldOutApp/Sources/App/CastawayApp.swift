import SwiftUI

@main
struct CastawayApp: App {
    @StateObject private var appModel = AppViewModel()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environmentObject(appModel)
                .onOpenURL { appModel.handle(url: $0) }
        }
    }
}

struct RootView: View {
    @EnvironmentObject var app: AppViewModel

    var body: some View {
        Group {
            if let login = app.loginViewModel, !app.isLoggedIn {
                LoginView(viewModel: login)
            } else {
                MainTabView()
            }
        }
    }
}

struct MainTabView: View {
    @EnvironmentObject var app: AppViewModel

    var body: some View {
        TabView(selection: $app.selectedTab) {
            FeedView(viewModel: app.feed)
                .tabItem { Label("Up Next", systemImage: "list.bullet") }
                .tag(AppViewModel.Tab.feed)
            LibraryView(viewModel: app.library)
                .tabItem { Label("Library", systemImage: "square.stack") }
                .tag(AppViewModel.Tab.library)
            SearchView(viewModel: app.search)
                .tabItem { Label("Search", systemImage: "magnifyingglass") }
                .tag(AppViewModel.Tab.search)
            InboxScreen()
                .tabItem { Label("Inbox", systemImage: "tray") }
                .tag(AppViewModel.Tab.inbox)
        }
        .safeAreaInset(edge: .bottom) {
            MiniPlayerView(viewModel: app.player)
        }
        .sheet(isPresented: $app.isShowingSettings) {
            if let settings = app.settingsViewModel {
                SettingsView(viewModel: settings)
            }
        }
        .fullScreenCover(isPresented: $app.isShowingPlayer) {
            NowPlayingView(viewModel: app.player)
        }
    }
}
