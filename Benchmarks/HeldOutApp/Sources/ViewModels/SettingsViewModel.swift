import Foundation
import Observation

@Observable
final class SettingsViewModel {
  var theme: AppTheme {
    didSet { defaults.set(theme.rawValue, forKey: Keys.theme) }
  }
  var autoDownload: Bool {
    didSet { defaults.set(autoDownload, forKey: Keys.autoDownload) }
  }
  var downloadOnCellular: Bool {
    didSet { defaults.set(downloadOnCellular, forKey: Keys.cellular) }
  }
  var skipForwardSeconds: Int {
    didSet { defaults.set(skipForwardSeconds, forKey: Keys.skipForward) }
  }
  var diskUsageText = "—"
  var isConfirmingSignOut = false
  var isClearingCache = false

  @ObservationIgnored private let defaults: UserDefaults
  @ObservationIgnored private let downloads: DownloadManaging
  @ObservationIgnored private let auth: AuthServicing
  @ObservationIgnored var onSignedOut: (() -> Void)?

  private enum Keys {
    static let theme = "settings.theme"
    static let autoDownload = "settings.autoDownload"
    static let cellular = "settings.cellular"
    static let skipForward = "settings.skipForward"
  }

  init(defaults: UserDefaults = .standard,
       downloads: DownloadManaging = DownloadManager.shared,
       auth: AuthServicing = AuthService.shared) {
    self.defaults = defaults
    self.downloads = downloads
    self.auth = auth
    theme = AppTheme(rawValue: defaults.string(forKey: Keys.theme) ?? "") ?? .system
    autoDownload = defaults.bool(forKey: Keys.autoDownload)
    downloadOnCellular = defaults.bool(forKey: Keys.cellular)
    let skip = defaults.integer(forKey: Keys.skipForward)
    skipForwardSeconds = skip == 0 ? 30 : skip
  }

  var userName: String {
    auth.currentUser?.displayName ?? "Guest"
  }

  var appVersion: String {
    let info = Bundle.main.infoDictionary
    let version = info?["CFBundleShortVersionString"] as? String ?? "?"
    let build = info?["CFBundleVersion"] as? String ?? "?"
    return "\(version) (\(build))"
  }

  func refreshDiskUsage() {
    let bytes = downloads.diskUsage()
    diskUsageText = ByteCountFormatter.string(fromByteCount: bytes, countStyle: .file)
  }

  func clearDownloads() {
    isClearingCache = true
    Task { @MainActor in
      let files = await downloads.localFiles()
      for id in files.keys {
        try? downloads.deleteDownload(episodeID: id)
      }
      isClearingCache = false
      refreshDiskUsage()
    }
  }

  func signOut() {
    auth.signOut()
    defaults.removeObject(forKey: "lastEmail")
    onSignedOut?()
  }

  func resetToDefaults() {
    theme = .system
    autoDownload = false
    downloadOnCellular = false
    skipForwardSeconds = 30
  }
}
