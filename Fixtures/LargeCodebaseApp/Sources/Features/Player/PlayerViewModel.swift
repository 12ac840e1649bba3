import AVFoundation
import Combine
import Foundation

@MainActor
final class PlayerViewModel: ObservableObject {
    @Published var current: Episode?
    @Published var isPlaying = false
    @Published var rate: PlaybackRate = .normal
    @Published var isSessionActive = false
    @Published var sessionError: String?

    let progress = PlaybackProgressObserver()

    private let player: AudioPlaying
    private let audioSession: AVAudioSession

    init(player: AudioPlaying = LiveAudioPlayer(), audioSession: AVAudioSession = .sharedInstance()) {
        self.player = player
        self.audioSession = audioSession
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

    /// Takes the audio session while the player is on screen, and gives it back after.
    func setSessionActive(_ active: Bool) {
        do {
            try audioSession.setActive(active)
            isSessionActive = active
        } catch {
            sessionError = error.localizedDescription
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
