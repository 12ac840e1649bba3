import Foundation
import SwiftUI

@MainActor
final class SettingsViewModel: ObservableObject {
    @Published var displayName: String {
        didSet { UserDefaults.standard.set(displayName, forKey: Keys.displayName) }
    }
    @Published var preferredPlatform: Platform? {
        didSet { UserDefaults.standard.set(preferredPlatform?.rawValue, forKey: Keys.platform) }
    }
    @Published var priceAlertsEnabled: Bool {
        didSet { UserDefaults.standard.set(priceAlertsEnabled, forKey: Keys.priceAlerts) }
    }
    @Published var hasCompletedOnboarding: Bool
    @Published var showResetConfirmation = false
    @Published private(set) var installID: String

    private let favorites: FavoritesStore

    private enum Keys {
        static let displayName = "profile.name"
        static let platform = "settings.platform"
        static let priceAlerts = "settings.priceAlerts"
        static let onboarding = "settings.onboardingDone"
        static let installID = "settings.installID"
    }

    var greeting: String {
        displayName.isEmpty ? "Welcome!" : "Welcome back, \(displayName)!"
    }

    init(favorites: FavoritesStore = .shared) {
        let defaults = UserDefaults.standard
        self.favorites = favorites
        self.displayName = defaults.string(forKey: Keys.displayName) ?? ""
        self.preferredPlatform = defaults.string(forKey: Keys.platform).flatMap(Platform.init(rawValue:))
        self.priceAlertsEnabled = defaults.bool(forKey: Keys.priceAlerts)
        self.hasCompletedOnboarding = defaults.bool(forKey: Keys.onboarding)
        if let existing = defaults.string(forKey: Keys.installID) {
            self.installID = existing
        } else {
            let fresh = UUID().uuidString
            defaults.set(fresh, forKey: Keys.installID)
            self.installID = fresh
        }
    }

    func completeOnboarding(name: String) {
        displayName = name
        hasCompletedOnboarding = true
        UserDefaults.standard.set(true, forKey: Keys.onboarding)
    }

    func resetTapped() {
        showResetConfirmation = true
    }

    func resetConfirmed() {
        favorites.removeAll()
        displayName = ""
        preferredPlatform = nil
        priceAlertsEnabled = false
        hasCompletedOnboarding = false
        UserDefaults.standard.removeObject(forKey: Keys.onboarding)
        showResetConfirmation = false
    }

    func makeOnboardingViewModel() -> OnboardingViewModel {
        OnboardingViewModel(suggestedName: displayName) { [weak self] name in
            self?.completeOnboarding(name: name)
        }
    }
}
