import SwiftUI

struct ChooseShelfView: View {
    @StateObject private var viewModel: ChooseShelfViewModel
    let saved: [Shelf]

    init(podcast: Podcast, currentShelf: String?, saved: [Shelf]) {
        _viewModel = StateObject(wrappedValue: ChooseShelfViewModel(podcastTitle: podcast.title, currentShelf: currentShelf))
        self.saved = saved
    }

    var body: some View {
        List(viewModel.shelves) { shelf in
            Button(viewModel.title(for: shelf)) { viewModel.move(to: shelf) }
        }
        .navigationTitle(viewModel.podcastTitle)
        .onAppear { viewModel.show(saved) }
    }
}
