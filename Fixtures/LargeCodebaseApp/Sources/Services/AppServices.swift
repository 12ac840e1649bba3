import Foundation

/// What screens need from the signed-in session; `SessionManager.shared` is the live one.
@MainActor
protocol SessionProviding: AnyObject {
    var currentAccount: UserAccount? { get }
    func signOut()
}

/// What screens need from the download queue; `DownloadManager.shared` is the live one.
protocol DownloadProviding: AnyObject {
    func state(of episodeID: Episode.ID) -> DownloadState
    func download(_ episode: Episode) async throws
    func cancel(_ episodeID: Episode.ID)
}

protocol AudioPlaying: AnyObject {
    var isPlaying: Bool { get }
    func play(url: URL, rate: Double)
    func pause()
    func seek(by seconds: TimeInterval)
}

final class LiveAudioPlayer: AudioPlaying {
    private(set) var isPlaying = false
    private var position: TimeInterval = 0
    private var currentURL: URL?

    func play(url: URL, rate: Double) {
        if currentURL != url { position = 0 }
        currentURL = url
        isPlaying = true
    }

    func pause() {
        isPlaying = false
    }

    func seek(by seconds: TimeInterval) {
        position = max(0, position + seconds)
    }
}

protocol AnalyticsTracking: Sendable {
    func track(_ event: String, properties: [String: String])
}

struct ConsoleAnalytics: AnalyticsTracking {
    func track(_ event: String, properties: [String: String]) {
        print("[analytics]", event, properties)
    }
}

/// Where the settings screen leads; the app's router pushes the screens and closes the sheet.
protocol SettingsRouting: AnyObject {
    func showLicenses()
    func showHelp(for rate: PlaybackRate)
    func close(animated: Bool)
}

final class LiveSettingsRouter: SettingsRouting {
    private(set) var shown: [String] = []

    func showLicenses() {
        shown.append("licenses")
    }

    func showHelp(for rate: PlaybackRate) {
        shown.append("help \(rate.rawValue)")
    }

    func close(animated: Bool) {
        shown.removeAll()
    }
}

/// Crash and breadcrumb reporting; screens reach it through `CrashReporter.shared` instead of holding it.
final class CrashReporter: @unchecked Sendable {
    static let shared = CrashReporter()
    private var breadcrumbs: [String] = []

    func record(_ message: String, level: Int = 1) {
        breadcrumbs.append("[\(level)] \(message)")
    }
}
