import SwiftUI

struct PlayerView: View {
    @EnvironmentObject private var player: PlayerViewModel
    @EnvironmentObject private var style: PlayerStyle

    var body: some View {
        VStack(spacing: 24) {
            Text(player.title).font(style.titleFont)
            HStack {
                Button(player.isPlaying ? "Pause" : "Play") { player.togglePlayback() }
                Button("+30") { player.skipForward() }
                Button("\(player.rate.rawValue, specifier: "%.1f")×") { player.cycleRate() }
            }
            .tint(style.tint)
        }
        .padding()
        .background(style.background)
        .onAppear { player.setSessionActive(true) }
        .onDisappear { player.setSessionActive(false) }
    }
}

struct MiniPlayerBar: View {
    @EnvironmentObject private var player: PlayerViewModel

    var body: some View {
        HStack {
            Text(player.title).lineLimit(1)
            Spacer()
            Button(player.isPlaying ? "Pause" : "Play") { player.togglePlayback() }
        }
        .padding(.horizontal)
    }
}

#if DEBUG
/// Stands in for the player in previews, with an episode already playing.
final class PreviewPlayerModel: ObservableObject {
    @Published var current: Episode? = .preview
    @Published var isPlaying = true

    func pause() {
        isPlaying = false
    }
}

struct PlayerView_Previews: PreviewProvider {
    static var previews: some View {
        PlayerView()
            .environmentObject(PlayerViewModel())
            .environmentObject(PlayerStyle())
    }
}

#Preview("Mini player") {
    MiniPlayerBar()
        .environmentObject(PlayerViewModel())
}
#endif
