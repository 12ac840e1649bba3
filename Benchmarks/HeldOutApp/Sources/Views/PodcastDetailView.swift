import SwiftUI

struct PodcastDetailView: View {
    @ObservedObject var viewModel: PodcastDetailViewModel

    var body: some View {
        List {
            if let podcast = viewModel.podcast {
                Section {
                    VStack(alignment: .leading, spacing: 8) {
                        AsyncImage(url: podcast.artworkURL) { image in
                            image.resizable().scaledToFit()
                        } placeholder: {
                            Color.gray.opacity(0.2)
                        }
                        .frame(width: 120, height: 120)
                        .clipShape(RoundedRectangle(cornerRadius: 12))
                        Text(podcast.title).font(.title2.bold())
                        Text(podcast.author).foregroundStyle(.secondary)
                        Text(podcast.summary).font(.body).lineLimit(4)
                        HStack {
                            Button(viewModel.subscribeButtonTitle) { viewModel.toggleSubscription() }
                                .buttonStyle(.borderedProminent)
                                .disabled(viewModel.isTogglingSubscription)
                            Button("Play latest", action: viewModel.playLatest)
                        }
                    }
                }
            }
            Section {
                ForEach(viewModel.sortedEpisodes) { episode in
                    Button {
                        viewModel.open(episode)
                    } label: {
                        HStack {
                            EpisodeRow(episode: episode)
                            Spacer()
                            Text(viewModel.formattedDuration(for: episode)).font(.caption.monospacedDigit())
                        }
                    }
                }
            } header: {
                Toggle("Newest first", isOn: $viewModel.sortNewestFirst)
            }
        }
        .overlay { if viewModel.isLoading && viewModel.podcast == nil { ProgressView() } }
        .navigationTitle(viewModel.podcast?.title ?? "")
        .toolbar {
            Button { viewModel.share() } label: { Image(systemName: "square.and.arrow.up") }
        }
        .sheet(item: $viewModel.activeSheet) { sheet in
            switch sheet {
            case .episode(let vm): EpisodeDetailView(viewModel: vm)
            case .share(let url): ShareLink(item: url)
            }
        }
        .alert(viewModel.errorMessage ?? "Error", isPresented: $viewModel.showAlert) {
            Button("OK", role: .cancel) { viewModel.dismissError() }
        }
    }
}
