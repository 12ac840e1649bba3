import SwiftUI

struct FeedView: View {
    @ObservedObject var viewModel: FeedViewModel

    var body: some View {
        NavigationStack {
            content
                .navigationTitle("Up Next")
                .onAppear { viewModel.onAppear() }
                .sheet(item: $viewModel.detailViewModel) { detail in
                    EpisodeDetailView(viewModel: detail)
                }
        }
    }

    @ViewBuilder
    private var content: some View {
        switch viewModel.state {
        case .idle, .loading:
            ProgressView()
        case .empty:
            ContentUnavailableView("Nothing new", systemImage: "tray", description: Text("Subscribe to podcasts to fill your feed."))
        case .failed(let message):
            VStack(spacing: 12) {
                Text(message).multilineTextAlignment(.center)
                Button("Retry") { viewModel.retry() }
            }
        case .loaded(let episodes):
            List {
                ForEach(episodes) { episode in
                    EpisodeRow(episode: episode)
                        .contentShape(Rectangle())
                        .onTapGesture { viewModel.didSelect(episode) }
                        .swipeActions {
                            Button("Play") { viewModel.play(episode) }.tint(.green)
                            Button("Played") { viewModel.markPlayed(episode) }
                        }
                        .onAppear { viewModel.loadMoreIfNeeded(currentItem: episode) }
                }
                if viewModel.isLoadingMore {
                    HStack { Spacer(); ProgressView(); Spacer() }
                }
            }
            .listStyle(.plain)
            .refreshable { await viewModel.refresh() }
        }
    }
}

struct EpisodeRow: View {
    let episode: Episode
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(episode.title).font(.headline).lineLimit(2)
            Text(episode.publishedAt, style: .date).font(.caption).foregroundStyle(.secondary)
        }
        .opacity(episode.isPlayed ? 0.5 : 1)
    }
}
