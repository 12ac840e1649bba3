import SwiftUI

struct DownloadsBadgeView: View {
    @StateObject private var viewModel: DownloadsBadgeViewModel

    init(downloads: DownloadManager = .shared) {
        _viewModel = StateObject(wrappedValue: DownloadsBadgeViewModel(downloads: downloads))
    }

    var body: some View {
        HStack {
            Text(viewModel.accountName)
            Text("\(viewModel.activeCount)")
                .opacity(viewModel.isDownloading ? 1 : 0)
        }
        .onAppear {
            viewModel.startObserving()
            viewModel.observeAccount()
        }
    }
}
