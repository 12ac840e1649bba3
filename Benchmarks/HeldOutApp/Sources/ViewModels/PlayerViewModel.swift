import Foundation
import AVFoundation
import Combine

/// Drives the mini player and the full-screen "Now Playing" sheet.
final class PlayerViewModel: ObservableObject {
    @Published private(set) var currentEpisode: Episode?
    @Published private(set) var isPlaying = false
    @Published private(set) var elapsed: TimeInterval = 0
    @Published private(set) var duration: TimeInterval = 0
    @Published var playbackRate: Float = 1.0 {
        didSet {
            audio.rate = playbackRate
            UserDefaults.standard.set(playbackRate, forKey: "playbackRate")
        }
    }
    @Published var isScrubbing = false
    @Published var sleepTimerRemaining: TimeInterval?
    @Published var isExpanded = false

    private let audio: AudioPlaying
    private let history: PlaybackHistoryStore
    private var progressTimer: Timer?
    private var sleepTimer: Timer?
    private var listenedSinceLastLog: TimeInterval = 0
    private var interruptionObserver: NSObjectProtocol?

    static let rates: [Float] = [0.8, 1.0, 1.2, 1.5, 2.0]

    init(audio: AudioPlaying = AVAudioPlayerService(), history: PlaybackHistoryStore = UserDefaultsHistoryStore()) {
        self.audio = audio
        self.history = history
        let savedRate = UserDefaults.standard.float(forKey: "playbackRate")
        self.playbackRate = savedRate == 0 ? 1.0 : savedRate

        interruptionObserver = NotificationCenter.default.addObserver(
            forName: AVAudioSession.interruptionNotification,
            object: nil,
            queue: .main
        ) { [weak self] note in
            self?.handleInterruption(note)
        }
    }

    deinit {
        progressTimer?.invalidate()
        sleepTimer?.invalidate()
        if let interruptionObserver { NotificationCenter.default.removeObserver(interruptionObserver) }
    }

    // MARK: - Derived

    var progress: Double {
        guard duration > 0 else { return 0 }
        return elapsed / duration
    }

    var elapsedText: String { Self.format(elapsed) }
    var remainingText: String { "-" + Self.format(max(0, duration - elapsed)) }

    static func format(_ t: TimeInterval) -> String {
        let total = Int(t.rounded())
        let h = total / 3600, m = (total % 3600) / 60, s = total % 60
        return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", m, s)
    }

    // MARK: - Intents

    func start(episode: Episode) {
        if let current = currentEpisode {
            history.savePosition(elapsed, for: current.id)
        }
        currentEpisode = episode
        let resumeAt = history.position(for: episode.id)
        audio.load(url: episode.audioURL, startAt: resumeAt)
        elapsed = resumeAt
        duration = episode.duration
        play()
    }

    func togglePlayPause() {
        isPlaying ? pause() : play()
    }

    func play() {
        guard currentEpisode != nil else { return }
        audio.play()
        isPlaying = true
        startProgressTimer()
    }

    func pause() {
        audio.pause()
        isPlaying = false
        progressTimer?.invalidate()
        progressTimer = nil
        flushHistory()
    }

    func skip(by seconds: TimeInterval) {
        let target = min(max(0, elapsed + seconds), duration)
        seek(to: target)
    }

    func seek(to time: TimeInterval) {
        isScrubbing = true
        audio.seek(to: time) { [weak self] finished in
            DispatchQueue.main.async {
                guard let self = self else { return }
                self.isScrubbing = false
                if finished {
                    self.elapsed = time
                }
            }
        }
    }

    func cycleRate() {
        let idx = Self.rates.firstIndex(of: playbackRate) ?? 1
        playbackRate = Self.rates[(idx + 1) % Self.rates.count]
    }

    func setSleepTimer(minutes: Int?) {
        sleepTimer?.invalidate()
        guard let minutes = minutes else {
            sleepTimerRemaining = nil
            return
        }
        sleepTimerRemaining = TimeInterval(minutes * 60)
        sleepTimer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] timer in
            guard let self = self, let remaining = self.sleepTimerRemaining else {
                timer.invalidate()
                return
            }
            if remaining <= 1 {
                timer.invalidate()
                self.sleepTimerRemaining = nil
                self.pause()
            } else {
                self.sleepTimerRemaining = remaining - 1
            }
        }
    }

    // MARK: - Private

    private func startProgressTimer() {
        progressTimer?.invalidate()
        progressTimer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { [weak self] _ in
            guard let self, !self.isScrubbing else { return }
            let now = self.audio.currentTime
            self.listenedSinceLastLog += max(0, now - self.elapsed)
            self.elapsed = now
            if self.duration > 0 && now >= self.duration - 0.5 {
                self.episodeDidFinish()
            }
        }
    }

    private func episodeDidFinish() {
        pause()
        if let id = currentEpisode?.id {
            history.savePosition(0, for: id)
        }
        isExpanded = false
    }

    private func flushHistory() {
        guard let episode = currentEpisode else { return }
        history.savePosition(elapsed, for: episode.id)
        if listenedSinceLastLog > 5 {
            history.log(seconds: listenedSinceLastLog, podcastID: episode.podcastID, date: Date())
            listenedSinceLastLog = 0
        }
    }

    private func handleInterruption(_ note: Notification) {
        guard let raw = note.userInfo?[AVAudioSessionInterruptionTypeKey] as? UInt,
              let type = AVAudioSession.InterruptionType(rawValue: raw) else { return }
        switch type {
        case .began:
            pause()
        case .ended:
            if let optRaw = note.userInfo?[AVAudioSessionInterruptionOptionKey] as? UInt,
               AVAudioSession.InterruptionOptions(rawValue: optRaw).contains(.shouldResume) {
                play()
            }
        @unknown default:
            break
        }
    }
}
