import SwiftUI

struct PodcastDetailView: View {
    @ObservedObject var viewModel: PodcastDetailViewModel
    @EnvironmentObject private var player: PlayerViewModel

    var body: some View {
        List {
            Section(viewModel.podcast.author) {
                ForEach(viewModel.rows) { row in
                    EpisodeRow(viewModel: row, onPlay: { player.play(row.episode) })
                }
            }
        }
        .navigationTitle(viewModel.podcast.title)
        .alert(viewModel.errorMessage ?? "", isPresented: .constant(viewModel.errorMessage != nil)) {}
        .task {
            await viewModel.load()
            await viewModel.loadArtwork()
        }
    }
}

struct EpisodeRow: View {
    @ObservedObject var viewModel: EpisodeRowViewModel
    var onPlay: () -> Void

    var body: some View {
        VStack(alignment: .leading) {
            Text(viewModel.episode.title)
            Text(viewModel.episode.formattedDuration).font(.caption)
            if viewModel.isExpanded { Text(viewModel.episode.summary) }
        }
        .onTapGesture { viewModel.toggleExpanded() }
        .swipeActions { Button("Play", action: onPlay) }
        .task { await viewModel.loadArtwork() }
    }
}
