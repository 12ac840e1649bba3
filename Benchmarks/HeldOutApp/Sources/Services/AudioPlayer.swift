import Foundation
import AVFoundation
import Combine

protocol AudioPlaying: AnyObject {
    var isPlaying: Bool { get }
    var currentTime: TimeInterval { get }
    var duration: TimeInterval { get }
    var rate: Float { get set }
    func load(url: URL, startAt: TimeInterval)
    func play()
    func pause()
    func seek(to time: TimeInterval, completion: (@Sendable (Bool) -> Void)?)
}

final class AVAudioPlayerService: AudioPlaying {
    private let player = AVPlayer()

    var isPlaying: Bool { player.timeControlStatus == .playing }
    var currentTime: TimeInterval { player.currentTime().seconds.isFinite ? player.currentTime().seconds : 0 }
    var duration: TimeInterval { player.currentItem?.duration.seconds ?? 0 }
    var rate: Float = 1.0 {
        didSet { if isPlaying { player.rate = rate } }
    }

    func load(url: URL, startAt: TimeInterval) {
        player.replaceCurrentItem(with: AVPlayerItem(url: url))
        player.seek(to: CMTime(seconds: startAt, preferredTimescale: 600))
    }

    func play() { player.playImmediately(atRate: rate) }
    func pause() { player.pause() }

    func seek(to time: TimeInterval, completion: (@Sendable (Bool) -> Void)?) {
        player.seek(to: CMTime(seconds: time, preferredTimescale: 600)) { finished in
            completion?(finished)
        }
    }
}

protocol PlaybackHistoryStore {
    func savePosition(_ position: TimeInterval, for episodeID: String)
    func position(for episodeID: String) -> TimeInterval
    func log(seconds: TimeInterval, podcastID: String, date: Date)
    func listeningLog(since: Date) async throws -> [(podcastID: String, seconds: TimeInterval, date: Date)]
}

final class UserDefaultsHistoryStore: PlaybackHistoryStore {
    private let defaults: UserDefaults
    init(defaults: UserDefaults = .standard) { self.defaults = defaults }

    func savePosition(_ position: TimeInterval, for episodeID: String) {
        defaults.set(position, forKey: "pos.\(episodeID)")
    }

    func position(for episodeID: String) -> TimeInterval {
        defaults.double(forKey: "pos.\(episodeID)")
    }

    func log(seconds: TimeInterval, podcastID: String, date: Date) {
        var log = defaults.array(forKey: "listenLog") as? [[String: Any]] ?? []
        log.append(["p": podcastID, "s": seconds, "d": date.timeIntervalSince1970])
        defaults.set(log, forKey: "listenLog")
    }

    func listeningLog(since: Date) async throws -> [(podcastID: String, seconds: TimeInterval, date: Date)] {
        let raw = defaults.array(forKey: "listenLog") as? [[String: Any]] ?? []
        return raw.compactMap { entry in
            guard let p = entry["p"] as? String, let s = entry["s"] as? Double, let d = entry["d"] as? Double else { return nil }
            let date = Date(timeIntervalSince1970: d)
            return date >= since ? (p, s, date) : nil
        }
    }
}
