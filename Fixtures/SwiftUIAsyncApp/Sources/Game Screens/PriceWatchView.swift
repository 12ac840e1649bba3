import SwiftUI

struct PriceWatchView: View {
    @ObservedObject var viewModel: PriceWatchViewModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Toggle("Only price drops", isOn: $viewModel.notifyOnlyOnDrops)
                    Text(viewModel.statusText)
                        .monospacedDigit()
                        .foregroundStyle(.secondary)
                }
                if let drop = viewModel.latestDrop {
                    Section("Latest drop") {
                        PriceUpdateRow(update: drop)
                    }
                }
                Section("History") {
                    ForEach(viewModel.updates, id: \.receivedAt) { update in
                        PriceUpdateRow(update: update)
                    }
                }
            }
            .navigationTitle("Price watch")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    if viewModel.isWatching {
                        Button("Stop") { viewModel.stop() }
                    } else {
                        Button("Start") { viewModel.start() }
                    }
                }
                ToolbarItem(placement: .cancellationAction) {
                    Button("Done") { dismiss() }
                }
                ToolbarItem(placement: .bottomBar) {
                    Button("Clear", role: .destructive) { viewModel.clear() }
                }
            }
            .onAppear { viewModel.start() }
            .onDisappear { viewModel.stop() }
        }
    }
}

private struct PriceUpdateRow: View {
    let update: PriceUpdate

    var body: some View {
        HStack {
            Image(systemName: update.isDrop ? "arrow.down.circle.fill" : "arrow.up.circle")
                .foregroundStyle(update.isDrop ? .green : .orange)
            VStack(alignment: .leading) {
                Text("\(update.oldPrice.formatted()) → \(update.newPrice.formatted())")
                Text(update.receivedAt, style: .time).font(.caption)
            }
        }
    }
}
