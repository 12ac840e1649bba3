import SwiftUI

struct SearchView: View {
    @ObservedObject var viewModel: SearchViewModel
    @EnvironmentObject private var app: AppViewModel

    var body: some View {
        NavigationStack {
            List {
                if viewModel.query.isEmpty {
                    if !viewModel.recentSearches.isEmpty {
                        Section {
                            ForEach(viewModel.recentSearches, id: \.self) { term in
                                Button(term) { viewModel.select(recent: term) }
                            }
                        } header: {
                            HStack {
                                Text("Recent")
                                Spacer()
                                Button("Clear", action: viewModel.clearRecents)
                            }
                        }
                    }
                    Section("Trending") {
                        ForEach(viewModel.trending) { podcast in
                            NavigationLink(podcast.title, value: podcast.id)
                        }
                    }
                } else {
                    ForEach(viewModel.results) { podcast in
                        NavigationLink(value: podcast.id) {
                            VStack(alignment: .leading) {
                                Text(podcast.title)
                                Text(podcast.author).font(.caption).foregroundColor(.secondary)
                            }
                        }
                    }
                }
            }
            .overlay {
                if viewModel.isSearching {
                    ProgressView()
                } else if viewModel.showsEmptyState {
                    ContentUnavailableView.search(text: viewModel.query)
                }
            }
            .searchable(text: $viewModel.query, prompt: "Podcasts, people, topics")
            .onSubmit(of: .search) { viewModel.submit() }
            .navigationTitle("Search")
            .navigationDestination(for: String.self) { id in
                PodcastDetailView(viewModel: app.library.detailViewModel(for: id))
            }
            .task { viewModel.loadTrending() }
            .alert("Search failed", isPresented: .constant(viewModel.error != nil), actions: {
                Button("OK") { viewModel.error = nil }
            }, message: {
                Text(viewModel.error?.localizedDescription ?? "")
            })
        }
    }
}
