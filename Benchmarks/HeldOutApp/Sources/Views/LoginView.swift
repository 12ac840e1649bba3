import SwiftUI

struct LoginView: View {
	@ObservedObject var viewModel: LoginViewModel
	@FocusState private var focus: LoginViewModel.Field?

	var body: some View {
		VStack(spacing: 16) {
			Text("Castaway").font(.largeTitle.bold())
			TextField("Email", text: $viewModel.email)
				.textContentType(.emailAddress)
				.keyboardType(.emailAddress)
				.textInputAutocapitalization(.never)
				.focused($focus, equals: .email)
				.submitLabel(.next)
			if let error = viewModel.emailError {
				Text(error).font(.caption).foregroundColor(.red)
			}
			SecureField("Password", text: $viewModel.password)
				.textContentType(.password)
				.focused($focus, equals: .password)
				.submitLabel(.go)
			Button {
				viewModel.submit()
			} label: {
				if viewModel.isSubmitting { ProgressView() } else { Text("Sign In").frame(maxWidth: .infinity) }
			}
			.buttonStyle(.borderedProminent)
			.disabled(!viewModel.isFormValid)
			Button("Forgot password?", action: viewModel.forgotPassword)
			if viewModel.resetEmailSent {
				Text("Check your inbox for a reset link.").font(.footnote).transition(.opacity)
			}
		}
		.textFieldStyle(.roundedBorder)
		.padding(32)
		.onSubmit { viewModel.focusNext() }
		.onChange(of: viewModel.focusedField) { _, new in focus = new }
		.onChange(of: focus) { _, new in viewModel.focusedField = new }
		.alert("Sign in failed", isPresented: $viewModel.showAlert) {
			Button("OK", role: .cancel) {}
		} message: {
			Text(viewModel.alertMessage)
		}
		.animation(.default, value: viewModel.resetEmailSent)
	}
}
