import Combine
import Foundation

final class LoginViewModel {
	@Published var email = ""
	@Published var password = ""
	@Published var rememberMe: Bool = UserDefaults.standard.bool(forKey: "login.remember")
	@Published private(set) var isLoading = false
	@Published private(set) var errorMessage: String?
	@Published private(set) var isLoginEnabled = false
	@Published private(set) var resetLinkSent = false

	let didLogin = PassthroughSubject<User, Never>()

	private let authService: AuthService
	private let analytics: AnalyticsTracking
	private var cancellables = Set<AnyCancellable>()

	var emailValidationMessage: String? {
		guard !email.isEmpty else { return nil }
		return email.contains("@") ? nil : "That does not look like an email address."
	}

	init(authService: AuthService, analytics: AnalyticsTracking = AnalyticsTracker.shared) {
		self.authService = authService
		self.analytics = analytics

		if rememberMe {
			email = UserDefaults.standard.string(forKey: "login.email") ?? ""
		}

		Publishers.CombineLatest($email, $password)
			.map { email, password in
				email.contains("@") && password.count >= 8
			}
			.removeDuplicates()
			.assign(to: &$isLoginEnabled)

		$email
			.dropFirst()
			.sink { [weak self] _ in
				self?.errorMessage = nil
				self?.resetLinkSent = false
			}
			.store(in: &cancellables)

		$rememberMe
			.dropFirst()
			.sink { UserDefaults.standard.set($0, forKey: "login.remember") }
			.store(in: &cancellables)
	}

	func login() {
		guard isLoginEnabled, !isLoading else { return }
		isLoading = true
		errorMessage = nil
		analytics.track("login_tapped", properties: ["remember": rememberMe ? "yes" : "no"])
		authService.login(email: email, password: password) { [weak self] result in
			DispatchQueue.main.async {
				self?.handleLogin(result)
			}
		}
	}

	private func handleLogin(_ result: Result<User, AppError>) {
		isLoading = false
		switch result {
		case let .success(user):
			if rememberMe {
				UserDefaults.standard.set(email, forKey: "login.email")
			}
			password = ""
			analytics.track("login_succeeded", properties: [:])
			didLogin.send(user)
		case let .failure(error):
			errorMessage = error.localizedDescription
			analytics.track("login_failed", properties: ["reason": "\(error)"])
		}
	}

	func forgotPassword() {
		guard emailValidationMessage == nil, !email.isEmpty else {
			errorMessage = "Enter your email first."
			return
		}
		authService.requestPasswordReset(email: email) { [weak self] error in
			DispatchQueue.main.async {
				if let error {
					self?.errorMessage = error.localizedDescription
				} else {
					self?.resetLinkSent = true
				}
			}
		}
	}
}
