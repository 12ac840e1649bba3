import Foundation
import SwiftUI

/// Root of the app: decides between onboarding/login and the main tabs,
/// and owns the long-lived child view models.
@MainActor
final class AppViewModel: ObservableObject {
    enum Tab: Hashable { case feed, library, search, inbox }

    @Published var selectedTab: Tab = .feed
    @Published private(set) var currentUser: User?
    @Published var isShowingSettings = false
    @Published var isShowingPlayer = false
    @Published var hasSeenOnboarding: Bool = UserDefaults.standard.bool(forKey: "hasSeenOnboarding")

    let player: PlayerViewModel
    lazy var feed = FeedViewModel(player: player)
    lazy var search = SearchViewModel()
    lazy var library: LibraryViewModel = {
        let vm = LibraryViewModel()
        vm.coordinator = self
        return vm
    }()
    private(set) var loginViewModel: LoginViewModel?
    private(set) var settingsViewModel: SettingsViewModel?

    private let auth: AuthServicing
    private var signOutTask: Task<Void, Never>?

    init(auth: AuthServicing = AuthService.shared, player: PlayerViewModel = PlayerViewModel()) {
        self.auth = auth
        self.player = player
        self.currentUser = auth.currentUser
        if currentUser == nil {
            makeLogin()
        }
        signOutTask = Task { [weak self] in
            for await _ in NotificationCenter.default.notifications(named: .userDidSignOut) {
                guard let self else { return }
                self.currentUser = nil
                self.player.pause()
                self.makeLogin()
            }
        }
    }

    deinit {
        signOutTask?.cancel()
    }

    var isLoggedIn: Bool { currentUser != nil }

    private func makeLogin() {
        let vm = LoginViewModel(auth: auth)
        vm.onLoginSuccess = { [weak self] user in
            self?.currentUser = user
            self?.loginViewModel = nil
        }
        loginViewModel = vm
    }

    func completeOnboarding() {
        hasSeenOnboarding = true
        UserDefaults.standard.set(true, forKey: "hasSeenOnboarding")
    }

    func openSettings() {
        let vm = SettingsViewModel(auth: auth)
        vm.onSignedOut = { [weak self] in
            self?.isShowingSettings = false
        }
        settingsViewModel = vm
        isShowingSettings = true
    }

    func handle(url: URL) {
        if library.handleDeepLink(url) {
            selectedTab = .library
        }
    }
}

extension AppViewModel: LibraryCoordinating {
    func showSettings() {
        openSettings()
    }

    func showPlayer(for episode: Episode) {
        player.start(episode: episode)
        isShowingPlayer = true
    }
}
