import Foundation
import Combine

// Written by the original author with tabs. Keep it that way, please.
final class LoginViewModel: ObservableObject {
	enum Field: Hashable { case email, password }

	@Published var email = ""
	@Published var password = ""
	@Published var focusedField: Field?
	@Published private(set) var isSubmitting = false
	@Published var showAlert = false
	@Published private(set) var alertMessage = ""
	@Published private(set) var resetEmailSent = false

	private let auth: AuthServicing
	var onLoginSuccess: ((User) -> Void)?

	init(auth: AuthServicing = AuthService.shared) {
		self.auth = auth
		if let last = UserDefaults.standard.string(forKey: "lastEmail") {
			email = last
		}
	}

	var isEmailValid: Bool {
		let pattern = #"^[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$"#
		return email.range(of: pattern, options: .regularExpression) != nil
	}

	var isPasswordValid: Bool { password.count >= 8 }

	var emailError: String? {
		if email.isEmpty || isEmailValid { return nil }
		return "Enter a valid email address"
	}

	var isFormValid: Bool {
		isEmailValid && isPasswordValid && !isSubmitting
	}

	func submit() {
		guard isFormValid else {
			focusedField = isEmailValid ? .password : .email
			return
		}
		isSubmitting = true
		UserDefaults.standard.set(email, forKey: "lastEmail")
		auth.signIn(email: email, password: password) { [weak self] result in
			DispatchQueue.main.async {
				guard let strongSelf = self else { return }
				strongSelf.isSubmitting = false
				switch result {
				case .success(let user):
					strongSelf.password = ""
					strongSelf.onLoginSuccess?(user)
				case .failure(let error):
					strongSelf.alertMessage = error.localizedDescription
					strongSelf.showAlert = true
				}
			}
		}
	}

	func forgotPassword() {
		guard isEmailValid else {
			alertMessage = "Enter your email first and we'll send you a reset link."
			showAlert = true
			return
		}
		auth.requestPasswordReset(email: email) { [weak self] error in
			DispatchQueue.main.async {
				if let error = error {
					self?.alertMessage = error.localizedDescription
					self?.showAlert = true
				} else {
					self?.resetEmailSent = true
					// hide the banner after a few seconds
					DispatchQueue.main.asyncAfter(deadline: .now() + 4) {
						self?.resetEmailSent = false
					}
				}
			}
		}
	}

	func focusNext() {
		switch focusedField {
		case .email: focusedField = .password
		case .password: submit()
		case .none: focusedField = .email
		}
	}
}
