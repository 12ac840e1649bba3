import Combine
import Foundation

@MainActor
final class PlayerViewModel: ObservableObject {
    @Published var current: Episode?
    @Published var isPlaying = false
    @Published var rate: PlaybackRate = .normal

    let progress = PlaybackProgressObserver()

    private let player: AudioPlaying

    init(player: AudioPlaying = LiveAudioPlayer()) {
        self.player = player
    }

    var title: String {
        current?.title ?? "Not playing"
    }

    func play(_ episode: Episode) {
        current = episode
        player.play(url: episode.audioURL, rate: rate.rawValue)
        isPlaying = true
    }

    func togglePlayback() {
        guard let current else { return }
        if isPlaying {
            player.pause()
            isPlaying = false
        } else {
            player.play(url: current.audioURL, rate: rate.rawValue)
            isPlaying = true
        }
    }

    func skipForward() {
        player.seek(by: 30)
    }

    func cycleRate() {
        switch rate {
        case .normal: rate = .faster
        case .faster: rate = .fastest
        case .fastest: rate = .normal
        }
    }
}
