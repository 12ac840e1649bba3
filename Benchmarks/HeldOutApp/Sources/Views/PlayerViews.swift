import SwiftUI

struct MiniPlayerView: View {
    @ObservedObject var viewModel: PlayerViewModel
    @EnvironmentObject var app: AppViewModel

    var body: some View {
        if let episode = viewModel.currentEpisode {
            HStack {
                VStack(alignment: .leading) {
                    Text(episode.title).lineLimit(1)
                    ProgressView(value: viewModel.progress)
                }
                Button(action: viewModel.togglePlayPause) {
                    Image(systemName: viewModel.isPlaying ? "pause.fill" : "play.fill")
                }
            }
            .padding()
            .background(.thinMaterial)
            .onTapGesture { app.isShowingPlayer = true }
        }
    }
}

struct NowPlayingView: View {
    @ObservedObject var viewModel: PlayerViewModel
    @State private var scrubValue: Double = 0
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 24) {
            Capsule().frame(width: 40, height: 5).foregroundStyle(.secondary)
                .onTapGesture { dismiss() }
            Text(viewModel.currentEpisode?.title ?? "").font(.title3.bold()).multilineTextAlignment(.center)
            Slider(value: Binding(
                get: { viewModel.isScrubbing ? scrubValue : viewModel.elapsed },
                set: { scrubValue = $0 }
            ), in: 0...max(viewModel.duration, 1)) { editing in
                if !editing { viewModel.seek(to: scrubValue) }
            }
            HStack {
                Text(viewModel.elapsedText)
                Spacer()
                Text(viewModel.remainingText)
            }
            .font(.caption.monospacedDigit())
            HStack(spacing: 40) {
                Button { viewModel.skip(by: -15) } label: { Image(systemName: "gobackward.15") }
                Button { viewModel.togglePlayPause() } label: {
                    Image(systemName: viewModel.isPlaying ? "pause.circle.fill" : "play.circle.fill").font(.system(size: 64))
                }
                Button { viewModel.skip(by: 30) } label: { Image(systemName: "goforward.30") }
            }
            HStack {
                Button(String(format: "%.1f×", viewModel.playbackRate)) { viewModel.cycleRate() }
                Spacer()
                Menu {
                    Button("Off") { viewModel.setSleepTimer(minutes: nil) }
                    ForEach([5, 15, 30, 60], id: \.self) { m in
                        Button("\(m) min") { viewModel.setSleepTimer(minutes: m) }
                    }
                } label: {
                    if let remaining = viewModel.sleepTimerRemaining {
                        Text(PlayerViewModel.format(remaining))
                    } else {
                        Image(systemName: "moon.zzz")
                    }
                }
            }
        }
        .padding()
    }
}
