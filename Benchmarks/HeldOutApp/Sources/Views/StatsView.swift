import SwiftUI
import Charts

struct StatsView: View {
    @Bindable var viewModel: StatsViewModel

    var body: some View {
        VStack {
            Picker("Range", selection: $viewModel.range) {
                ForEach(StatsViewModel.Range.allCases) { Text($0.rawValue.capitalized).tag($0) }
            }
            .pickerStyle(.segmented)
            .onChange(of: viewModel.range) { viewModel.rangeChanged() }

            switch viewModel.viewState {
            case .idle, .loading:
                Spacer(); ProgressView(); Spacer()
            case .failed(let message):
                ContentUnavailableView("Couldn't load stats", systemImage: "exclamationmark.triangle", description: Text(message))
            case .loaded(let stats):
                List {
                    LabeledContent("Total listening", value: viewModel.totalListeningText)
                    LabeledContent("Episodes finished", value: "\(stats.episodesFinished)")
                    LabeledContent("Streak", value: "\(stats.streakDays) days")
                    Chart(stats.topPodcasts, id: \.podcast) { entry in
                        BarMark(x: .value("Minutes", entry.seconds / 60), y: .value("Podcast", viewModel.title(for: entry.podcast)))
                    }
                    .frame(height: 200)
                    if let refreshed = viewModel.lastRefreshedText {
                        Text("Updated \(refreshed)").font(.footnote).foregroundStyle(.secondary)
                    }
                }
            }
        }
        .navigationTitle("Stats")
        .task { await viewModel.load() }
    }
}
