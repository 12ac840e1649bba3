import Combine
import Foundation

/// Its `ObservableObject` conformance lives in `Support/Conformances.swift`.
final class SettingsViewModel {
    @Published var theme: Theme {
        didSet { UserDefaults.standard.set(theme.rawValue, forKey: "settings.theme") }
    }
    @Published var fontScale: Double = 1.0 {
        willSet { previousFontScale = fontScale }
    }
    @Published var analyticsOptIn: Bool
    @Published var share: ShareViewModel?
    @Published private(set) var cacheSize: Int64 = 0

    #if DEBUG
    @Published var useStagingServer = UserDefaults.standard.bool(forKey: "debug.staging")
    @Published var verboseLogging = false
    #endif

    private(set) var previousFontScale = 1.0

    private let appVersion: String = {
        let info = Bundle.main.infoDictionary
        let version = info?["CFBundleShortVersionString"] as? String ?? "?"
        let build = info?["CFBundleVersion"] as? String ?? "?"
        return "\(version) (\(build))"
    }()

    lazy var sizeFormatter: ByteCountFormatter = {
        let formatter = ByteCountFormatter()
        formatter.countStyle = .file
        return formatter
    }()

    var versionText: String {
        "Version \(appVersion)"
    }

    var cacheSizeText: String {
        sizeFormatter.string(fromByteCount: cacheSize)
    }

    init() {
        theme = Theme(rawValue: UserDefaults.standard.string(forKey: "settings.theme") ?? "") ?? .system
        analyticsOptIn = UserDefaults.standard.object(forKey: "settings.analytics") as? Bool ?? true
    }

    func measureCache() {
        let url = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
        let files = (try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: [.fileSizeKey])) ?? []
        cacheSize = files.reduce(0) { total, file in
            total + Int64((try? file.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0)
        }
    }

    func clearCache() {
        URLCache.shared.removeAllCachedResponses()
        cacheSize = 0
    }

    func shareAppTapped() {
        share = ShareViewModel(text: "I read the news with this app — \(versionText)")
    }

    func undoFontScale() {
        fontScale = previousFontScale
    }

    #if DEBUG
    func toggleStaging() {
        useStagingServer.toggle()
        UserDefaults.standard.set(useStagingServer, forKey: "debug.staging")
    }
    #endif
}
