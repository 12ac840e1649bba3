import SwiftUI
import UIKit

struct RootView: View {
    @ObservedObject var coordinator: AppCoordinator

    var body: some View {
        NavigationStack {
            LibraryView(viewModel: coordinator.library, onSelect: { coordinator.showPodcast($0) })
                .toolbar {
                    Button("Search") { coordinator.showSearch() }
                    Button("Settings") { coordinator.showSettings() }
                }
                .navigationDestination(isPresented: .constant(isShowingPodcast)) {
                    if case let .podcast(detail) = coordinator.route { PodcastDetailView(viewModel: detail) }
                }
        }
        .sheet(isPresented: .constant(isShowingSettings), onDismiss: { coordinator.dismiss() }) {
            if case let .settings(settings) = coordinator.route { SettingsView(viewModel: settings) }
        }
        .sheet(isPresented: $coordinator.isShowingSearch) {
            SearchScreen()
        }
        .safeAreaInset(edge: .bottom) { MiniPlayerBar() }
    }

    private var isShowingPodcast: Bool {
        if case .podcast = coordinator.route { return true }
        return false
    }

    private var isShowingSettings: Bool {
        if case .settings = coordinator.route { return true }
        return false
    }
}

/// Hosts the UIKit search screen in the SwiftUI tree.
struct SearchScreen: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> SearchViewController {
        SearchViewController(viewModel: SearchViewModel())
    }

    func updateUIViewController(_ controller: SearchViewController, context: Context) {}
}
