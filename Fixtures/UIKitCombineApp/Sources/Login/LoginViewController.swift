import Combine
import UIKit

final class LoginViewController: UIViewController {
	private let viewModel: LoginViewModel
	private var cancellables = Set<AnyCancellable>()

	private let emailField = UITextField()
	private let passwordField = UITextField()
	private let rememberSwitch = UISwitch()
	private let loginButton = UIButton(type: .system)
	private let forgotButton = UIButton(type: .system)
	private let errorLabel = UILabel()
	private let spinner = UIActivityIndicatorView(style: .medium)

	init(viewModel: LoginViewModel) {
		self.viewModel = viewModel
		super.init(nibName: nil, bundle: nil)
	}

	@available(*, unavailable)
	required init?(coder: NSCoder) {
		fatalError("init(coder:) has not been implemented")
	}

	override func viewDidLoad() {
		super.viewDidLoad()
		title = "Sign in"
		view.backgroundColor = .systemBackground
		configureFields()
		layout()
		bind()
	}

	private func configureFields() {
		emailField.placeholder = "Email"
		emailField.keyboardType = .emailAddress
		emailField.autocapitalizationType = .none
		emailField.text = viewModel.email
		emailField.addTarget(self, action: #selector(emailChanged), for: .editingChanged)

		passwordField.placeholder = "Password"
		passwordField.isSecureTextEntry = true
		passwordField.addTarget(self, action: #selector(passwordChanged), for: .editingChanged)

		rememberSwitch.isOn = viewModel.rememberMe
		rememberSwitch.addTarget(self, action: #selector(rememberChanged), for: .valueChanged)

		loginButton.setTitle("Sign in", for: .normal)
		loginButton.addTarget(self, action: #selector(loginTapped), for: .touchUpInside)
		forgotButton.setTitle("Forgot password?", for: .normal)
		forgotButton.addTarget(self, action: #selector(forgotTapped), for: .touchUpInside)

		errorLabel.textColor = .systemRed
		errorLabel.numberOfLines = 0
	}

	private func layout() {
		let stack = UIStackView(arrangedSubviews: [
			emailField, passwordField, rememberSwitch, loginButton, forgotButton, errorLabel, spinner,
		])
		stack.axis = .vertical
		stack.spacing = 12
		stack.translatesAutoresizingMaskIntoConstraints = false
		view.addSubview(stack)
		NSLayoutConstraint.activate([
			stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
			stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
			stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
		])
	}

	private func bind() {
		viewModel.$isLoading
			.receive(on: DispatchQueue.main)
			.sink { [weak self] isLoading in
				isLoading ? self?.spinner.startAnimating() : self?.spinner.stopAnimating()
				self?.view.isUserInteractionEnabled = !isLoading
			}
			.store(in: &cancellables)

		viewModel.$isLoginEnabled
			.assign(to: \.isEnabled, on: loginButton)
			.store(in: &cancellables)

		viewModel.$errorMessage
			.sink { [weak self] message in
				self?.errorLabel.text = message
				self?.errorLabel.isHidden = message == nil
			}
			.store(in: &cancellables)

		viewModel.$resetLinkSent
			.filter { $0 }
			.sink { [weak self] _ in
				let alert = UIAlertController(title: "Check your inbox", message: nil, preferredStyle: .alert)
				alert.addAction(UIAlertAction(title: "OK", style: .default))
				self?.present(alert, animated: true)
			}
			.store(in: &cancellables)
	}

	@objc private func emailChanged() {
		viewModel.email = emailField.text ?? ""
	}

	@objc private func passwordChanged() {
		viewModel.password = passwordField.text ?? ""
	}

	@objc private func rememberChanged() {
		viewModel.rememberMe = rememberSwitch.isOn
	}

	@objc private func loginTapped() {
		view.endEditing(true)
		viewModel.login()
	}

	@objc private func forgotTapped() {
		viewModel.forgotPassword()
	}
}
