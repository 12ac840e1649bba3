import Combine
import Foundation
import UserNotifications

final class ProfileViewModel: ObservableObject {
	@Published private(set) var user: User?
	@Published var notificationsEnabled: Bool
	@Published private(set) var isLoggingOut = false
	@Published var showLogoutConfirmation = false

	let didLogout = PassthroughSubject<Void, Never>()
	let appVersion = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "1.0"

	private let authService: AuthService
	private let analytics: AnalyticsTracking
	private var cancellables = Set<AnyCancellable>()

	var memberSinceText: String {
		guard let user else { return "" }
		let years = Calendar.current.dateComponents([.year], from: user.memberSince, to: Date()).year ?? 0
		return years == 0 ? "New member" : "Member for \(years) years"
	}

	var initials: String {
		let parts = (user?.fullName ?? "").split(separator: " ")
		return parts.prefix(2).compactMap(\.first).map(String.init).joined()
	}

	init(authService: AuthService, analytics: AnalyticsTracking = AnalyticsTracker.shared) {
		self.authService = authService
		self.analytics = analytics
		self.user = authService.currentUser
		self.notificationsEnabled = UserDefaults.standard.bool(forKey: "profile.notifications")

		$notificationsEnabled
			.dropFirst()
			.removeDuplicates()
			.sink { [weak self] enabled in self?.notificationsChanged(enabled) }
			.store(in: &cancellables)
	}

	func reload() {
		user = authService.currentUser
	}

	private func notificationsChanged(_ enabled: Bool) {
		UserDefaults.standard.set(enabled, forKey: "profile.notifications")
		analytics.track("notifications_toggled", properties: ["enabled": "\(enabled)"])
		guard enabled else { return }
		UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge]) { granted, _ in
			DispatchQueue.main.async { [weak self] in
				if !granted {
					self?.notificationsEnabled = false
				}
			}
		}
	}

	func logoutTapped() {
		showLogoutConfirmation = true
	}

	func confirmLogout() {
		showLogoutConfirmation = false
		isLoggingOut = true
		authService.logout { [weak self] in
			DispatchQueue.main.async {
				self?.isLoggingOut = false
				self?.user = nil
				self?.didLogout.send()
			}
		}
	}
}
