import SwiftUI

struct DownloadsView: View {
    @Bindable var viewModel: DownloadsViewModel

    var body: some View {
        List {
            if viewModel.hasActiveDownloads {
                ProgressView("Downloading…", value: viewModel.totalProgress)
            }
            ForEach(viewModel.rows) { row in
                HStack {
                    Text(row.episode.title).lineLimit(2)
                    Spacer()
                    switch row.state {
                    case .notDownloaded:
                        Button { viewModel.download(row.episode) } label: { Image(systemName: "arrow.down.circle") }
                    case .queued:
                        Text("Queued").font(.caption)
                    case .downloading(let progress):
                        ProgressView(value: progress).frame(width: 60)
                        Button { viewModel.cancel(row) } label: { Image(systemName: "xmark.circle") }
                    case .downloaded:
                        Image(systemName: "checkmark.circle.fill").foregroundStyle(.green)
                    case .failed(let message):
                        Text(message).font(.caption).foregroundStyle(.red)
                    }
                }
            }
            .onDelete { viewModel.delete(at: $0) }
        }
        .navigationTitle("Downloads")
        .toolbar {
            Button("Download all") {
                Task { await viewModel.downloadAll() }
            }
            .disabled(viewModel.isDownloadingAll)
        }
        .task { await viewModel.load() }
        .alert("Download error", isPresented: Binding(get: { viewModel.error != nil }, set: { _ in viewModel.error = nil })) {
            Button("OK") {}
        } message: { Text(viewModel.error ?? "") }
    }
}
