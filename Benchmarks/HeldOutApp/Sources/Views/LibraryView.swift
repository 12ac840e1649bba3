import SwiftUI

struct LibraryView: View {
    @ObservedObject var viewModel: LibraryViewModel
    @State private var downloads = DownloadsViewModel()
    @State private var stats = StatsViewModel()

    var body: some View {
        NavigationStack(path: $viewModel.path) {
            List {
                Section {
                    Button("Downloads", systemImage: "arrow.down.circle") { viewModel.openDownloads() }
                    Button("Listening stats", systemImage: "chart.bar") { viewModel.openStats() }
                }
                Section {
                    ForEach(viewModel.visibleSubscriptions) { podcast in
                        Button { viewModel.open(podcast) } label: {
                            VStack(alignment: .leading) {
                                Text(podcast.title)
                                Text(podcast.author).font(.caption).foregroundStyle(.secondary)
                            }
                        }
                    }
                    .onDelete(perform: viewModel.unsubscribe)
                } header: {
                    Picker("Sort", selection: $viewModel.sortOrder) {
                        ForEach(LibraryViewModel.SortOrder.allCases, id: \.self) { Text($0.rawValue) }
                    }
                    .pickerStyle(.menu)
                }
            }
            .searchable(text: $viewModel.filterText)
            .refreshable { await viewModel.reload() }
            .navigationTitle("Library")
            .toolbar {
                Button { viewModel.settingsTapped() } label: { Image(systemName: "gear") }
            }
            .navigationDestination(for: LibraryRoute.self) { route in
                switch route {
                case .podcast(let id):
                    PodcastDetailView(viewModel: viewModel.detailViewModel(for: id))
                case .episode(let episode):
                    EpisodeDetailView(viewModel: EpisodeDetailViewModel(episode: episode, service: LivePodcastService()))
                case .downloads:
                    DownloadsView(viewModel: downloads)
                case .stats:
                    StatsView(viewModel: stats)
                }
            }
            .alert("Something went wrong", isPresented: Binding(get: { viewModel.error != nil }, set: { if !$0 { viewModel.error = nil } })) {
                Button("OK") {}
            } message: {
                Text(viewModel.error?.localizedDescription ?? "")
            }
        }
    }
}
