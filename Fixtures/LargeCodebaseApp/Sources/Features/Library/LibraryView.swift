import SwiftUI

struct LibraryView: View {
    @ObservedObject var viewModel: LibraryViewModel
    @EnvironmentObject private var style: PlayerStyle
    var onSelect: (Podcast) -> Void = { _ in }

    var body: some View {
        List(viewModel.visiblePodcasts) { podcast in
            Button(podcast.title) { onSelect(podcast) }
                .foregroundStyle(style.tint)
        }
        .overlay {
            if viewModel.isLoading { ProgressView() }
        }
        .toolbar {
            Button("Show all") { viewModel.toggleUnsubscribed() }
            Button("Sign out") { viewModel.signOutTapped() }
        }
        .task { await viewModel.load() }
        .refreshable { await viewModel.load() }
    }
}
