import Combine
import Foundation

@MainActor
final class SettingsViewModel: ObservableObject {
    @Published var account: UserAccount?
    @Published var showsSignOutConfirmation = false {
        didSet {
            if showsSignOutConfirmation { analytics.track("sign_out_prompted", properties: [:]) }
        }
    }
    @Published var cacheCleared = false

    private let settings: AppSettingsStore
    private let session: SessionProviding
    private let analytics: AnalyticsTracking
    let router: SettingsRouting

    var playbackRateLabel: String {
        "\(settings.playbackRate.rawValue)× speed, skip \(Int(settings.skipInterval)) s"
    }

    init(
        settings: AppSettingsStore,
        session: SessionProviding = SessionManager.shared,
        analytics: AnalyticsTracking = ConsoleAnalytics(),
        router: SettingsRouting = LiveSettingsRouter()
    ) {
        self.settings = settings
        self.session = session
        self.analytics = analytics
        self.router = router
    }

    func onAppear() {
        account = session.currentAccount
        analytics.track("settings_viewed", properties: [:])
    }

    func reloadAccount(from manager: SessionManager) {
        account = manager.currentAccount
    }

    func cellularStreamingToggled() {
        settings.streamsOverCellular.toggle()
        analytics.track("cellular_streaming", properties: ["on": "\(settings.streamsOverCellular)"])
    }

    func playbackRateSelected(_ rate: PlaybackRate) {
        settings.playbackRate = rate
    }

    func signOutTapped() {
        showsSignOutConfirmation = true
    }

    func confirmSignOut() {
        session.signOut()
        account = nil
        showsSignOutConfirmation = false
    }
}
