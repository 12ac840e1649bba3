import SwiftUI

struct GamesListView: View {
    @StateObject private var viewModel = GamesListViewModel()
    @EnvironmentObject private var settings: SettingsViewModel

    var body: some View {
        List {
            if let lastRefreshed = viewModel.lastRefreshed {
                Text("Updated \(lastRefreshed.formatted(.relative(presentation: .named)))")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            if viewModel.query.isEmpty {
                ForEach(viewModel.rows) { row in
                    GameRowView(viewModel: row)
                        .contentShape(Rectangle())
                        .onTapGesture { viewModel.select(row.game) }
                }
                .onDelete { viewModel.removeRows(at: $0) }
                if viewModel.hasMorePages {
                    ProgressView()
                        .frame(maxWidth: .infinity)
                        .task { await viewModel.loadNextPage() }
                }
            } else {
                ForEach(viewModel.visibleGames) { game in
                    Button(game.title) { viewModel.select(game) }
                }
            }
        }
        .overlay {
            if viewModel.visibleGames.isEmpty {
                Text(viewModel.emptyStateText)
                    .foregroundStyle(.secondary)
            }
        }
        .navigationTitle(settings.greeting)
        .searchable(text: $viewModel.query, prompt: "Search games")
        .onChange(of: viewModel.query) { _ in
            viewModel.queryChanged()
        }
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Picker("Sort", selection: Binding(get: { viewModel.sort }, set: { viewModel.sortChanged(to: $0) })) {
                    ForEach(SortOrder.allCases) { order in
                        Text(order.title).tag(order)
                    }
                }
            }
            ToolbarItem(placement: .navigationBarLeading) {
                Button("Refresh") { viewModel.refresh() }
                    .disabled(viewModel.isLoading)
            }
        }
        .refreshable { await viewModel.load() }
        .task { await viewModel.load() }
        .sheet(item: $viewModel.detail) { detail in
            NavigationStack {
                GameDetailView(viewModel: detail)
            }
        }
        .alert("Something went wrong", isPresented: $viewModel.showError) {
            Button("OK") { viewModel.dismissError() }
        } message: {
            Text(viewModel.errorMessage ?? "")
        }
    }
}

struct GameRowView: View {
    @ObservedObject var viewModel: GameRowViewModel

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                AsyncImage(url: viewModel.game.coverURL) { image in
                    image.resizable().scaledToFill()
                } placeholder: {
                    Color.gray.opacity(0.2)
                }
                .frame(width: 56, height: 56)
                .clipShape(RoundedRectangle(cornerRadius: 8))

                VStack(alignment: .leading) {
                    Text(viewModel.game.title).font(.headline)
                    Text(viewModel.subtitle).font(.subheadline).foregroundStyle(.secondary)
                }
                Spacer()
                Button {
                    viewModel.toggleFavorite()
                } label: {
                    Image(systemName: viewModel.isFavorite ? "heart.fill" : "heart")
                }
                .buttonStyle(.borderless)
            }
            if viewModel.isExpanded {
                Text(viewModel.game.summary).font(.body)
                Text(viewModel.releaseText).font(.caption)
            }
            Button(viewModel.isExpanded ? "Less" : "More") { viewModel.toggleExpanded() }
                .font(.caption)
        }
        .padding(.vertical, 4)
    }
}
