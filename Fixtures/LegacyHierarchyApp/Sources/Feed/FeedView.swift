import SwiftUI

struct FeedView: View {
    @StateObject var viewModel: FeedViewModel

    init(viewModel: FeedViewModel = FeedViewModel()) {
        _viewModel = StateObject(wrappedValue: viewModel)
    }

    var body: some View {
        NavigationView {
            List {
                Toggle("Bookmarked only", isOn: $viewModel.onlyBookmarked)
                ForEach(viewModel.visibleArticles) { article in
                    ArticleRow(viewModel: article)
                        .onTapGesture { viewModel.articleTapped(article) }
                        .onAppear {
                            if article == viewModel.visibleArticles.last {
                                Task { await viewModel.loadNextPage() }
                            }
                        }
                }
                if viewModel.isLoadingPage {
                    ProgressView()
                }
                if let failure = viewModel.failure {
                    Text(failure).foregroundColor(.red)
                }
            }
            .navigationTitle(viewModel.title)
            .toolbar {
                Button("Write") { viewModel.composeTapped() }
            }
            .refreshable { await viewModel.refresh() }
            .onAppear { viewModel.onAppear() }
            .sheet(isPresented: Binding(
                get: { viewModel.route != nil },
                set: { if !$0 { viewModel.dismissRoute() } }
            )) {
                routeView
            }
        }
    }

    @ViewBuilder
    private var routeView: some View {
        switch viewModel.route {
        case let .article(article):
            ArticleDetailView(viewModel: article)
        case let .country(countries):
            CountriesListView(viewModel: countries)
        case .compose:
            Text("Composer coming soon")
        case nil:
            EmptyView()
        }
    }
}

struct ArticleRow: View {
    @ObservedObject var viewModel: ArticleViewModel

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(viewModel.article.title).font(.headline)
            Text("\(viewModel.article.author) · \(viewModel.publishedText)")
                .font(.caption)
                .foregroundColor(.secondary)
            HStack {
                Button {
                    viewModel.like()
                } label: {
                    Label("\(viewModel.article.likes)", systemImage: "hand.thumbsup")
                }
                .disabled(viewModel.isLiking)
                Button {
                    viewModel.toggleBookmark()
                } label: {
                    Image(systemName: viewModel.article.isBookmarked ? "bookmark.fill" : "bookmark")
                }
            }
            .buttonStyle(.borderless)
        }
    }
}

struct ArticleDetailView: View {
    @ObservedObject var viewModel: ArticleViewModel

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text(viewModel.article.title).font(.largeTitle.bold())
                Text(viewModel.excerpt)
                Button(viewModel.isExpanded ? "Show less" : "Read more") { viewModel.toggleExpanded() }
                if let error = viewModel.lastError {
                    Text(error).foregroundColor(.red)
                }
            }
            .padding()
        }
    }
}
