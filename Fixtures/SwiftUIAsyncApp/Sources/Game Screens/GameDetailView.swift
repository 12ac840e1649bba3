import SwiftUI

struct GameDetailView: View {
    @ObservedObject var viewModel: GameDetailViewModel

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                header
                Divider()
                reviewsSection
            }
            .padding()
        }
        .navigationTitle(viewModel.game.title)
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Close") { viewModel.closeTapped() }
            }
            ToolbarItem(placement: .primaryAction) {
                Button {
                    viewModel.watchPriceTapped()
                } label: {
                    Label("Watch price", systemImage: "bell")
                }
            }
        }
        .task { await viewModel.load() }
        .refreshable { await viewModel.reloadReviews() }
        .sheet(item: $viewModel.composer) { composer in
            ReviewComposerView(viewModel: composer)
        }
        .sheet(item: $viewModel.priceWatch) { watch in
            PriceWatchView(viewModel: watch)
        }
        .alert("Could not load", isPresented: $viewModel.showError) {
            Button("OK", role: .cancel) {}
        } message: {
            Text(viewModel.errorMessage ?? "")
        }
    }

    private var header: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(viewModel.game.studio).font(.subheadline)
            Text(viewModel.game.summary)
            HStack {
                Text(viewModel.game.formattedPrice).bold()
                Spacer()
                Text(String(format: "%.1f / 5", viewModel.averageStars))
            }
        }
    }

    @ViewBuilder
    private var reviewsSection: some View {
        HStack {
            Text("Reviews").font(.title2)
            Spacer()
            if viewModel.canReview {
                Button("Write a review") { viewModel.writeReviewTapped() }
            }
        }
        if viewModel.isLoading {
            ProgressView()
        }
        ForEach(viewModel.reviews) { review in
            VStack(alignment: .leading) {
                Text(String(repeating: "★", count: review.stars))
                Text(review.text)
                Text(review.author).font(.caption).foregroundStyle(.secondary)
            }
            .contextMenu {
                Button("Delete", role: .destructive) { viewModel.deleteReview(review) }
            }
        }
    }
}

struct ReviewComposerView: View {
    @ObservedObject var viewModel: ReviewComposerViewModel
    @FocusState private var editorFocused: Bool

    var body: some View {
        NavigationStack {
            Form {
                Section("Rating") {
                    Stepper("\(viewModel.stars) stars", value: $viewModel.stars, in: 1...5)
                }
                Section {
                    TextEditor(text: $viewModel.text)
                        .frame(minHeight: 160)
                        .focused($editorFocused)
                } footer: {
                    Text("\(viewModel.remainingCharacters) characters left")
                }
                if let errorMessage = viewModel.errorMessage {
                    Text(errorMessage).foregroundStyle(.red)
                }
            }
            .navigationTitle("Your review")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { viewModel.cancelTapped() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Post") {
                        Task { await viewModel.submit() }
                    }
                    .disabled(!viewModel.canSubmit)
                }
            }
            .onAppear { editorFocused = true }
            .confirmationDialog("Discard review?", isPresented: $viewModel.showDiscardConfirmation) {
                Button("Discard", role: .destructive) { viewModel.discardConfirmed() }
            }
        }
        .interactiveDismissDisabled(viewModel.hasChanges)
    }
}
